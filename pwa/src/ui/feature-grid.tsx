import { Icon, type IconName } from './icon.tsx';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** A column layout that keeps rows even at every width (styles/components.css). */
function layoutClass(count: number): string {
  if (count === 3) return 'three-up';
  if (count === 6) return 'six-up';
  if (count % 4 === 0) return 'four-up';
  return '';
}

/** A grid of icon, title and text cards: benefits, features, steps. */
export function FeatureGrid({
  features,
  headingLevel = 3,
}: {
  features: readonly Feature[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`feature-grid ${layoutClass(features.length)}`.trim()}>
      {features.map((feature) => (
        <li key={feature.title} className="card feature-card">
          <span className="feature-icon">
            <Icon name={feature.icon} />
          </span>
          <Heading>{feature.title}</Heading>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
