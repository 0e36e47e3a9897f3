import { PARTNER_TYPE_LABELS, PARTNER_TYPES, type PartnerType } from '@mcs/shared';

const TYPE_NOTES: Record<PartnerType, string> = {
  doctor: 'Clinics and medical practitioners',
  dentist: 'Dental clinics: free consultations for members',
  diagnostic: 'Labs, imaging and test centres',
  pharmacy: 'Medicines and other goods',
};

/** The requirements panel and the four type cards shown before the form. */
export function TypeChooser({ onChoose }: { onChoose: (type: PartnerType) => void }) {
  return (
    <>
      <div className="card reg-requirements">
        <h2>Requirements for partners</h2>
        <ul>
          <li>A valid council or government registration and its certificate.</li>
          <li>A discount for members on the total bill and on some services or tests.</li>
          <li>
            Dentists give members free consultations; pharmacies discount medicines and other goods.
          </li>
          <li>Doctors and dentists add photos of their clinic.</li>
          <li>Joining is free. Applications are reviewed before you are listed.</li>
        </ul>
      </div>
      <h2>Choose your partner type</h2>
      <div className="reg-types">
        {PARTNER_TYPES.map((type) => (
          <button key={type} type="button" className="card reg-type" onClick={() => onChoose(type)}>
            <strong>{PARTNER_TYPE_LABELS[type]}</strong>
            <span className="muted">{TYPE_NOTES[type]}</span>
          </button>
        ))}
      </div>
    </>
  );
}
