import { useState } from 'react';
import { MEMBERSHIP_PRICE } from '@mcs/shared/pricing';
import { useFormat, useT, type TextKey } from '../../../i18n';
import { Icon } from '../../../ui/icon.tsx';
import { PageLink } from '../layout/page-link.tsx';
import { FamilyQuote } from './family-quote.tsx';
import { plansText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';
import { MemberStepper } from './member-stepper.tsx';

type Key = TextKey<typeof en>;

// The plans' features in the order the shared pricing rules list them.
const INDIVIDUAL_FEATURES: readonly Key[] = [
  'feature.single',
  'feature.savings',
  'feature.dental',
  'feature.doctors',
  'feature.pharmacy',
  'feature.diagnostic',
  'feature.card',
  'feature.support',
  'feature.renewal',
];
const FAMILY_FEATURES: readonly Key[] = [
  'family.allFeatures',
  'family.sharedCards',
  'family.dashboard',
];

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature}>
          <Icon name="check" size={18} />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function PlanPrice({ duration }: { duration: string }) {
  const { t } = useT(plansText);
  const format = useFormat();
  return (
    <p className="plan-price">
      <span className="plan-amount">{format.money(MEMBERSHIP_PRICE)}</span>
      <span className="plan-duration">{duration}</span>
      <span className="plan-tax">{t('taxes')}</span>
    </p>
  );
}

export function IndividualPlanCard() {
  const { t } = useT(plansText);
  return (
    <article className="card plan-card">
      <h3>{t('individual.name')}</h3>
      <p className="muted">{t('individual.description')}</p>
      <PlanPrice duration={t('individual.duration')} />
      <FeatureList features={INDIVIDUAL_FEATURES.map((key) => t(key))} />
      <PageLink to="/coming-soon" className="btn btn-outline btn-block">
        {t('individual.get')}
      </PageLink>
    </article>
  );
}

export function FamilyPlanCard() {
  const { t } = useT(plansText);
  const [members, setMembers] = useState(1);
  return (
    <article className="card plan-card plan-popular">
      <span className="badge badge-popular">{t('family.popular')}</span>
      <h3>{t('family.name')}</h3>
      <p className="muted">{t('family.description')}</p>
      <PlanPrice duration={t('family.duration')} />
      <MemberStepper value={members} onChange={setMembers} />
      <FamilyQuote members={members} />
      <FeatureList
        features={[
          t('family.coverage', { count: members }),
          ...FAMILY_FEATURES.map((key) => t(key)),
        ]}
      />
      <PageLink to="/coming-soon" className="btn btn-primary btn-block">
        {t('family.get')}
      </PageLink>
    </article>
  );
}

/** The individual and family plans side by side, as the home, how-it-works and fee pages show them. */
export function PlanCards() {
  return (
    <div className="plan-grid">
      <IndividualPlanCard />
      <FamilyPlanCard />
    </div>
  );
}
