// The shared words in Hindi, as a clinic receptionist or a parent says them.
import type { Translation } from '../catalog.ts';
import type { en } from './en.ts';

const hi: Translation<typeof en> = {
  'language.label': 'भाषा',
  'dialog.close': 'बंद करें',
  'error.title': 'कुछ गड़बड़ हो गई',
  'error.text': 'अचानक कोई गड़बड़ी हुई। कृपया पेज को फिर से लोड करके देखें।',
  'error.retry': 'फिर से कोशिश करें',
  'error.refresh': 'पेज फिर से लोड करें',
  install: 'ऐप इंस्टॉल करें',
  'install.ios': "Safari में शेयर बटन दबाएँ, फिर 'होम स्क्रीन पर जोड़ें' (Add to Home Screen) चुनें।",
  'list.retry': 'फिर से कोशिश करें',
  'list.failed': 'नई जानकारी लोड नहीं हो सकी।',
  loading: 'लोड हो रहा है...',
  pages: 'पेज',
  'pages.previous': 'पिछला',
  'pages.next': 'अगला',
  'pages.page': 'पेज {{page}}',
  password: 'पासवर्ड',
  'password.show': 'पासवर्ड दिखाएँ',
  'password.hide': 'पासवर्ड छिपाएँ',
  signIn: 'लॉगिन करें',
  'signIn.busy': 'लॉगिन हो रहा है...',
  'toast.dismiss': 'हटाएँ',
};
export default hi;
