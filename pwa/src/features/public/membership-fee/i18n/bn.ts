// The Membership Fee page in Bengali.
import type { Translation } from '../../../../i18n';
import type { en } from './en.ts';

const bn: Translation<typeof en> = {
  'meta.title': 'সদস্য ফি - বছরে ₹365 | MediCostSaver',
  'meta.description':
    'প্রতি সদস্য বছরে ₹365 আর কর, পরিবারের জন্য মোট টাকায় 10% ছাড়। আপনার পরিবারের দাম আর সম্ভাব্য সাশ্রয় দেখুন।',
  title: 'সদস্য ফি',
  lead: 'সহজ, স্পষ্ট দাম: প্রতি সদস্য বছরে {{price}}, কর আলাদা। দিনে ₹1-এরও কম।',
  'savings.title': '25% পর্যন্ত সাশ্রয়',
  'savings.text': 'ডাক্তারের ফি, পরীক্ষা, ওষুধ আর চেকআপে।',
  'dental.title': 'দাঁতের ডাক্তারের বিনামূল্যে পরামর্শ',
  'dental.text': 'সারা বছর, যতবার খুশি, পার্টনার ডেন্টাল ক্লিনিকে।',
  'partners.title': '1000+ যাচাই করা পার্টনার',
  'partners.text': 'ডাক্তার, ডেন্টিস্ট, পরীক্ষাকেন্দ্র, ওষুধের দোকান।',
  'support.title': '24/7 সহায়তা',
  'support.text': 'যখনই সাহায্য দরকার, আমরা আছি।',
  'plans.lead': 'দুই বা তার বেশি সদস্যের পরিবার মোট টাকায় 10% ছাড় পায়।',
  potential: 'কত সাশ্রয় হতে পারে',
  'potential.lead': '{{price}}-এর সদস্যপদে একটি পরিবার বছরে কত বাঁচাতে পারে।',
  start: 'আজই সাশ্রয় শুরু করুন',
  'start.cta': 'শুরু করুন - {{price}}/বছর',
  questions: 'কোনো প্রশ্ন আছে?',
  'table.region': 'সাশ্রয়ের তালিকা',
  'table.caption': 'বছরে সম্ভাব্য সাশ্রয়',
  'table.service': 'পরিষেবা',
  'table.original': 'আসল দাম',
  'table.discounted': 'ছাড়ের পরে',
  'table.save': 'আপনার সাশ্রয়',
  'table.total': 'বছরে মোট সাশ্রয়',
  'service.doctor': 'ডাক্তারের পরামর্শ',
  'service.tests': 'মেডিকেল পরীক্ষা',
  'service.pharmacy': 'ওষুধের বিল',
  'service.checkup': 'হেলথ চেকআপ',
};
export default bn;
