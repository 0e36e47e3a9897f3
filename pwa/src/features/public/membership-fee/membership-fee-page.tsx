import { pageMeta } from '@mcs/shared/routes';
import { Link } from 'react-router';
import { MEMBERSHIP_PRICE, formatRupees } from '@mcs/shared/pricing';
import { FeatureGrid, type Feature } from '../../../ui/feature-grid.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { PlanCards } from '../plans/plan-cards.tsx';
import { SavingsTable } from './savings-table.tsx';

const TILES: readonly Feature[] = [
  {
    icon: 'percent',
    title: 'Up to 25% Savings',
    text: 'On consultations, tests, medicines and checkups.',
  },
  {
    icon: 'tooth',
    title: 'FREE Dental Consultations',
    text: 'Unlimited, all year, at partner dental clinics.',
  },
  {
    icon: 'shield',
    title: '1000+ Verified Partners',
    text: 'Doctors, dentists, diagnostic centers, pharmacies.',
  },
  { icon: 'clock', title: '24/7 Support', text: 'We are here whenever you need help.' },
];

export function MembershipFeePage() {
  usePageMeta(pageMeta('/membership-fee'));
  const price = formatRupees(MEMBERSHIP_PRICE);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Membership Fee</h1>
          <p className="lead">
            Simple, transparent pricing: {price} per member per year plus tax. Less than ₹1 a day.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container">
          {/* The tiles come straight after the page title, so they are the first level below it. */}
          <FeatureGrid features={TILES} headingLevel={2} />
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading" className="section-title">
            Choose Your Plan
          </h2>
          <p className="section-lead">Families of two or more get 10% off the total.</p>
          <PlanCards />
        </div>
      </section>

      <section className="section" aria-labelledby="savings-heading">
        <div className="container narrow">
          <h2 id="savings-heading" className="section-title">
            Potential Savings
          </h2>
          <p className="section-lead">
            What a family could save in a year with a {price} membership.
          </p>
          <SavingsTable />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>Start Saving Today</h2>
          <div className="button-row">
            <Link to="/coming-soon" className="btn btn-light btn-lg">
              Get Started - {price}/Year
            </Link>
            <Link to="/contact" className="btn btn-outline-light btn-lg">
              Have Questions?
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
