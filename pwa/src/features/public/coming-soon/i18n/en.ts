// The coming-soon notice in English, the source language: letter for letter what it showed
// before (it keeps the 10% figure the spec gives for this page).
import { pageMeta } from '@mcs/shared/routes';

export const en = {
  'meta.title': pageMeta('/coming-soon').title,
  'meta.description': pageMeta('/coming-soon').description,
  badge: 'Coming Soon',
  title: 'Membership Registration Opens Soon',
  lead: "We are building India's most trusted healthcare savings network. Member sign-up opens shortly.",
  launch: 'What You Get at Launch',
  'launch.discount': '10% discount on all medical services at partner facilities',
  'launch.coverage': 'Coverage of hospitals, clinics, pharmacies and diagnostic centers',
  'launch.family': 'Unlimited family members',
  'launch.priority': 'Priority access for early members',
  timeline: 'Launch Timeline',
  'timeline.network': 'Partner Network Building',
  'timeline.registration': 'Membership Registration',
  'timeline.launch': 'Full Launch',
  'when.current': 'Current',
  'when.soon': 'Soon',
  'when.q1': 'Q1 2026',
  waitlist: 'Join Waitlist',
  partner: 'Become a Partner',
  questions: 'Questions? Call {{phone}} or email {{email}}.',
} as const;
