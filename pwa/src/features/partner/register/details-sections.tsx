import {
  DAYS,
  GENDERS,
  OTHER,
  PARTNER_TYPES,
  registrationDistrictOptions,
  registrationStateOptions,
  TIME_OPTIONS,
} from '@mcs/shared';
import { useT } from '../../../i18n';
import { Options, SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { deskText } from '../i18n/catalog.ts';
import { maskBirthDate } from './birth-date.ts';
import type { SectionProps } from './section-props.ts';
import { isClinicRole } from './registration-values.ts';
import { usePincodeDirectory } from './use-pincode-directory.ts';

/** An address to copy the form of: the same in every language. */
const WEBSITE_EXAMPLE = 'https://www.yourclinic.in';

export function PersonalSection({ values, set, errorAt }: SectionProps) {
  const { t } = useT(deskText);
  return (
    <fieldset className="reg-section">
      <legend>{t('reg.personal')}</legend>
      <TextField
        label={t('reg.name')}
        error={errorAt('responsibleName')}
        value={values.responsibleName}
        onChange={(e) => set('responsibleName', e.target.value)}
      />
      <div className="form-row">
        <TextField
          label={t('reg.age')}
          error={errorAt('responsibleAge')}
          type="number"
          min={18}
          max={120}
          value={values.responsibleAge}
          onChange={(e) => set('responsibleAge', e.target.value)}
        />
        <SelectField
          label={t('reg.sex')}
          error={errorAt('responsibleSex')}
          value={values.responsibleSex}
          onChange={(e) => set('responsibleSex', e.target.value)}
        >
          <Options
            placeholder={t('reg.selectSex')}
            options={GENDERS.map((sex) => ({ value: sex, label: t(`reg.sex.${sex}`) }))}
          />
        </SelectField>
      </div>
      {/* Text, not a date input: that shows the phone's own order (mm/dd/yyyy in US English). */}
      <TextField
        label={t('reg.dob')}
        error={errorAt('responsibleDOB')}
        inputMode="numeric"
        placeholder={t('reg.dobPlaceholder')}
        maxLength={10}
        value={values.responsibleDOB}
        onChange={(e) => set('responsibleDOB', maskBirthDate(e.target.value))}
      />
    </fieldset>
  );
}

export function BusinessSection({ values, set, errorAt }: SectionProps) {
  const { t } = useT(deskText);
  const clinic = isClinicRole(values.role);
  const pincodes = usePincodeDirectory();
  // The shared English day is the value stored; the partner reads it in their language.
  const days = DAYS.map((day) => ({ value: day, label: t(`reg.day.${day}`) }));
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
      <legend>{t('reg.business')}</legend>
      <SelectField
        label={t('reg.partnerType')}
        error={errorAt('role')}
        value={values.role}
        onChange={(e) => set('role', e.target.value)}
      >
        <Options
          placeholder={t('reg.selectType')}
          options={PARTNER_TYPES.map((type) => ({ value: type, label: t(`reg.type.${type}`) }))}
        />
      </SelectField>
      <TextField
        label={clinic ? t('reg.clinicName') : t('reg.centerName')}
        error={errorAt('businessName')}
        value={values.businessName}
        onChange={(e) => set('businessName', e.target.value)}
      />
      <TextAreaField
        label={t('reg.address')}
        error={errorAt('address')}
        rows={3}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <div className="form-row">
        <SelectField
          label={t('reg.state')}
          error={errorAt('state')}
          value={values.state}
          onChange={(e) => {
            // Changing state clears the district.
            set('state', e.target.value);
            set('district', '');
            set('districtOther', '');
          }}
        >
          <Options placeholder={t('reg.selectState')} options={registrationStateOptions()} />
        </SelectField>
        {values.state === OTHER && (
          <TextField
            label={t('reg.enterState')}
            error={errorAt('stateOther')}
            value={values.stateOther}
            onChange={(e) => set('stateOther', e.target.value)}
          />
        )}
        {values.state !== OTHER && (
          <SelectField
            label={t('reg.district')}
            error={errorAt('district')}
            value={values.district}
            onChange={(e) => set('district', e.target.value)}
          >
            <Options
              placeholder={values.state ? t('reg.selectDistrict') : t('reg.stateFirst')}
              options={districts}
            />
          </SelectField>
        )}
        {districtTyped && (
          <TextField
            label={t('reg.enterDistrict')}
            error={errorAt('districtOther')}
            value={values.districtOther}
            onChange={(e) => set('districtOther', e.target.value)}
          />
        )}
      </div>
      <TextField
        label={t('reg.pincode')}
        error={errorAt('pincode')}
        inputMode="numeric"
        maxLength={6}
        aria-describedby={filled ? 'reg-pincode-place' : undefined}
        value={values.pincode}
        onChange={(e) => typePincode(e.target.value)}
      />
      {/* State and district sit above the pincode: say that they were filled in. */}
      <p id="reg-pincode-place" className="hint" aria-live="polite">
        {filled ? t('reg.pincodeFilled', { district: place.district, state: place.state }) : ''}
      </p>
      <div className="form-row">
        <SelectField
          label={t('reg.timeFrom')}
          error={errorAt('timeFrom')}
          value={values.timeFrom}
          onChange={(e) => set('timeFrom', e.target.value)}
        >
          <Options placeholder={t('reg.from')} options={TIME_OPTIONS} />
        </SelectField>
        <SelectField
          label={t('reg.timeTo')}
          error={errorAt('timeTo')}
          value={values.timeTo}
          onChange={(e) => set('timeTo', e.target.value)}
        >
          <Options placeholder={t('reg.to')} options={TIME_OPTIONS} />
        </SelectField>
      </div>
      <div className="form-row">
        <SelectField
          label={t('reg.dayFrom')}
          error={errorAt('dayFrom')}
          value={values.dayFrom}
          onChange={(e) => set('dayFrom', e.target.value)}
        >
          <Options placeholder={t('reg.from')} options={days} />
        </SelectField>
        <SelectField
          label={t('reg.dayTo')}
          error={errorAt('dayTo')}
          value={values.dayTo}
          onChange={(e) => set('dayTo', e.target.value)}
        >
          <Options placeholder={t('reg.to')} options={days} />
        </SelectField>
      </div>
      <TextField
        label={t('reg.website')}
        error={errorAt('website')}
        type="url"
        value={values.website}
        placeholder={WEBSITE_EXAMPLE}
        onChange={(e) => set('website', e.target.value)}
      />
    </fieldset>
  );
}
