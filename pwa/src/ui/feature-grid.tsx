import { Icon, type IconName } from './icon.tsx';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
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
    <ul
      className={
        features.length > 4 && features.length % 3 === 0
          ? 'feature-grid feature-grid-thirds'
          : 'feature-grid'
      }
    >
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
