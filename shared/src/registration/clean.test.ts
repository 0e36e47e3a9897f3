import { describe, expect, it } from 'vitest';
import { cleanRegistration } from './clean.ts';
import { REGISTRATION_MESSAGES as M } from './messages.ts';
import type { RegistrationCheckInput } from './rules.ts';

const dentist: RegistrationCheckInput = {
  role: ' dentist ',
  responsibleName: ' Meera Iyer ',
  responsibleAge: '38',
  responsibleSex: 'Female',
  responsibleDOB: '1988-05-20',
  address: ' 7 Temple Street ',
  timeFrom: '10:00 AM',
  timeTo: '7:00 PM',
  dayFrom: 'Tuesday',
  dayTo: 'Sunday',
  contactEmail: 'smile@example.in',
  contactPhone: '9123456789',
  email: ' Meera@Example.IN ',
  password: ' my pass ',
  councilName: 'Dental Council of India',
  councilNumber: 'DCI-42',
  specialization: 'Other',
  customSpecialization: ' Implantology ',
  state: 'Tamil Nadu',
  district: 'Chennai',
  pincode: '600001',
  discountAmount: 'Free consultation',
  discountItems: [' Cleaning ', ''],
  standardDiscount: ' 12.5% ',
  clinicName: ' Smile Dental ',
  hasCertificate: true,
  clinicPhotoCount: 1,
  termsAccepted: true,
};

describe('cleanRegistration', () => {
  it('trims every field and shapes the partner as it is stored', () => {
    const clean = cleanRegistration(dentist);
    expect(clean.type).toBe('dentist');
    expect(clean.name).toBe('Smile Dental');
    expect(clean.responsible).toEqual({
      name: 'Meera Iyer',
      age: '38',
      sex: 'Female',
      dob: '1988-05-20',
    });
    expect(clean.address).toBe('7 Temple Street');
    expect(clean.discountItems).toEqual(['Cleaning']);
    expect(clean.standardDiscount).toBe(12.5);
    expect(clean.council).toEqual({ name: 'Dental Council of India', number: 'DCI-42' });
  });

  it("stores the typed specialization when 'Other' was chosen", () => {
    expect(cleanRegistration(dentist).specialization).toBe('Implantology');
    expect(cleanRegistration({ ...dentist, specialization: 'Orthodontics' }).specialization).toBe(
      'Orthodontics',
    );
  });

  it('lower-cases the login email but keeps the password exactly as typed', () => {
    const clean = cleanRegistration(dentist);
    expect(clean.email).toBe('meera@example.in');
    expect(clean.password).toBe(' my pass ');
  });

  it('uses the center name for pharmacies, with no specialization', () => {
    const clean = cleanRegistration({
      ...dentist,
      role: 'pharmacy',
      centerName: 'Care Pharmacy',
      clinicPhotoCount: 0,
    });
    expect(clean.name).toBe('Care Pharmacy');
    expect(clean.specialization).toBeNull();
  });

  it('falls back to the responsible person when no clinic name was given', () => {
    expect(cleanRegistration({ ...dentist, clinicName: '' }).name).toBe('Meera Iyer');
  });

  it('refuses input that breaks a rule, with that rule message', () => {
    expect(() => cleanRegistration({ ...dentist, pincode: '' })).toThrow(M.pincode);
  });
});
