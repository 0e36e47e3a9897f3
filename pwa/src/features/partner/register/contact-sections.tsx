import { OTHER, specializationsFor } from '@mcs/shared';
import { Options, SelectField, TextField } from '../../../ui/field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import type { SectionProps } from './section-props.ts';
import { isClinicRole } from './registration-values.ts';

export function ContactSection({ values, set, errorAt }: SectionProps) {
  return (
    <fieldset className="reg-section">
      <legend>Contact &amp; Login Information</legend>
      <div className="form-row">
        <TextField
          label="Contact Phone *"
          error={errorAt('contactPhone')}
          type="tel"
          value={values.contactPhone}
          onChange={(e) => set('contactPhone', e.target.value)}
        />
        <TextField
          label="Contact Email *"
          error={errorAt('contactEmail')}
          type="email"
          value={values.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
        />
      </div>
      <TextField
        label="Login Email *"
        error={errorAt('email')}
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <PasswordField
        label="Password *"
        error={errorAt('password')}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
      />
    </fieldset>
  );
}

export function RegistrationSection({ values, set, errorAt }: SectionProps) {
  const clinic = isClinicRole(values.role);
  return (
    <fieldset className="reg-section">
      <legend>Registration Details</legend>
      <div className="form-row">
        <TextField
          label="Council/Registration Authority Name *"
          error={errorAt('councilName')}
          value={values.councilName}
          onChange={(e) => set('councilName', e.target.value)}
        />
        <TextField
          label="Council/Registration Number *"
          error={errorAt('councilNumber')}
          value={values.councilNumber}
          onChange={(e) => set('councilNumber', e.target.value)}
        />
      </div>
      {clinic && (
        <div className="form-row">
          <SelectField
            label="Specialization *"
            error={errorAt('specialization')}
            value={values.specialization}
            onChange={(e) => {
              set('specialization', e.target.value);
              // A choice other than Other clears the typed one.
              if (e.target.value !== OTHER) set('customSpecialization', '');
            }}
          >
            <Options
              placeholder="Select specialization"
              options={specializationsFor(values.role)}
            />
          </SelectField>
          {values.specialization === OTHER && (
            <TextField
              label="Your Specialization *"
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
