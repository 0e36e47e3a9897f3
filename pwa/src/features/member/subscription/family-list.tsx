import type { FamilyMember } from '@mcs/shared';
import { useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';
import { genderWord, relationshipWord } from '../i18n/words.ts';

/** The family members: shown when the family count is above 0 and the details are a list. */
export function FamilyList({ count, details }: { count: number; details: unknown }) {
  const { t } = useT(memberText);
  if (count <= 0 || !Array.isArray(details)) return null;
  return (
    <section className="card" aria-labelledby="family-title">
      <h2 id="family-title">{t('family.title')}</h2>
      <ul className="family-list">
        {(details as FamilyMember[]).map((person, i) => (
          <li key={`${person.name}-${i}`}>
            <strong>{person.name}</strong>
            <span className="muted">
              {t('family.person', {
                age: person.age,
                gender: genderWord(t, person.gender),
                relationship: relationshipWord(t, person.relationship),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
