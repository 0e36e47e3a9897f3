// The 13 questions of the FAQ page. Every figure matches @mcs/shared pricing:
// ₹365 per member per year plus tax, 10% off a family total (2 members ₹657, 3 members ₹985.5),
// 365 days' validity, reminders 30/15/7 days before expiry, refund within 7 days if unused.
// The item shape is the shared faqItemSchema's (`highlight` shows the FREE BENEFIT badge).
import { FAQ_CATEGORIES, type FaqCategory } from '@mcs/shared/reference';
import type { FaqItem } from '@mcs/shared/schemas';

// Typed by the shared category enum, so a new category cannot ship without its chip label.
const CATEGORY_LABELS: Record<FaqCategory, string> = {
  membership: 'Membership',
  usage: 'Usage & Benefits',
  family: 'Family Plans',
  technical: 'Technical',
};

/** The category chips in page order: All Questions first, then each category of the schema. */
export const FAQ_CHIPS: readonly { id: FaqCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All Questions' },
  ...FAQ_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
];

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 1,
    category: 'membership',
    question: 'What is MediCostSaver?',
    answer:
      'MediCostSaver is a healthcare discount membership for families in India. Members pay a small yearly fee and get discounts at our network of verified partner doctors, dentists, diagnostic centers and pharmacies.',
  },
  {
    id: 2,
    category: 'membership',
    question: 'How much does the membership cost?',
    answer:
      'The membership costs ₹365 per member per year plus applicable taxes. That is less than ₹1 a day for savings of up to 25% on your medical bills.',
  },
  {
    id: 3,
    category: 'membership',
    question: 'How long is my membership valid, and how do I renew it?',
    answer:
      'Your membership is valid for 365 days from activation. We remind you 30, 15 and 7 days before it expires, and you can renew for ₹365 plus tax per member for another year.',
  },
  {
    id: 4,
    category: 'membership',
    question: 'Can I cancel my membership and get a refund?',
    answer:
      'Yes. If you cancel within 7 days of joining and have not used any discount, you get a full refund. After 7 days, or once a discount has been used, the membership fee is non-refundable.',
  },
  {
    id: 5,
    category: 'usage',
    question: 'How much can I save with MediCostSaver?',
    answer:
      'You can save up to 25% on your medical bills. Most partners offer between 15% and 25%: for example about 20% on doctor consultations, 25% on medical tests, 15% at pharmacies and 25% on health checkups.',
  },
  {
    id: 6,
    category: 'usage',
    highlight: true,
    question: 'Are dental consultations really free?',
    answer:
      'Yes! Every member gets unlimited FREE dental consultations at our partner dental clinics during the membership year. Treatments and procedures also come with member discounts.',
  },
  {
    id: 7,
    category: 'usage',
    question: 'How do I use my membership at a partner clinic or pharmacy?',
    answer:
      'Show your digital membership card (or tell them your Membership ID) at the counter. The partner verifies your membership, applies your discount to the bill and records the visit.',
  },
  {
    id: 8,
    category: 'usage',
    question: 'How do I find partner doctors, dentists, labs and pharmacies near me?',
    answer:
      'Sign in and open Find Partners in your dashboard. Search by name, specialty or address and filter by type of service, specialization, state and district.',
  },
  {
    id: 9,
    category: 'family',
    question: 'Can I add my family members to my membership?',
    answer:
      'Yes. The Family Plan covers as many family members as you like: your spouse, children, parents and other dependents. Each member gets the same benefits, including free dental consultations.',
  },
  {
    id: 10,
    category: 'family',
    question: 'How is the Family Plan priced?',
    answer:
      'Each member costs ₹365 per year, and families of two or more get 10% off the total. For example, 2 members pay ₹657 instead of ₹730, and 3 members pay ₹985.5 instead of ₹1,095 (plus tax).',
  },
  {
    id: 11,
    category: 'family',
    question: 'How do family members use the digital card?',
    answer:
      'Family members share one membership and are listed on its digital card, so any of them can show it at a partner and get the member discount. You manage everyone from the family management dashboard.',
  },
  {
    id: 12,
    category: 'technical',
    question: 'Do I need to install an app?',
    answer:
      'No. MediCostSaver works in any modern browser on your phone or computer. You can also add it to your home screen like an app, and your digital card then opens even without internet.',
  },
  {
    id: 13,
    category: 'technical',
    question: 'I cannot log in or my card does not show. What should I do?',
    answer:
      'Check your internet connection and try signing in again. If the problem continues, contact our support team by phone, email or the contact form. We reply within 24 hours, and emergency support is available 24/7.',
  },
];

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
