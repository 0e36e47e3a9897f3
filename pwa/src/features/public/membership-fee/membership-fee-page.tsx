import { MEMBERSHIP_PRICE } from '@mcs/shared/pricing';
import { useFormat, useT, type TextKey } from '../../../i18n';
import { FeatureGrid } from '../../../ui/feature-grid.tsx';
import type { IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { publicText } from '../i18n/catalog.ts';
import { PageLink } from '../layout/page-link.tsx';
import { PlanCards } from '../plans/plan-cards.tsx';
import { feeText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';
import { SavingsTable } from './savings-table.tsx';

type Key = TextKey<typeof en>;

const TILES: readonly { icon: IconName; title: Key; text: Key }[] = [
  { icon: 'percent', title: 'savings.title', text: 'savings.text' },
  { icon: 'tooth', title: 'dental.title', text: 'dental.text' },
  { icon: 'shield', title: 'partners.title', text: 'partners.text' },
  { icon: 'clock', title: 'support.title', text: 'support.text' },
];

export function MembershipFeePage() {
  const { t } = useT(feeText);
  const tSite = useT(publicText).t;
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const price = useFormat().money(MEMBERSHIP_PRICE);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead', { price })}</p>
        </div>
      </section>

      <section className="section">
        <div className="container">
          {/* The tiles come straight after the page title, so they are the first level below it. */}
          <FeatureGrid
            features={TILES.map(({ icon, title, text }) => ({
              icon,
              title: t(title),
              text: t(text),
            }))}
            headingLevel={2}
          />
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading" className="section-title">
            {tSite('choosePlan')}
          </h2>
          <p className="section-lead">{t('plans.lead')}</p>
          <PlanCards />
        </div>
      </section>

      <section className="section" aria-labelledby="savings-heading">
        <div className="container narrow">
          <h2 id="savings-heading" className="section-title">
            {t('potential')}
          </h2>
          <p className="section-lead">{t('potential.lead', { price })}</p>
          <SavingsTable />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>{t('start')}</h2>
          <div className="button-row">
            <PageLink to="/coming-soon" className="btn btn-light btn-lg">
              {t('start.cta', { price })}
            </PageLink>
            <PageLink to="/contact" className="btn btn-outline-light btn-lg">
              {t('questions')}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
