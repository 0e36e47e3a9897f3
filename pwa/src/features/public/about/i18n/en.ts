// The About page in English, the source language: letter for letter what it showed before.
import { pageMeta } from '@mcs/shared/routes';

export const en = {
  'meta.title': pageMeta('/about').title,
  'meta.description': pageMeta('/about').description,
  title: 'About MediCostSaver',
  lead: 'Making quality healthcare affordable for every family in India.',
  mission: 'Our Mission',
  'mission.1':
    'Medical bills weigh on millions of Indian families. Our mission is simple: for ₹365 a year, less than ₹1 a day, a family should be able to see a doctor, get tests done and buy medicines for less, at places they can trust.',
  'mission.2':
    'We build a network of verified healthcare partners who agree to give our members a discount on every bill, and free consultations at every partner dental clinic.',
  numbers: 'Our numbers',
  'stat.savings': 'Average Savings',
  'stat.days': 'Days Coverage',
  'stat.partners': 'Verified Partners',
  'stat.support': 'Support',
  offer: 'What We Offer',
  'verified.title': 'Verified Partners',
  'verified.text':
    'Every doctor, dentist, diagnostic center and pharmacy is checked before being listed.',
  'dental.title': 'FREE Dental Consultations',
  'dental.text': 'Unlimited free dental consultations at partner dental clinics all year long.',
  'family.title': 'Whole-Family Plans',
  'family.text': 'Add every family member to one plan and get 10% off the total.',
  'card.title': 'Digital Membership Card',
  'card.text': 'Your card lives on your phone and works even without internet at the counter.',
  'savings.title': 'Real Savings',
  'savings.text':
    'Typical partners give 15-25% off consultations, tests, medicines and health checkups.',
  'support.title': 'Support When You Need It',
  'support.text': 'Our team replies within 24 hours, with emergency support available 24/7.',
  join: 'Join MediCostSaver Today',
  'join.text': 'Start saving on healthcare for your whole family.',
  'join.cta': 'Get Started - {{price}}/Year',
};
