// The title and description of each public page in each language, for the prerendered head: the
// page's catalog holds them (meta.title, meta.description), English being the route manifest's.
import { pageMeta, type PageMeta, type PublicPath } from '@mcs/shared/routes';
import { translate, type Catalog, type Language } from '../src/i18n/index.ts';
import { aboutText } from '../src/features/public/about/i18n/catalog.ts';
import { comingSoonText } from '../src/features/public/coming-soon/i18n/catalog.ts';
import { contactText } from '../src/features/public/contact/i18n/catalog.ts';
import { faqText } from '../src/features/public/faq/i18n/catalog.ts';
import { homeText } from '../src/features/public/home/i18n/catalog.ts';
import { howItWorksText } from '../src/features/public/how-it-works/i18n/catalog.ts';
import { feeText } from '../src/features/public/membership-fee/i18n/catalog.ts';

type MetaText = Catalog<{ 'meta.title': string; 'meta.description': string }>;

// /login is the member area's sign-in, whose catalog has no title of its own: English in every
// language until it has one.
const PAGE_TEXT: Partial<Record<PublicPath, MetaText>> = {
  '/': homeText,
  '/about': aboutText,
  '/how-it-works': howItWorksText,
  '/membership-fee': feeText,
  '/faq': faqText,
  '/contact': contactText,
  '/coming-soon': comingSoonText,
};

/** A page's title and description in the current language (`lang` must be the current one). */
export function pageMetaIn(path: PublicPath, lang: Language): PageMeta {
  const text = PAGE_TEXT[path];
  if (lang === 'en' || !text) return pageMeta(path);
  return { title: translate(text, 'meta.title'), description: translate(text, 'meta.description') };
}
