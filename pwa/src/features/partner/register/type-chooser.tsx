import { PARTNER_TYPES, type PartnerType } from '@mcs/shared';
import { useT } from '../../../i18n';
import { deskText } from '../i18n/catalog.ts';

const REQUIREMENTS = [
  'reg.requirement1',
  'reg.requirement2',
  'reg.requirement3',
  'reg.requirement4',
  'reg.requirement5',
] as const;

/** The requirements panel and the four type cards shown before the form. */
export function TypeChooser({ onChoose }: { onChoose: (type: PartnerType) => void }) {
  const { t } = useT(deskText);
  return (
    <>
      <div className="card reg-requirements">
        <h2>{t('reg.requirements')}</h2>
        <ul>
          {REQUIREMENTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
      <h2>{t('reg.chooseType')}</h2>
      <div className="reg-types">
        {PARTNER_TYPES.map((type) => (
          <button key={type} type="button" className="card reg-type" onClick={() => onChoose(type)}>
            <strong>{t(`reg.type.${type}`)}</strong>
            <span className="muted">{t(`reg.typeNote.${type}`)}</span>
          </button>
        ))}
      </div>
    </>
  );
}
