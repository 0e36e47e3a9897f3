import { pageMeta } from '@mcs/shared/routes';
import { Link } from 'react-router';
import { FeatureGrid, type Feature } from '../../../ui/feature-grid.tsx';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { CONTACT_DETAILS } from './contact-details.ts';
import { ContactForm } from './contact-form.tsx';

interface ContactCard {
  icon: IconName;
  title: string;
  text: string;
  action: string;
  href: string;
  /** Web links open in a new tab; tel: and mailto: hand over to the phone or mail app directly. */
  external: boolean;
}

const CARDS: readonly ContactCard[] = [
  {
    icon: 'phone',
    title: 'Call Us',
    text: CONTACT_DETAILS.phone,
    action: 'Call Now',
    href: CONTACT_DETAILS.phoneHref,
    external: false,
  },
  {
    icon: 'mail',
    title: 'Email Us',
    text: CONTACT_DETAILS.email,
    action: 'Send Email',
    href: CONTACT_DETAILS.emailHref,
    external: false,
  },
  {
    icon: 'chat',
    title: 'WhatsApp',
    text: 'Chat with our support team',
    action: 'Chat on WhatsApp',
    href: CONTACT_DETAILS.whatsappHref,
    external: true,
  },
  {
    icon: 'map',
    title: 'Visit Our Office',
    text: CONTACT_DETAILS.address,
    action: 'Open in Maps',
    href: CONTACT_DETAILS.mapsHref,
    external: true,
  },
];

// Letter for letter: each row reads "Mon-Fri 9:00 AM-6:00 PM".
const SUPPORT_HOURS = [
  { days: 'Mon-Fri', time: '9:00 AM-6:00 PM' },
  { days: 'Sat', time: '10:00 AM-4:00 PM' },
  { days: 'Sun', time: 'emergency only' },
] as const;

const REASONS: readonly Feature[] = [
  {
    icon: 'clock',
    title: 'Reply Within 24 Hours',
    text: 'Every message gets an answer from a real person within a day.',
  },
  {
    icon: 'shield',
    title: '24/7 Emergency Support',
    text: 'Critical issues are handled around the clock.',
  },
  {
    icon: 'heart',
    title: 'Families First',
    text: 'We help you get the most out of every rupee you spend on health.',
  },
];

const QUICK_ACTIONS = [
  { label: 'Become a Member', to: '/coming-soon' },
  { label: 'Partner With Us', to: '/partner/register' },
  { label: 'View FAQ', to: '/faq' },
] as const;

export function ContactPage() {
  usePageMeta(pageMeta('/contact'));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Contact Us</h1>
          <p className="lead">
            Questions about membership, partners or your card? We are here to help.
          </p>
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
                <h2>{card.title}</h2>
                <p>{card.text}</p>
                <a
                  href={card.href}
                  className="btn btn-outline btn-sm"
                  {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {card.action}
                  {card.external && <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint">
        <div className="container contact-grid">
          <div className="card">
            <h2>Send Us a Message</h2>
            <ContactForm />
          </div>
          <div className="contact-side">
            <div className="card">
              <h2>Support Hours</h2>
              <dl className="hours">
                {SUPPORT_HOURS.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.time}</dd>
                  </div>
                ))}
              </dl>
              <p className="note">We offer emergency support 24/7 for critical issues.</p>
              <p className="note">We reply to every message within 24 hours.</p>
            </div>
            <div className="card">
              <h2>Quick Actions</h2>
              <ul className="quick-actions">
                {QUICK_ACTIONS.map((action) => (
                  <li key={action.to}>
                    <Link to={action.to} className="btn btn-outline btn-block">
                      {action.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">Why Choose MediCostSaver?</h2>
          <FeatureGrid features={REASONS} />
          <p className="center section-action">
            <Link to="/about" className="btn btn-primary">
              Learn More About Us
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
