// The home page in English, the source language: letter for letter what it showed before.
import { pageMeta } from '@mcs/shared/routes';

export const en = {
  'meta.title': pageMeta('/').title,
  'meta.description': pageMeta('/').description,
  eyebrow: 'Healthcare discount membership for Indian families',
  title: 'Save Up to 25% on Healthcare for Your Whole Family',
  lead: 'One membership for just ₹365 a year (less than ₹1 a day) gives you discounts at verified doctors, diagnostic centers and pharmacies, plus FREE unlimited dental consultations.',
  knowHow: 'Know How This Works',
  stats: 'MediCostSaver in numbers',
  'stats.partners': 'Verified Partners',
  'stats.members': 'Members',
  'stats.support': 'Support',
  'why.lead': 'Everything your family needs to spend less on healthcare.',
  'save.title': 'Save Up to 25%',
  'save.text':
    'Discounts on consultations, medical tests, medicines and health checkups at every partner.',
  'network.title': 'Verified Network',
  'network.text':
    '1000+ verified doctors, dentists, diagnostic centers and pharmacies across India.',
  'family.title': 'Family Coverage',
  'family.text':
    'Cover your whole family on one plan, with 10% off the total when you add members.',
  'instant.title': 'Instant Activation',
  'instant.text':
    'Your digital membership card is ready as soon as you join. Show it at the counter and save.',
  'dental.title': 'FREE Unlimited Dental Consultations',
  'dental.text':
    'Every member gets unlimited free dental consultations at our partner dental clinics for the whole membership year. Check-ups, advice and second opinions cost you nothing.',
  'dental.cta': 'Get FREE Dental Care Today',
  'plans.lead':
    '₹365 per member per year. Add your family and save 10% on the total. See the full {{pricing}} or read the {{faq}}.',
  'plans.pricing': 'Pricing',
  'plans.faq': 'FAQ',
  'cta.text': 'Join thousands of Indian families who pay less for doctors, tests and medicines.',
  'cta.start': 'Get Started Now',
  'cta.questions': 'Questions? {{contact}} us or learn more {{about}}.',
  'cta.contact': 'Contact',
  'cta.about': 'about us',
  'cta.newHere': 'New here? {{register}}. Already with us? {{login}} or {{partnerLogin}}.',
  'cta.register': 'Register',
  'cta.login': 'Login',
  'cta.partnerLogin': 'Partner Login',
} as const;
