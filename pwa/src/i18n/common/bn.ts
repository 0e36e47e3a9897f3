// The shared words in Bengali, as a clinic receptionist or a parent says them.
import type { Translation } from '../catalog.ts';
import type { en } from './en.ts';

const bn: Translation<typeof en> = {
  'language.label': 'ভাষা',
  'dialog.close': 'বন্ধ করুন',
  'error.title': 'কিছু একটা ভুল হয়েছে',
  'error.text': 'হঠাৎ একটা সমস্যা হয়েছে। পেজটি আবার লোড করে দেখুন।',
  'error.retry': 'আবার চেষ্টা করুন',
  'error.refresh': 'পেজ আবার লোড করুন',
  install: 'অ্যাপ ইনস্টল করুন',
  'install.ios':
    "Safari-তে শেয়ার বোতাম টিপুন, তারপর 'হোম স্ক্রিনে যোগ করুন' (Add to Home Screen) বেছে নিন।",
  'list.retry': 'আবার চেষ্টা করুন',
  'list.failed': 'নতুন তথ্য লোড করা গেল না।',
  loading: 'লোড হচ্ছে...',
  pages: 'পেজ',
  'pages.previous': 'আগের',
  'pages.next': 'পরের',
  'pages.page': 'পেজ {{page}}',
  password: 'পাসওয়ার্ড',
  'password.show': 'পাসওয়ার্ড দেখান',
  'password.hide': 'পাসওয়ার্ড লুকান',
  'password.current': 'বর্তমান পাসওয়ার্ড',
  'password.new': 'নতুন পাসওয়ার্ড',
  'password.confirm': 'নতুন পাসওয়ার্ড আবার লিখুন',
  'password.change': 'পাসওয়ার্ড বদলান',
  'password.changing': 'পাসওয়ার্ড বদলানো হচ্ছে...',
  'password.failed': 'পাসওয়ার্ড বদলানো গেল না। আবার চেষ্টা করুন।',
  'password.needsServer': 'সার্ভারের সঙ্গে সংযোগ নেই। ইন্টারনেট ফিরলে পাসওয়ার্ড বদলানো যাবে।',
  'password.currentMissing': 'দয়া করে আপনার বর্তমান পাসওয়ার্ড লিখুন।',
  'password.newMissing': 'দয়া করে একটি নতুন পাসওয়ার্ড লিখুন।',
  'password.differ': 'দুটি পাসওয়ার্ড মিলছে না',
  'password.tooShort': 'পাসওয়ার্ডে অন্তত {{min}}টি অক্ষর থাকতে হবে',
  'password.onlySpaces': 'পাসওয়ার্ডে শুধু ফাঁকা জায়গা রাখা যাবে না।',
  'password.same': 'নতুন পাসওয়ার্ড বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে।',
  'password.wrong': 'আপনার বর্তমান পাসওয়ার্ড ঠিক নয়। আবার লিখুন, বা সাইন আউট করে সাহায্য চান।',
  signIn: 'লগইন করুন',
  'signIn.busy': 'লগইন হচ্ছে...',
  'toast.dismiss': 'সরান',
};
export default bn;
