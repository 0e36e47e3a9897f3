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
  signIn: 'লগইন করুন',
  'signIn.busy': 'লগইন হচ্ছে...',
  'toast.dismiss': 'সরান',
};
export default bn;
