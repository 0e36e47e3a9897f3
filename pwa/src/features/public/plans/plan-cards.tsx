import { useState } from 'react';
import { Link } from 'react-router';
import { PLANS, familyPlanFeatures, formatRupees, type Plan } from '@mcs/shared/pricing';
import { Icon } from '../../../ui/icon.tsx';
import { FamilyQuote } from './family-quote.tsx';
import { MemberStepper } from './member-stepper.tsx';

function planById(id: Plan['id']): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`plan ${id} missing from PLANS`);
  return plan;
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature}>
          <Icon name="check" size={18} />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <p className="plan-price">
      <span className="plan-amount">{formatRupees(plan.price)}</span>
      <span className="plan-duration">{plan.duration}</span>
      <span className="plan-tax">+ applicable taxes</span>
    </p>
  );
}

export function IndividualPlanCard() {
  const plan = planById('individual');
  return (
    <article className="card plan-card">
      <h3>{plan.name}</h3>
      <p className="muted">{plan.description}</p>
      <PlanPrice plan={plan} />
      <FeatureList features={plan.features} />
      <Link to="/coming-soon" className="btn btn-outline btn-block">
        Get Individual Plan
      </Link>
    </article>
  );
}

export function FamilyPlanCard() {
  const plan = planById('family');
  const [members, setMembers] = useState(1);
  return (
    <article className="card plan-card plan-popular">
      <span className="badge badge-popular">MOST POPULAR</span>
      <h3>{plan.name}</h3>
      <p className="muted">{plan.description}</p>
      <PlanPrice plan={plan} />
      <MemberStepper value={members} onChange={setMembers} />
      <FamilyQuote members={members} />
      <FeatureList features={familyPlanFeatures(members)} />
      <Link to="/coming-soon" className="btn btn-primary btn-block">
        Get Family Plan
      </Link>
    </article>
  );
}

/** The individual and family plans side by side, as the home, how-it-works and fee pages show them. */
export function PlanCards() {
  return (
    <div className="plan-grid">
      <IndividualPlanCard />
      <FamilyPlanCard />
    </div>
  );
}
