import { pageMeta } from '@mcs/shared/routes';
import { Link } from 'react-router';
import { FeatureGrid, type Feature } from '../../../ui/feature-grid.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';

const STATS = [
  { value: '25%', label: 'Average Savings' },
  { value: '365', label: 'Days Coverage' },
  { value: '1000+', label: 'Verified Partners' },
  { value: '24/7', label: 'Support' },
] as const;

const FEATURES: readonly Feature[] = [
  {
    icon: 'shield',
    title: 'Verified Partners',
    text: 'Every doctor, dentist, diagnostic center and pharmacy is checked before being listed.',
  },
  {
    icon: 'tooth',
    title: 'FREE Dental Consultations',
    text: 'Unlimited free dental consultations at partner dental clinics all year long.',
  },
  {
    icon: 'users',
    title: 'Whole-Family Plans',
    text: 'Add every family member to one plan and get 10% off the total.',
  },
  {
    icon: 'card',
    title: 'Digital Membership Card',
    text: 'Your card lives on your phone and works even without internet at the counter.',
  },
  {
    icon: 'percent',
    title: 'Real Savings',
    text: 'Typical partners give 15-25% off consultations, tests, medicines and health checkups.',
  },
  {
    icon: 'clock',
    title: 'Support When You Need It',
    text: 'Our team replies within 24 hours, with emergency support available 24/7.',
  },
];

export function AboutPage() {
  usePageMeta(pageMeta('/about'));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>About MediCostSaver</h1>
          <p className="lead">Making quality healthcare affordable for every family in India.</p>
        </div>
      </section>

      <section className="section">
        <div className="container narrow">
          <h2 className="section-title">Our Mission</h2>
          <p>
            Medical bills weigh on millions of Indian families. Our mission is simple: for ₹365 a
            year, less than ₹1 a day, a family should be able to see a doctor, get tests done and
            buy medicines for less, at places they can trust.
          </p>
          <p>
            We build a network of verified healthcare partners who agree to give our members a
            discount on every bill, and free consultations at every partner dental clinic.
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-label="Our numbers">
        <div className="container">
          <ul className="stat-grid">
            {STATS.map((stat) => (
              <li key={stat.label} className="stat">
                <strong>{stat.value}</strong>
                <span>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">What We Offer</h2>
          <FeatureGrid features={FEATURES} />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>Join MediCostSaver Today</h2>
          <p>Start saving on healthcare for your whole family.</p>
          <Link to="/coming-soon" className="btn btn-light btn-lg">
            Get Started - ₹365/Year
          </Link>
        </div>
      </section>
    </>
  );
}
