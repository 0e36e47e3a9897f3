import { useT, type TextKey } from '../../../i18n';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { publicText } from '../i18n/catalog.ts';
import { PageLink } from '../layout/page-link.tsx';
import { PlanCards } from '../plans/plan-cards.tsx';
import { howItWorksText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';

type Key = TextKey<typeof en>;

const STEPS: readonly { icon: IconName; title: Key; text: Key }[] = [
  { icon: 'card', title: 'join.title', text: 'join.text' },
  { icon: 'users', title: 'family.title', text: 'family.text' },
  { icon: 'search', title: 'find.title', text: 'find.text' },
  { icon: 'percent', title: 'save.title', text: 'save.text' },
];

export function HowItWorksPage() {
  const { t } = useT(howItWorksText);
  const tSite = useT(publicText).t;
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
        <div className="container">
          <ol className="steps four-up">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <Icon name={step.icon} size={32} className="step-icon" />
                <h2>
                  <span className="visually-hidden">{t('step', { number: index + 1 })}</span>
                  {t(step.title)}
                </h2>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading" className="section-title">
            {tSite('choosePlan')}
          </h2>
          <PlanCards />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>{tSite('readyToSave')}</h2>
          <div className="button-row">
            <PageLink to="/coming-soon" className="btn btn-light btn-lg">
              {tSite('becomeMember')}
            </PageLink>
            <PageLink to="/contact" className="btn btn-outline-light btn-lg">
              {tSite('contactUs')}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
