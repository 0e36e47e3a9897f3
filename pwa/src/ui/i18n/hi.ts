// The change of password in Hindi, as a parent or a clinic receptionist says it.
import type { Translation } from '../../i18n/index.ts';
import type { en } from './en.ts';

const hi: Translation<typeof en> = {
  current: 'मौजूदा पासवर्ड',
  new: 'नया पासवर्ड',
  confirm: 'नया पासवर्ड दोबारा लिखें',
  change: 'पासवर्ड बदलें',
  changing: 'पासवर्ड बदला जा रहा है...',
  failed: 'पासवर्ड नहीं बदल सका। कृपया फिर से कोशिश करें।',
  needsServer: 'सर्वर से कनेक्शन नहीं है। इंटरनेट लौटने पर पासवर्ड बदला जा सकेगा।',
  currentMissing: 'कृपया अपना मौजूदा पासवर्ड लिखें।',
  newMissing: 'कृपया नया पासवर्ड लिखें।',
  differ: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  tooShort: 'पासवर्ड कम से कम {{min}} अक्षरों का होना चाहिए',
  onlySpaces: 'पासवर्ड में सिर्फ़ खाली जगह नहीं हो सकती।',
  same: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  wrong: 'आपका मौजूदा पासवर्ड सही नहीं है। दोबारा लिखें, या साइन आउट करके मदद माँगें।',
};
export default hi;
