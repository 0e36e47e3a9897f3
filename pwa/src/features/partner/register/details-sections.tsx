import {
  DAYS,
  GENDERS,
  OTHER,
  PARTNER_TYPE_LABELS,
  PARTNER_TYPES,
  registrationDistrictOptions,
  registrationStateOptions,
  TIME_OPTIONS,
} from '@mcs/shared';
import type { SectionProps } from './section-props.ts';
import { isClinicRole } from './registration-values.ts';

function Choice({
  label,
  value,
  options,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PersonalSection({ values, set }: SectionProps) {
  return (
    <fieldset className="reg-section">
      <legend>Personal Details</legend>
      <label>
        Responsible Person Name *
        <input
          value={values.responsibleName}
          onChange={(e) => set('responsibleName', e.target.value)}
        />
      </label>
      <div className="form-row">
        <label>
          Age *
          <input
            type="number"
            min={18}
            max={120}
            value={values.responsibleAge}
            onChange={(e) => set('responsibleAge', e.target.value)}
          />
        </label>
        <Choice
          label="Sex *"
          value={values.responsibleSex}
          options={GENDERS}
          placeholder="Select sex"
          onChange={(v) => set('responsibleSex', v)}
        />
      </div>
      <label>
        Date of Birth *
        <input
          type="date"
          value={values.responsibleDOB}
          onChange={(e) => set('responsibleDOB', e.target.value)}
        />
      </label>
    </fieldset>
  );
}

export function BusinessSection({ values, set }: SectionProps) {
  const clinic = isClinicRole(values.role);
  const districts =
    values.state && values.state !== OTHER ? registrationDistrictOptions(values.state) : [];
  const districtTyped = values.state === OTHER || values.district === OTHER;
  return (
    <fieldset className="reg-section">
      <legend>Business Details</legend>
      <label>
        Partner Type *
        <select value={values.role} onChange={(e) => set('role', e.target.value)}>
          <option value="">Select partner type</option>
          {PARTNER_TYPES.map((type) => (
            <option key={type} value={type}>
              {PARTNER_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {clinic ? 'Clinic Name *' : 'Center Name *'}
        <input value={values.businessName} onChange={(e) => set('businessName', e.target.value)} />
      </label>
      <label>
        Clinic/Center Address *
        <textarea
          rows={3}
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
        />
      </label>
      <div className="form-row">
        <Choice
          label="State *"
          value={values.state}
          options={registrationStateOptions()}
          placeholder="Select state"
          onChange={(v) => {
            // Changing state clears the district.
            set('state', v);
            set('district', '');
            set('districtOther', '');
          }}
        />
        {values.state === OTHER && (
          <label>
            Enter State *
            <input value={values.stateOther} onChange={(e) => set('stateOther', e.target.value)} />
          </label>
        )}
        {values.state !== OTHER && (
          <Choice
            label="District *"
            value={values.district}
            options={districts}
            placeholder={values.state ? 'Select district' : 'Select a state first'}
            onChange={(v) => set('district', v)}
          />
        )}
        {districtTyped && (
          <label>
            Enter District *
            <input
              value={values.districtOther}
              onChange={(e) => set('districtOther', e.target.value)}
            />
          </label>
        )}
      </div>
      <label>
        Pincode *
        <input
          inputMode="numeric"
          value={values.pincode}
          onChange={(e) => set('pincode', e.target.value)}
        />
      </label>
      <div className="form-row">
        <Choice
          label="Available From (time) *"
          value={values.timeFrom}
          options={TIME_OPTIONS}
          placeholder="From"
          onChange={(v) => set('timeFrom', v)}
        />
        <Choice
          label="Available To (time) *"
          value={values.timeTo}
          options={TIME_OPTIONS}
          placeholder="To"
          onChange={(v) => set('timeTo', v)}
        />
      </div>
      <div className="form-row">
        <Choice
          label="Available From (day) *"
          value={values.dayFrom}
          options={DAYS}
          placeholder="From"
          onChange={(v) => set('dayFrom', v)}
        />
        <Choice
          label="Available To (day) *"
          value={values.dayTo}
          options={DAYS}
          placeholder="To"
          onChange={(v) => set('dayTo', v)}
        />
      </div>
      <label>
        Website
        <input
          type="url"
          value={values.website}
          placeholder="https://www.yourclinic.in"
          onChange={(e) => set('website', e.target.value)}
        />
      </label>
    </fieldset>
  );
}
