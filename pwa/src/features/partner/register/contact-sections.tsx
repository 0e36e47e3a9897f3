import { useState } from 'react';
import { OTHER, specializationsFor } from '@mcs/shared';
import type { SectionProps } from './section-props.ts';
import { isClinicRole } from './registration-values.ts';

export function ContactSection({ values, set }: SectionProps) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <fieldset className="reg-section">
      <legend>Contact &amp; Login Information</legend>
      <div className="form-row">
        <label>
          Contact Phone *
          <input
            type="tel"
            value={values.contactPhone}
            onChange={(e) => set('contactPhone', e.target.value)}
          />
        </label>
        <label>
          Contact Email *
          <input
            type="email"
            value={values.contactEmail}
            onChange={(e) => set('contactEmail', e.target.value)}
          />
        </label>
      </div>
      <label>
        Login Email *
        <input
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </label>
      <label>
        Password *
        <input
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
        />
      </label>
      <button
        type="button"
        className="btn btn-outline btn-sm reg-show-password"
        aria-pressed={showPassword}
        onClick={() => setShowPassword((shown) => !shown)}
      >
        {showPassword ? 'Hide password' : 'Show password'}
      </button>
    </fieldset>
  );
}

export function RegistrationSection({ values, set }: SectionProps) {
  const clinic = isClinicRole(values.role);
  return (
    <fieldset className="reg-section">
      <legend>Registration Details</legend>
      <div className="form-row">
        <label>
          Council/Registration Authority Name *
          <input value={values.councilName} onChange={(e) => set('councilName', e.target.value)} />
        </label>
        <label>
          Council/Registration Number *
          <input
            value={values.councilNumber}
            onChange={(e) => set('councilNumber', e.target.value)}
          />
        </label>
      </div>
      {clinic && (
        <div className="form-row">
          <label>
            Specialization *
            <select
              value={values.specialization}
              onChange={(e) => {
                set('specialization', e.target.value);
                // A choice other than Other clears the typed one.
                if (e.target.value !== OTHER) set('customSpecialization', '');
              }}
            >
              <option value="">Select specialization</option>
              {specializationsFor(values.role).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          {values.specialization === OTHER && (
            <label>
              Your Specialization *
              <input
                value={values.customSpecialization}
                onChange={(e) => set('customSpecialization', e.target.value)}
              />
            </label>
          )}
        </div>
      )}
    </fieldset>
  );
}
