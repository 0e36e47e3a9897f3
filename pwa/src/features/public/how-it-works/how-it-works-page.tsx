import { pageMeta } from '@mcs/shared/routes';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { PlanCards } from '../plans/plan-cards.tsx';

const STEPS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'card',
    title: 'Get Membership',
    text: 'Join for ₹365 per member per year (plus tax) and receive your digital membership card.',
  },
  {
    icon: 'users',
    title: 'Add Family Members',
    text: 'Add your spouse, children and parents to one family plan and get 10% off the total.',
  },
  {
    icon: 'search',
    title: 'Find Partners',
    text: 'Search verified doctors, dentists, diagnostic centers and pharmacies by name, specialty, state or district.',
  },
  {
    icon: 'percent',
    title: 'Avail Discounts',
    text: 'Show your card at the counter. The partner verifies it and you save up to 25% on your bill.',
  },
];

export function HowItWorksPage() {
  usePageMeta(pageMeta('/how-it-works'));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>How It Works</h1>
          <p className="lead">Four simple steps to save on healthcare for your whole family.</p>
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
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h2>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading" className="section-title">
            Choose Your Plan
          </h2>
          <PlanCards />
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>Ready to Start Saving?</h2>
          <div className="button-row">
            <Link to="/coming-soon" className="btn btn-light btn-lg">
              Become a Member
            </Link>
            <Link to="/contact" className="btn btn-outline-light btn-lg">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
