// The Membership Fee page in English, the source language: letter for letter what it showed
// before; the sample bills' names are the shared pricing rules' own.
import { SAVINGS_EXAMPLES } from '@mcs/shared/pricing';
import { pageMeta } from '@mcs/shared/routes';

const [doctor, tests, pharmacy, checkup] = SAVINGS_EXAMPLES;

export const en = {
  'meta.title': pageMeta('/membership-fee').title,
  'meta.description': pageMeta('/membership-fee').description,
  title: 'Membership Fee',
  lead: 'Simple, transparent pricing: {{price}} per member per year plus tax. Less than ₹1 a day.',
  'savings.title': 'Up to 25% Savings',
  'savings.text': 'On consultations, tests, medicines and checkups.',
  'dental.title': 'FREE Dental Consultations',
  'dental.text': 'Unlimited, all year, at partner dental clinics.',
  'partners.title': '1000+ Verified Partners',
  'partners.text': 'Doctors, dentists, diagnostic centers, pharmacies.',
  'support.title': '24/7 Support',
  'support.text': 'We are here whenever you need help.',
  'plans.lead': 'Families of two or more get 10% off the total.',
  potential: 'Potential Savings',
  'potential.lead': 'What a family could save in a year with a {{price}} membership.',
  start: 'Start Saving Today',
  'start.cta': 'Get Started - {{price}}/Year',
  questions: 'Have Questions?',
  'table.region': 'Potential savings table',
  'table.caption': 'Potential savings per year',
  'table.service': 'Service',
  'table.original': 'Original Price',
  'table.discounted': 'Discounted Price',
  'table.save': 'You Save',
  'table.total': 'Total Savings per Year',
  'service.doctor': doctor?.service ?? '',
  'service.tests': tests?.service ?? '',
  'service.pharmacy': pharmacy?.service ?? '',
  'service.checkup': checkup?.service ?? '',
};
