// The How It Works page in English, the source language: letter for letter what it showed before.
import { pageMeta } from '@mcs/shared/routes';

export const en = {
  'meta.title': pageMeta('/how-it-works').title,
  'meta.description': pageMeta('/how-it-works').description,
  title: 'How It Works',
  lead: 'Four simple steps to save on healthcare for your whole family.',
  step: 'Step {{number}}: ',
  'join.title': 'Get Membership',
  'join.text':
    'Join for ₹365 per member per year (plus tax) and receive your digital membership card.',
  'family.title': 'Add Family Members',
  'family.text':
    'Add your spouse, children and parents to one family plan and get 10% off the total.',
  'find.title': 'Find Partners',
  'find.text':
    'Search verified doctors, dentists, diagnostic centers and pharmacies by name, specialty, state or district.',
  'save.title': 'Avail Discounts',
  'save.text':
    'Show your card at the counter. The partner verifies it and you save up to 25% on your bill.',
};
