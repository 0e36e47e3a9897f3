import type { FamilyMember } from '@mcs/shared';

/** The family members: shown when the family count is above 0 and the details are a list. */
export function FamilyList({ count, details }: { count: number; details: unknown }) {
  if (count <= 0 || !Array.isArray(details)) return null;
  return (
    <section className="card" aria-labelledby="family-title">
      <h2 id="family-title">Family Members</h2>
      <ul className="family-list">
        {(details as FamilyMember[]).map((person, i) => (
          <li key={`${person.name}-${i}`}>
            <strong>{person.name}</strong>
            <span className="muted">
              {person.age} years · {person.gender} · {person.relationship}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
