import { OTHER, specializationsFor } from '@mcs/shared';
import { useT } from '../../../i18n';
import { Options, SelectField, TextField } from '../../../ui/field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { deskText } from '../i18n/catalog.ts';
import type { SectionProps } from './section-props.ts';
import { isClinicRole } from './registration-values.ts';

export function ContactSection({ values, set, errorAt }: SectionProps) {
  const { t } = useT(deskText);
  return (
    <fieldset className="reg-section">
      <legend>{t('reg.contact')}</legend>
      <div className="form-row">
        <TextField
          label={t('reg.contactPhone')}
          error={errorAt('contactPhone')}
          type="tel"
          value={values.contactPhone}
          onChange={(e) => set('contactPhone', e.target.value)}
        />
        <TextField
          label={t('reg.contactEmail')}
          error={errorAt('contactEmail')}
          type="email"
          value={values.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
        />
      </div>
      <TextField
        label={t('reg.loginEmail')}
        error={errorAt('email')}
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <PasswordField
        label={t('reg.password')}
        error={errorAt('password')}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
      />
    </fieldset>
  );
}

export function RegistrationSection({ values, set, errorAt }: SectionProps) {
  const { t } = useT(deskText);
  const clinic = isClinicRole(values.role);
  return (
    <fieldset className="reg-section">
      <legend>{t('reg.registration')}</legend>
      <div className="form-row">
        <TextField
          label={t('reg.councilName')}
          error={errorAt('councilName')}
          value={values.councilName}
          onChange={(e) => set('councilName', e.target.value)}
        />
        <TextField
          label={t('reg.councilNumber')}
          error={errorAt('councilNumber')}
          value={values.councilNumber}
          onChange={(e) => set('councilNumber', e.target.value)}
        />
      </div>
      {clinic && (
        <div className="form-row">
          <SelectField
            label={t('reg.specialization')}
            error={errorAt('specialization')}
            value={values.specialization}
            onChange={(e) => {
              set('specialization', e.target.value);
              // A choice other than Other clears the typed one.
              if (e.target.value !== OTHER) set('customSpecialization', '');
            }}
          >
            <Options
              placeholder={t('reg.selectSpecialization')}
              options={specializationsFor(values.role)}
            />
          </SelectField>
          {values.specialization === OTHER && (
            <TextField
              label={t('reg.yourSpecialization')}
              error={errorAt('customSpecialization')}
              value={values.customSpecialization}
              onChange={(e) => set('customSpecialization', e.target.value)}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
