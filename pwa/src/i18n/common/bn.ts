// The shared words in Bengali, as a clinic receptionist or a parent says them.
import type { Translation } from '../catalog.ts';
import type { en } from './en.ts';

const bn: Translation<typeof en> = {
  'language.label': 'ভাষা',
};
export default bn;
