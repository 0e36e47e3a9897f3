// The plan cards in English, the source language: the plans' own words come from the shared
// pricing rules, so the English here is those strings, never a copy of them.
import { INDIVIDUAL_PLAN_FEATURES as features, PLANS } from '@mcs/shared/pricing';

const [individual, family] = PLANS;

export const en = {
  'individual.name': individual?.name ?? '',
  'individual.description': individual?.description ?? '',
  'individual.duration': individual?.duration ?? '',
  'individual.get': 'Get Individual Plan',
  'feature.single': features[0] ?? '',
  'feature.savings': features[1] ?? '',
  'feature.dental': features[2] ?? '',
  'feature.doctors': features[3] ?? '',
  'feature.pharmacy': features[4] ?? '',
  'feature.diagnostic': features[5] ?? '',
  'feature.card': features[6] ?? '',
  'feature.support': features[7] ?? '',
  'feature.renewal': features[8] ?? '',
  'family.name': family?.name ?? '',
  'family.description': family?.description ?? '',
  'family.duration': family?.duration ?? '',
  'family.popular': 'MOST POPULAR',
  'family.get': 'Get Family Plan',
  'family.coverage_one': 'Coverage for {{count}} family member',
  'family.coverage_other': 'Coverage for {{count}} family members',
  'family.allFeatures': family?.features[1] ?? '',
  'family.sharedCards': family?.features[2] ?? '',
  'family.dashboard': family?.features[3] ?? '',
  taxes: '+ applicable taxes',
  'stepper.label': 'Family members',
  'stepper.remove': 'Remove a family member',
  'stepper.add': 'Add a family member',
  'stepper.value': 'Number of family members',
  'quote.base': 'Base Price ({{members}} × {{price}})',
  'quote.discount': 'Family Discount ({{rate}}%)',
  'quote.total': 'Yearly Total',
  'quote.perMember': 'Per Member',
  'quote.perYear': '{{amount}}/year',
  'quote.gst': '+ GST ({{rate}}%)',
};
