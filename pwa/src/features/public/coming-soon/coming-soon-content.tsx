import { Link } from 'react-router';
import { Icon } from '../../../ui/icon.tsx';
import { CONTACT_DETAILS } from '../contact/contact-details.ts';

const LAUNCH_BENEFITS = [
  '10% discount on all medical services at partner facilities',
  'Coverage of hospitals, clinics, pharmacies and diagnostic centers',
  'Unlimited family members',
  'Priority access for early members',
] as const;

const TIMELINE = [
  { step: 'Partner Network Building', when: 'Current' },
  { step: 'Membership Registration', when: 'Soon' },
  { step: 'Full Launch', when: 'Q1 2026' },
] as const;

/**
 * The coming-soon notice. On /coming-soon it is the page (h1); under the member sign-in on
 * /login it is a section for people who are not members yet (h2). It keeps the 10% figure the
 * spec gives for this page.
 */
export function ComingSoonContent({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className="coming-soon">
      <span className="badge badge-soon">Coming Soon</span>
      <Title>Membership Registration Opens Soon</Title>
      <p className="lead">
        We are building India&apos;s most trusted healthcare savings network. Member sign-up opens
        shortly.
      </p>
      <div className="coming-grid">
        <section className="card">
          <Sub>What You Get at Launch</Sub>
          <ul className="feature-list">
            {LAUNCH_BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={18} />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
        <section className="card">
          <Sub>Launch Timeline</Sub>
          <ol className="timeline">
            {TIMELINE.map((item) => (
              <li
                key={item.step}
                className={`timeline-${item.when.toLowerCase().replace(/\s/g, '-')}`}
              >
                <span>{item.step}</span>
                <span className="badge">{item.when}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="button-row center">
        <Link to="/contact" className="btn btn-primary btn-lg">
          Join Waitlist
        </Link>
        <Link to="/partner" className="btn btn-outline btn-lg">
          Become a Partner
        </Link>
      </div>
      <p className="contact-line">
        Questions? Call <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a> or email{' '}
        <a href={CONTACT_DETAILS.emailHref}>{CONTACT_DETAILS.email}</a>.
      </p>
    </div>
  );
}
