// The Membership Fee page in Hindi.
import type { Translation } from '../../../../i18n';
import type { en } from './en.ts';

const hi: Translation<typeof en> = {
  'meta.title': 'सदस्यता शुल्क - ₹365/साल | MediCostSaver',
  'meta.description':
    'हर सदस्य के लिए ₹365 सालाना और टैक्स, परिवारों को कुल रक़म पर 10% छूट। अपने परिवार की कीमत और होने वाली बचत देखें।',
  title: 'सदस्यता शुल्क',
  lead: 'सीधी, साफ़ कीमत: हर सदस्य के लिए {{price}} सालाना, टैक्स अलग। रोज़ ₹1 से भी कम।',
  'savings.title': '25% तक की बचत',
  'savings.text': 'डॉक्टर की फ़ीस, जाँच, दवाओं और चेकअप पर।',
  'dental.title': 'दाँतों के डॉक्टर से मुफ़्त सलाह',
  'dental.text': 'पूरे साल, जितनी बार चाहें, पार्टनर डेंटल क्लिनिक पर।',
  'partners.title': '1000+ जाँचे-परखे पार्टनर',
  'partners.text': 'डॉक्टर, डेंटिस्ट, जाँच केंद्र, दवा दुकानें।',
  'support.title': '24/7 सहायता',
  'support.text': 'जब भी मदद चाहिए, हम यहाँ हैं।',
  'plans.lead': 'दो या ज़्यादा सदस्यों वाले परिवारों को कुल रक़म पर 10% छूट।',
  potential: 'कितनी बचत हो सकती है',
  'potential.lead': '{{price}} की सदस्यता से एक परिवार साल भर में कितना बचा सकता है।',
  start: 'आज ही बचत शुरू करें',
  'start.cta': 'शुरू करें - {{price}}/साल',
  questions: 'कोई सवाल है?',
  'table.region': 'बचत की तालिका',
  'table.caption': 'सालाना होने वाली बचत',
  'table.service': 'सेवा',
  'table.original': 'असली कीमत',
  'table.discounted': 'छूट के बाद',
  'table.save': 'आपकी बचत',
  'table.total': 'साल भर की कुल बचत',
  'service.doctor': 'डॉक्टर की सलाह',
  'service.tests': 'मेडिकल जाँच',
  'service.pharmacy': 'दवाओं का बिल',
  'service.checkup': 'हेल्थ चेकअप',
};
export default hi;
