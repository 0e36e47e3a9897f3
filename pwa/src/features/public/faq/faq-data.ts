// The 13 questions of the FAQ page. Every figure matches @mcs/shared pricing:
// ₹365 per member per year plus tax, 10% off a family total (2 members ₹657, 3 members ₹985.5),
// 365 days' validity, reminders 30/15/7 days before expiry, refund within 7 days if unused.
// The item shape is the shared faqItemSchema's (`highlight` shows the FREE BENEFIT badge). The
// text is the FAQ catalog's English (i18n/en.ts), which the page shows in the reader's language.
import { FAQ_CATEGORIES, type FaqCategory } from '@mcs/shared/reference';
import type { TextKey } from '../../../i18n';
import { en } from './i18n/en.ts';

type Key = TextKey<typeof en>;
const isKey = (key: string): key is Key => Object.hasOwn(en, key);
import type { FaqItem } from '@mcs/shared/schemas';

// Typed by the shared category enum, so a new category cannot ship without its chip label.
const CATEGORY_LABELS: Record<FaqCategory, Key> = {
  membership: 'cat.membership',
  usage: 'cat.usage',
  family: 'cat.family',
  technical: 'cat.technical',
};

/** The category chips in page order: All Questions first, then each category of the schema. */
export const FAQ_CHIPS: readonly { id: FaqCategory | 'all'; label: Key }[] = [
  { id: 'all', label: 'cat.all' },
  ...FAQ_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
];

export const FAQ_ITEMS: readonly FaqItem[] = [
  { id: 1, category: 'membership', question: en.q1, answer: en.a1 },
  { id: 2, category: 'membership', question: en.q2, answer: en.a2 },
  { id: 3, category: 'membership', question: en.q3, answer: en.a3 },
  { id: 4, category: 'membership', question: en.q4, answer: en.a4 },
  { id: 5, category: 'usage', question: en.q5, answer: en.a5 },
  { id: 6, category: 'usage', highlight: true, question: en.q6, answer: en.a6 },
  { id: 7, category: 'usage', question: en.q7, answer: en.a7 },
  { id: 8, category: 'usage', question: en.q8, answer: en.a8 },
  { id: 9, category: 'family', question: en.q9, answer: en.a9 },
  { id: 10, category: 'family', question: en.q10, answer: en.a10 },
  { id: 11, category: 'family', question: en.q11, answer: en.a11 },
  { id: 12, category: 'technical', question: en.q12, answer: en.a12 },
  { id: 13, category: 'technical', question: en.q13, answer: en.a13 },
];

/** The catalog keys of each question's text, by id: the page reads them in the reader's language. */
export function faqTextKeys(id: number): { question: Key; answer: Key } | undefined {
  const question = `q${id}`;
  const answer = `a${id}`;
  return isKey(question) && isKey(answer) ? { question, answer } : undefined;
}

/** Questions in a category whose question or answer contains the search text, ignoring case. */
export function filterFaqs(
  items: readonly FaqItem[],
  category: FaqCategory | 'all',
  search: string,
): readonly FaqItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (needle === '' ||
        item.question.toLowerCase().includes(needle) ||
        item.answer.toLowerCase().includes(needle)),
  );
}

/** Chip counts: how many questions each category holds. */
export function countByCategory(items: readonly FaqItem[]): Record<FaqCategory | 'all', number> {
  const counts: Record<FaqCategory | 'all', number> = {
    all: items.length,
    membership: 0,
    usage: 0,
    family: 0,
    technical: 0,
  };
  for (const item of items) counts[item.category] += 1;
  return counts;
}
