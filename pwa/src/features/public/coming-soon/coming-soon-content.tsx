import { marks, useT, withParts, type TextKey } from '../../../i18n';
import { Icon } from '../../../ui/icon.tsx';
import { CONTACT_DETAILS } from '../contact/contact-details.ts';
import { PageLink } from '../layout/page-link.tsx';
import { comingSoonText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';

type Key = TextKey<typeof en>;

const LAUNCH_BENEFITS: readonly Key[] = [
  'launch.discount',
  'launch.coverage',
  'launch.family',
  'launch.priority',
];

// `stage` names the timeline's style (timeline-current, timeline-soon, timeline-q1-2026).
const TIMELINE: readonly { step: Key; when: Key; stage: string }[] = [
  { step: 'timeline.network', when: 'when.current', stage: 'current' },
  { step: 'timeline.registration', when: 'when.soon', stage: 'soon' },
  { step: 'timeline.launch', when: 'when.q1', stage: 'q1-2026' },
];

/**
 * The coming-soon notice. On /coming-soon it is the page (h1); under the member sign-in on
 * /login it is a section for people who are not members yet (h2). It keeps the 10% figure the
 * spec gives for this page.
 */
export function ComingSoonContent({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useT(comingSoonText);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const contacts = {
    phone: <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>,
    email: <a href={CONTACT_DETAILS.emailHref}>{CONTACT_DETAILS.email}</a>,
  };
  return (
    <div className="coming-soon">
      <span className="badge badge-soon">{t('badge')}</span>
      <Title>{t('title')}</Title>
      <p className="lead">{t('lead')}</p>
      <div className="coming-grid">
        <section className="card">
          <Sub>{t('launch')}</Sub>
          <ul className="feature-list">
            {LAUNCH_BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={18} />
                {t(benefit)}
              </li>
            ))}
          </ul>
        </section>
        <section className="card">
          <Sub>{t('timeline')}</Sub>
          <ol className="timeline">
            {TIMELINE.map((item) => (
              <li key={item.step} className={`timeline-${item.stage}`}>
                <span>{t(item.step)}</span>
                <span className="badge">{t(item.when)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="button-row center">
        <PageLink to="/contact" className="btn btn-primary btn-lg">
          {t('waitlist')}
        </PageLink>
        <PageLink to="/partner" className="btn btn-outline btn-lg">
          {t('partner')}
        </PageLink>
      </div>
      <p className="contact-line">{withParts(t('questions', marks(contacts)), contacts)}</p>
    </div>
  );
}
