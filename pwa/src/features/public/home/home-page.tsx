import { pageMeta } from '@mcs/shared/routes';
import { Link } from 'react-router';
import { FeatureGrid, type Feature } from '../../../ui/feature-grid.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { PlanCards } from '../plans/plan-cards.tsx';

const BENEFITS: readonly Feature[] = [
  {
    icon: 'percent',
    title: 'Save Up to 25%',
    text: 'Discounts on consultations, medical tests, medicines and health checkups at every partner.',
  },
  {
    icon: 'shield',
    title: 'Verified Network',
    text: '1000+ verified doctors, dentists, diagnostic centers and pharmacies across India.',
  },
  {
    icon: 'users',
    title: 'Family Coverage',
    text: 'Cover your whole family on one plan, with 10% off the total when you add members.',
  },
  {
    icon: 'bolt',
    title: 'Instant Activation',
    text: 'Your digital membership card is ready as soon as you join. Show it at the counter and save.',
  },
];

export function HomePage() {
  usePageMeta(pageMeta('/'));
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">Healthcare discount membership for Indian families</p>
          <h1>Save Up to 25% on Healthcare for Your Whole Family</h1>
          <p className="lead">
            One membership for just ₹365 a year (less than ₹1 a day) gives you discounts at verified
            doctors, diagnostic centers and pharmacies, plus FREE unlimited dental consultations.
          </p>
          <div className="button-row">
            <Link to="/coming-soon" className="btn btn-accent btn-lg">
              Become a Member
            </Link>
            <Link to="/how-it-works" className="btn btn-light btn-lg">
              Know How This Works
            </Link>
          </div>
          <ul className="hero-stats" aria-label="MediCostSaver in numbers">
            <li>
              <strong>1000+</strong> Verified Partners
            </li>
            <li>
              <strong>50K+</strong> Members
            </li>
            <li>
              <strong>24/7</strong> Support
            </li>
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">Why Choose MediCostSaver?</h2>
          <p className="section-lead">Everything your family needs to spend less on healthcare.</p>
          <FeatureGrid features={BENEFITS} />
        </div>
      </section>

      <section className="section section-tint">
        <div className="container dental">
          <span className="dental-icon">
            <Icon name="tooth" size={56} />
          </span>
          <div>
            <span className="badge badge-free">FREE BENEFIT</span>
            <h2>FREE Unlimited Dental Consultations</h2>
            <p>
              Every member gets unlimited free dental consultations at our partner dental clinics
              for the whole membership year. Check-ups, advice and second opinions cost you nothing.
            </p>
            <Link to="/coming-soon" className="btn btn-primary">
              Get FREE Dental Care Today
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading" className="section-title">
            Choose Your Plan
          </h2>
          <p className="section-lead">
            ₹365 per member per year. Add your family and save 10% on the total. See the full{' '}
            <Link to="/membership-fee">Pricing</Link> or read the <Link to="/faq">FAQ</Link>.
          </p>
          <PlanCards />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>Ready to Start Saving?</h2>
          <p>Join thousands of Indian families who pay less for doctors, tests and medicines.</p>
          <div className="button-row">
            <Link to="/coming-soon" className="btn btn-light btn-lg">
              Get Started Now
            </Link>
            <Link to="/partner/register" className="btn btn-outline-light btn-lg">
              Become a Partner
            </Link>
          </div>
          <p className="cta-links">
            Questions? <Link to="/contact">Contact</Link> us or learn more{' '}
            <Link to="/about">about us</Link>.
          </p>
          <p className="cta-links">
            New here? <Link to="/coming-soon">Register</Link>. Already with us?{' '}
            <Link to="/login">Login</Link> or <Link to="/partner/login">Partner Login</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
