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
import { Options, SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { maskBirthDate } from './birth-date.ts';
import type { SectionProps } from './section-props.ts';
import { isClinicRole } from './registration-values.ts';
import { usePincodeDirectory } from './use-pincode-directory.ts';

export function PersonalSection({ values, set, errorAt }: SectionProps) {
  return (
    <fieldset className="reg-section">
      <legend>Personal Details</legend>
      <TextField
        label="Responsible Person Name *"
        error={errorAt('responsibleName')}
        value={values.responsibleName}
        onChange={(e) => set('responsibleName', e.target.value)}
      />
      <div className="form-row">
        <TextField
          label="Age *"
          error={errorAt('responsibleAge')}
          type="number"
          min={18}
          max={120}
          value={values.responsibleAge}
          onChange={(e) => set('responsibleAge', e.target.value)}
        />
        <SelectField
          label="Sex *"
          error={errorAt('responsibleSex')}
          value={values.responsibleSex}
          onChange={(e) => set('responsibleSex', e.target.value)}
        >
          <Options placeholder="Select sex" options={GENDERS} />
        </SelectField>
      </div>
      {/* Text, not a date input: that shows the phone's own order (mm/dd/yyyy in US English). */}
      <TextField
        label="Date of Birth *"
        error={errorAt('responsibleDOB')}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        maxLength={10}
        value={values.responsibleDOB}
        onChange={(e) => set('responsibleDOB', maskBirthDate(e.target.value))}
      />
    </fieldset>
  );
}

export function BusinessSection({ values, set, errorAt }: SectionProps) {
  const clinic = isClinicRole(values.role);
  const pincodes = usePincodeDirectory();
  // A pincode India Post knows fills in its state and district; both stay open to change.
  const typePincode = (pincode: string) => {
    set('pincode', pincode);
    const found = pincodes?.placeOf(pincode);
    if (!found) return;
    set('state', found.state);
    set('stateOther', '');
    set('district', found.district);
    set('districtOther', '');
  };
  const place = pincodes?.placeOf(values.pincode);
  const filled = place && place.state === values.state && place.district === values.district;
  const districts =
    values.state && values.state !== OTHER ? registrationDistrictOptions(values.state) : [];
  const districtTyped = values.state === OTHER || values.district === OTHER;
  return (
    <fieldset className="reg-section">
      <legend>Business Details</legend>
      <SelectField
        label="Partner Type *"
        error={errorAt('role')}
        value={values.role}
        onChange={(e) => set('role', e.target.value)}
      >
        <Options
          placeholder="Select partner type"
          options={PARTNER_TYPES.map((type) => ({ value: type, label: PARTNER_TYPE_LABELS[type] }))}
        />
      </SelectField>
      <TextField
        label={clinic ? 'Clinic Name *' : 'Center Name *'}
        error={errorAt('businessName')}
        value={values.businessName}
        onChange={(e) => set('businessName', e.target.value)}
      />
      <TextAreaField
        label="Clinic/Center Address *"
        error={errorAt('address')}
        rows={3}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <div className="form-row">
        <SelectField
          label="State *"
          error={errorAt('state')}
          value={values.state}
          onChange={(e) => {
            // Changing state clears the district.
            set('state', e.target.value);
            set('district', '');
            set('districtOther', '');
          }}
        >
          <Options placeholder="Select state" options={registrationStateOptions()} />
        </SelectField>
        {values.state === OTHER && (
          <TextField
            label="Enter State *"
            error={errorAt('stateOther')}
            value={values.stateOther}
            onChange={(e) => set('stateOther', e.target.value)}
          />
        )}
        {values.state !== OTHER && (
          <SelectField
            label="District *"
            error={errorAt('district')}
            value={values.district}
            onChange={(e) => set('district', e.target.value)}
          >
            <Options
              placeholder={values.state ? 'Select district' : 'Select a state first'}
              options={districts}
            />
          </SelectField>
        )}
        {districtTyped && (
          <TextField
            label="Enter District *"
            error={errorAt('districtOther')}
            value={values.districtOther}
            onChange={(e) => set('districtOther', e.target.value)}
          />
        )}
      </div>
      <TextField
        label="Pincode *"
        error={errorAt('pincode')}
        inputMode="numeric"
        maxLength={6}
        aria-describedby={filled ? 'reg-pincode-place' : undefined}
        value={values.pincode}
        onChange={(e) => typePincode(e.target.value)}
      />
      {/* State and district sit above the pincode: say that they were filled in. */}
      <p id="reg-pincode-place" className="hint" aria-live="polite">
        {filled
          ? `State and district filled in from the pincode: ${place.district}, ${place.state}.`
          : ''}
      </p>
      <div className="form-row">
        <SelectField
          label="Available From (time) *"
          error={errorAt('timeFrom')}
          value={values.timeFrom}
          onChange={(e) => set('timeFrom', e.target.value)}
        >
          <Options placeholder="From" options={TIME_OPTIONS} />
        </SelectField>
        <SelectField
          label="Available To (time) *"
          error={errorAt('timeTo')}
          value={values.timeTo}
          onChange={(e) => set('timeTo', e.target.value)}
        >
          <Options placeholder="To" options={TIME_OPTIONS} />
        </SelectField>
      </div>
      <div className="form-row">
        <SelectField
          label="Available From (day) *"
          error={errorAt('dayFrom')}
          value={values.dayFrom}
          onChange={(e) => set('dayFrom', e.target.value)}
        >
          <Options placeholder="From" options={DAYS} />
        </SelectField>
        <SelectField
          label="Available To (day) *"
          error={errorAt('dayTo')}
          value={values.dayTo}
          onChange={(e) => set('dayTo', e.target.value)}
        >
          <Options placeholder="To" options={DAYS} />
        </SelectField>
      </div>
      <TextField
        label="Website"
        error={errorAt('website')}
        type="url"
        value={values.website}
        placeholder="https://www.yourclinic.in"
        onChange={(e) => set('website', e.target.value)}
      />
    </fieldset>
  );
}
