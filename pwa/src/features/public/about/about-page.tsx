import { MEMBERSHIP_PRICE } from '@mcs/shared/pricing';
import { useFormat, useT, type TextKey } from '../../../i18n';
import { FeatureGrid } from '../../../ui/feature-grid.tsx';
import type { IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { PageLink } from '../layout/page-link.tsx';
import { aboutText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';

type Key = TextKey<typeof en>;

const STATS: readonly { value: string; label: Key }[] = [
  { value: '25%', label: 'stat.savings' },
  { value: '365', label: 'stat.days' },
  { value: '1000+', label: 'stat.partners' },
  { value: '24/7', label: 'stat.support' },
];

const FEATURES: readonly { icon: IconName; title: Key; text: Key }[] = [
  { icon: 'shield', title: 'verified.title', text: 'verified.text' },
  { icon: 'tooth', title: 'dental.title', text: 'dental.text' },
  { icon: 'users', title: 'family.title', text: 'family.text' },
  { icon: 'card', title: 'card.title', text: 'card.text' },
  { icon: 'percent', title: 'savings.title', text: 'savings.text' },
  { icon: 'clock', title: 'support.title', text: 'support.text' },
];

export function AboutPage() {
  const { t } = useT(aboutText);
  const { money } = useFormat();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
        </div>
      </section>

      <section className="section">
        <div className="container narrow">
          <h2 className="section-title">{t('mission')}</h2>
          <p>{t('mission.1')}</p>
          <p>{t('mission.2')}</p>
        </div>
      </section>

      <section className="section section-tint" aria-label={t('numbers')}>
        <div className="container">
          <ul className="stat-grid">
            {STATS.map((stat) => (
              <li key={stat.label} className="stat">
                <strong>{stat.value}</strong>
                <span>{t(stat.label)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">{t('offer')}</h2>
          <FeatureGrid
            features={FEATURES.map(({ icon, title, text }) => ({
              icon,
              title: t(title),
              text: t(text),
            }))}
          />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>{t('join')}</h2>
          <p>{t('join.text')}</p>
          <PageLink to="/coming-soon" className="btn btn-light btn-lg">
            {t('join.cta', { price: money(MEMBERSHIP_PRICE) })}
          </PageLink>
        </div>
      </section>
    </>
  );
}
