// The shared words in Hindi, as a clinic receptionist or a parent says them.
import type { Translation } from '../catalog.ts';
import type { en } from './en.ts';

const hi: Translation<typeof en> = {
  'language.label': 'भाषा',
};
export default hi;
