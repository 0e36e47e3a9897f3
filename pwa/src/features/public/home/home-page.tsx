import { marks, useT, withParts, type TextKey } from '../../../i18n';
import { FeatureGrid } from '../../../ui/feature-grid.tsx';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { publicText } from '../i18n/catalog.ts';
import { PageLink } from '../layout/page-link.tsx';
import { PlanCards } from '../plans/plan-cards.tsx';
import { homeText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';

type Key = TextKey<typeof en>;

const BENEFITS: readonly { icon: IconName; title: Key; text: Key }[] = [
  { icon: 'percent', title: 'save.title', text: 'save.text' },
  { icon: 'shield', title: 'network.title', text: 'network.text' },
  { icon: 'users', title: 'family.title', text: 'family.text' },
  { icon: 'bolt', title: 'instant.title', text: 'instant.text' },
];

const STATS: readonly { value: string; label: Key }[] = [
  { value: '1000+', label: 'stats.partners' },
  { value: '50K+', label: 'stats.members' },
  { value: '24/7', label: 'stats.support' },
];

export function HomePage() {
  const { t } = useT(homeText);
  const tSite = useT(publicText).t;
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const plansLinks = {
    pricing: <PageLink to="/membership-fee">{t('plans.pricing')}</PageLink>,
    faq: <PageLink to="/faq">{t('plans.faq')}</PageLink>,
  };
  const questionLinks = {
    contact: <PageLink to="/contact">{t('cta.contact')}</PageLink>,
    about: <PageLink to="/about">{t('cta.about')}</PageLink>,
  };
  const signInLinks = {
    register: <PageLink to="/coming-soon">{t('cta.register')}</PageLink>,
    login: <PageLink to="/login">{t('cta.login')}</PageLink>,
    partnerLogin: <PageLink to="/partner/login">{t('cta.partnerLogin')}</PageLink>,
  };
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <div className="button-row">
            <PageLink to="/coming-soon" className="btn btn-accent btn-lg">
              {tSite('becomeMember')}
            </PageLink>
            <PageLink to="/how-it-works" className="btn btn-light btn-lg">
              {t('knowHow')}
            </PageLink>
          </div>
          <ul className="hero-stats" aria-label={t('stats')}>
            {STATS.map((stat) => (
              <li key={stat.label}>
                <strong>{stat.value}</strong> {t(stat.label)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">{tSite('whyUs')}</h2>
          <p className="section-lead">{t('why.lead')}</p>
          <FeatureGrid
            features={BENEFITS.map(({ icon, title, text }) => ({
              icon,
              title: t(title),
              text: t(text),
            }))}
          />
        </div>
      </section>

      <section className="section section-tint">
        <div className="container dental">
          <span className="dental-icon">
            <Icon name="tooth" size={56} />
          </span>
          <div>
            <span className="badge badge-free">{tSite('free')}</span>
            <h2>{t('dental.title')}</h2>
            <p>{t('dental.text')}</p>
            <PageLink to="/coming-soon" className="btn btn-primary">
              {t('dental.cta')}
            </PageLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading" className="section-title">
            {tSite('choosePlan')}
          </h2>
          <p className="section-lead">
            {withParts(t('plans.lead', marks(plansLinks)), plansLinks)}
          </p>
          <PlanCards />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>{tSite('readyToSave')}</h2>
          <p>{t('cta.text')}</p>
          <div className="button-row">
            <PageLink to="/coming-soon" className="btn btn-light btn-lg">
              {t('cta.start')}
            </PageLink>
            <PageLink to="/partner/register" className="btn btn-outline-light btn-lg">
              {tSite('becomePartner')}
            </PageLink>
          </div>
          <p className="cta-links">
            {withParts(t('cta.questions', marks(questionLinks)), questionLinks)}
          </p>
          <p className="cta-links">
            {withParts(t('cta.newHere', marks(signInLinks)), signInLinks)}
          </p>
        </div>
      </section>
    </>
  );
}
