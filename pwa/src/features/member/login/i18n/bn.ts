// The member sign-in in Bengali.
import type { Translation } from '../../../../i18n/index.ts';
import type { en } from './en.ts';

const bn: Translation<typeof en> = {
  'meta.title': 'সদস্য লগ ইন - MediCostSaver',
  'meta.description':
    'আপনার MediCostSaver সদস্যপদে সাইন ইন করে ডিজিটাল কার্ড, পার্টনার আর ভিজিট দেখুন।',
  'login.title': 'সদস্য লগ ইন',
  'login.intro': 'আপনার ডিজিটাল কার্ড, পার্টনার আর ভিজিট দেখতে সাইন ইন করুন।',
  'login.identifier': 'ইমেল বা ফোন',
  'login.failed': 'লগ ইন হলো না',
  'login.forgot': 'পাসওয়ার্ড ভুলে গেছেন?',
};

export default bn;
