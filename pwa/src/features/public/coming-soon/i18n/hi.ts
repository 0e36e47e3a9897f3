// The coming-soon notice in Hindi.
import type { Translation } from '../../../../i18n';
import type { en } from './en.ts';

const hi: Translation<typeof en> = {
  'meta.title': 'जल्द आ रहा है - सदस्यता रजिस्ट्रेशन | MediCostSaver',
  'meta.description':
    'MediCostSaver सदस्यता रजिस्ट्रेशन जल्द शुरू हो रहा है। पार्टनर केंद्रों पर इलाज पर 10% छूट के लिए वेटलिस्ट में जुड़ें; पूरी शुरुआत 2026 की पहली तिमाही में।',
  badge: 'जल्द आ रहा है',
  title: 'सदस्यता रजिस्ट्रेशन जल्द शुरू होगा',
  lead: 'हम भारत का सबसे भरोसेमंद इलाज-बचत नेटवर्क बना रहे हैं। सदस्य बनने का रजिस्ट्रेशन जल्द ही शुरू होगा।',
  launch: 'शुरुआत पर आपको क्या मिलेगा',
  'launch.discount': 'पार्टनर केंद्रों पर सभी मेडिकल सेवाओं पर 10% छूट',
  'launch.coverage': 'अस्पताल, क्लिनिक, दवा दुकानें और जाँच केंद्र, सब शामिल',
  'launch.family': 'परिवार के जितने चाहें सदस्य',
  'launch.priority': 'पहले जुड़ने वालों को पहले मौक़ा',
  timeline: 'शुरुआत की समय-सारणी',
  'timeline.network': 'पार्टनर नेटवर्क बन रहा है',
  'timeline.registration': 'सदस्यता रजिस्ट्रेशन',
  'timeline.launch': 'पूरी शुरुआत',
  'when.current': 'अभी',
  'when.soon': 'जल्द',
  'when.q1': '2026 की पहली तिमाही',
  waitlist: 'वेटलिस्ट में जुड़ें',
  partner: 'पार्टनर बनें',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें या {{email}} पर ईमेल करें।',
};
export default hi;
