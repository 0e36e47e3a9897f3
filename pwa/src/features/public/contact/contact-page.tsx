import { useT, type TextKey } from '../../../i18n';
import { FeatureGrid } from '../../../ui/feature-grid.tsx';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { publicText } from '../i18n/catalog.ts';
import { PageLink } from '../layout/page-link.tsx';
import { CONTACT_DETAILS } from './contact-details.ts';
import { ContactForm } from './contact-form.tsx';
import { contactText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';

type Key = TextKey<typeof en>;

interface ContactCard {
  icon: IconName;
  title: Key;
  /** A key of the catalog, or the contact detail itself (a number, an address). */
  text: Key | { detail: string };
  action: Key;
  href: string;
  /** Web links open in a new tab; tel: and mailto: hand over to the phone or mail app directly. */
  external: boolean;
}

const CARDS: readonly ContactCard[] = [
  {
    icon: 'phone',
    title: 'call',
    text: { detail: CONTACT_DETAILS.phone },
    action: 'call.action',
    href: CONTACT_DETAILS.phoneHref,
    external: false,
  },
  {
    icon: 'mail',
    title: 'email',
    text: { detail: CONTACT_DETAILS.email },
    action: 'email.action',
    href: CONTACT_DETAILS.emailHref,
    external: false,
  },
  {
    icon: 'chat',
    title: 'whatsapp',
    text: 'whatsapp.text',
    action: 'whatsapp.action',
    href: CONTACT_DETAILS.whatsappHref,
    external: true,
  },
  {
    icon: 'map',
    title: 'visit',
    text: { detail: CONTACT_DETAILS.address },
    action: 'visit.action',
    href: CONTACT_DETAILS.mapsHref,
    external: true,
  },
];

// Letter for letter: each row reads "Mon-Fri 9:00 AM-6:00 PM".
const SUPPORT_HOURS: readonly { days: Key; time: Key }[] = [
  { days: 'hours.weekdays', time: 'hours.weekdaysTime' },
  { days: 'hours.saturday', time: 'hours.saturdayTime' },
  { days: 'hours.sunday', time: 'hours.sundayTime' },
];

const REASONS: readonly { icon: IconName; title: Key; text: Key }[] = [
  { icon: 'clock', title: 'reply.title', text: 'reply.text' },
  { icon: 'shield', title: 'emergency.title', text: 'emergency.text' },
  { icon: 'heart', title: 'families.title', text: 'families.text' },
];

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

const QUICK_ACTIONS = [
  { label: 'quick.member', to: '/coming-soon' },
  { label: 'quick.partner', to: '/partner/register' },
  { label: 'quick.faq', to: '/faq' },
] as const;

export function ContactPage() {
  const { t } = useT(contactText);
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
          <ul className="contact-cards four-up">
            {CARDS.map((card) => (
              <li key={card.title} className="card contact-card">
                <span className="feature-icon">
                  <Icon name={card.icon} />
                </span>
                <h2>{t(card.title)}</h2>
                <p>{typeof card.text === 'string' ? t(card.text) : card.text.detail}</p>
                <a
                  href={card.href}
                  className="btn btn-outline btn-sm"
                  {...(card.external ? NEW_TAB : {})}
                >
                  {t(card.action)}
                  {card.external && <span className="visually-hidden">{tSite('newTab')}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint">
        <div className="container contact-grid">
          <div className="card">
            <h2>{t('send')}</h2>
            <ContactForm />
          </div>
          <div className="contact-side">
            <div className="card">
              <h2>{t('hours')}</h2>
              <dl className="hours">
                {SUPPORT_HOURS.map((row) => (
                  <div key={row.days}>
                    <dt>{t(row.days)}</dt>
                    <dd>{t(row.time)}</dd>
                  </div>
                ))}
              </dl>
              <p className="note">{t('hours.emergency')}</p>
              <p className="note">{t('hours.reply')}</p>
            </div>
            <div className="card">
              <h2>{t('quick')}</h2>
              <ul className="quick-actions">
                {QUICK_ACTIONS.map((action) => (
                  <li key={action.to}>
                    <PageLink to={action.to} className="btn btn-outline btn-block">
                      {t(action.label)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">{tSite('whyUs')}</h2>
          <FeatureGrid
            features={REASONS.map(({ icon, title, text }) => ({
              icon,
              title: t(title),
              text: t(text),
            }))}
          />
          <p className="center section-action">
            <PageLink to="/about" className="btn btn-primary">
              {t('learnMore')}
            </PageLink>
          </p>
        </div>
      </section>
    </>
  );
}
