// The change of password in Bengali, as a parent or a clinic receptionist says it.
import type { Translation } from '../../i18n/index.ts';
import type { en } from './en.ts';

const bn: Translation<typeof en> = {
  current: 'বর্তমান পাসওয়ার্ড',
  new: 'নতুন পাসওয়ার্ড',
  confirm: 'নতুন পাসওয়ার্ড আবার লিখুন',
  change: 'পাসওয়ার্ড বদলান',
  changing: 'পাসওয়ার্ড বদলানো হচ্ছে...',
  failed: 'পাসওয়ার্ড বদলানো গেল না। আবার চেষ্টা করুন।',
  needsServer: 'সার্ভারের সঙ্গে সংযোগ নেই। ইন্টারনেট ফিরলে পাসওয়ার্ড বদলানো যাবে।',
  currentMissing: 'দয়া করে আপনার বর্তমান পাসওয়ার্ড লিখুন।',
  newMissing: 'দয়া করে একটি নতুন পাসওয়ার্ড লিখুন।',
  differ: 'দুটি পাসওয়ার্ড মিলছে না',
  tooShort: 'পাসওয়ার্ডে অন্তত {{min}}টি অক্ষর থাকতে হবে',
  onlySpaces: 'পাসওয়ার্ডে শুধু ফাঁকা জায়গা রাখা যাবে না।',
  same: 'নতুন পাসওয়ার্ড বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে।',
  wrong: 'আপনার বর্তমান পাসওয়ার্ড ঠিক নয়। আবার লিখুন, বা সাইন আউট করে সাহায্য চান।',
};
export default bn;
