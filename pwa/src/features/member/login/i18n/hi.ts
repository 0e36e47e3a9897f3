// The member sign-in in Hindi.
import type { Translation } from '../../../../i18n/index.ts';
import type { en } from './en.ts';

const hi: Translation<typeof en> = {
  'login.title': 'सदस्य लॉग इन',
  'login.intro': 'अपना डिजिटल कार्ड, पार्टनर और विज़िट देखने के लिए साइन इन करें।',
  'login.identifier': 'ईमेल या फ़ोन',
  'login.failed': 'लॉग इन नहीं हो सका',
  'login.forgot': 'पासवर्ड भूल गए?',
};

export default hi;
