// The coming-soon notice in Bengali.
import type { Translation } from '../../../../i18n';
import type { en } from './en.ts';

const bn: Translation<typeof en> = {
  'meta.title': 'শিগগিরই আসছে - সদস্য রেজিস্ট্রেশন | MediCostSaver',
  'meta.description':
    'MediCostSaver সদস্য রেজিস্ট্রেশন শিগগিরই শুরু হচ্ছে। পার্টনার কেন্দ্রে চিকিৎসায় 10% ছাড়ের জন্য অপেক্ষা-তালিকায় নাম লেখান; পুরো চালু 2026-এর প্রথম ত্রৈমাসিকে।',
  badge: 'শিগগিরই আসছে',
  title: 'সদস্য রেজিস্ট্রেশন শিগগিরই শুরু',
  lead: 'আমরা ভারতের সবচেয়ে ভরসার চিকিৎসা-সাশ্রয় নেটওয়ার্ক গড়ছি। সদস্য হওয়ার রেজিস্ট্রেশন শিগগিরই শুরু হবে।',
  launch: 'চালু হলে কী পাবেন',
  'launch.discount': 'পার্টনার কেন্দ্রে সব মেডিকেল পরিষেবায় 10% ছাড়',
  'launch.coverage': 'হাসপাতাল, ক্লিনিক, ওষুধের দোকান আর পরীক্ষাকেন্দ্র, সবই',
  'launch.family': 'পরিবারের যতজন খুশি',
  'launch.priority': 'আগে যোগ দিলে আগে সুযোগ',
  timeline: 'চালুর সময়সূচি',
  'timeline.network': 'পার্টনার নেটওয়ার্ক তৈরি হচ্ছে',
  'timeline.registration': 'সদস্য রেজিস্ট্রেশন',
  'timeline.launch': 'পুরো চালু',
  'when.current': 'এখন',
  'when.soon': 'শিগগিরই',
  'when.q1': '2026-এর প্রথম ত্রৈমাসিক',
  waitlist: 'অপেক্ষা-তালিকায় নাম লেখান',
  partner: 'পার্টনার হোন',
  questions: 'কোনো প্রশ্ন? {{phone}} নম্বরে ফোন করুন বা {{email}}-এ ইমেল করুন।',
};
export default bn;
