import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from './messages.ts';
import { STANDARD_DISCOUNT_MESSAGE } from './standard-discount.ts';
import { PASSWORD_MESSAGES } from '../passwords/password-rule.ts';
import {
  firstRegistrationError,
  firstRegistrationFailure,
  REGISTRATION_RULES,
  type RegistrationCheckInput,
} from './rules.ts';

const validDoctor: RegistrationCheckInput = {
  role: 'doctor',
  responsibleName: 'Asha Rao',
  responsibleAge: '42',
  responsibleSex: 'Female',
  responsibleDOB: '1984-03-12',
  address: '12 MG Road',
  timeFrom: '9:00 AM',
  timeTo: '6:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  website: '',
  contactEmail: 'clinic@example.in',
  contactPhone: '9876543210',
  email: 'asha@example.in',
  password: 'secret-1',
  councilName: 'Karnataka Medical Council',
  councilNumber: 'KMC-1234',
  specialization: 'Cardiology',
  customSpecialization: '',
  state: 'Karnataka',
  district: 'Bangalore Urban',
  pincode: '560001',
  discountAmount: '15% on consultation',
  discountItems: ['Consultation'],
  standardDiscount: '20',
  clinicName: 'Rao Heart Clinic',
  hasCertificate: true,
  clinicPhotoCount: 2,
  termsAccepted: true,
};

const validPharmacy: RegistrationCheckInput = {
  ...validDoctor,
  role: 'pharmacy',
  specialization: '',
  clinicName: '',
  centerName: 'City Medicals',
  clinicPhotoCount: 0,
};

// One way to break each rule, in the spec's order and then ours: [rule id, change, message expected].
const breakers: [string, Partial<RegistrationCheckInput>, string][] = [
  ['partnerType', { role: '' }, M.partnerType],
  ['responsibleName', { responsibleName: '' }, M.responsibleName],
  ['responsibleAge', { responsibleAge: '' }, M.responsibleAge],
  ['responsibleSex', { responsibleSex: '' }, M.responsibleSex],
  ['responsibleDOB', { responsibleDOB: '' }, M.responsibleDOB],
  ['contactPhone', { contactPhone: '' }, M.contactPhone],
  ['contactEmail', { contactEmail: '' }, M.contactEmail],
  ['email', { email: '' }, M.email],
  ['password', { password: '' }, M.password],
  ['address', { address: '' }, M.address],
  ['state', { state: '' }, M.state],
  ['district', { district: '' }, M.district],
  ['pincode', { pincode: '' }, M.pincode],
  ['timings', { timeFrom: '' }, M.timings],
  ['days', { dayTo: '' }, M.days],
  ['councilName', { councilName: '' }, M.councilName],
  ['councilNumber', { councilNumber: '' }, M.councilNumber],
  ['specialization', { specialization: '' }, M.specialization],
  ['certificate', { hasCertificate: false }, M.councilCertificate],
  ['clinicPhotos', { clinicPhotoCount: 0 }, M.clinicPhotos],
  ['discountAmount', { discountAmount: '' }, M.discountAmount],
  ['discountItems', { discountItems: [] }, M.discountItems],
  ['terms', { termsAccepted: false }, M.terms],
  ['standardDiscount', { standardDiscount: '' }, STANDARD_DISCOUNT_MESSAGE],
];

describe('partner registration rules', () => {
  it('has the 23 rules of the spec in its order, then the standard discount', () => {
    expect(REGISTRATION_RULES.map((rule) => rule.id)).toEqual(breakers.map(([id]) => id));
    expect(REGISTRATION_RULES).toHaveLength(24);
  });

  it('asks for the standard discount only once every rule of the spec passes', () => {
    const noDiscount = { ...validDoctor, standardDiscount: '' };
    expect(firstRegistrationError({ ...noDiscount, termsAccepted: false })).toBe(M.terms);
    expect(firstRegistrationError({ ...noDiscount, discountAmount: '' })).toBe(M.discountAmount);
    expect(firstRegistrationError(noDiscount)).toBe(STANDARD_DISCOUNT_MESSAGE);
  });

  it.each(['-5', '101', '20 percent', 'abc', '12.345', '1e2'])(
    'refuses %j as a standard discount',
    (typed) => {
      expect(firstRegistrationError({ ...validDoctor, standardDiscount: typed })).toBe(
        STANDARD_DISCOUNT_MESSAGE,
      );
    },
  );

  it.each(['0', '100', '12.5', ' 25% ', '15 %'])('accepts %j as a standard discount', (typed) => {
    expect(firstRegistrationError({ ...validDoctor, standardDiscount: typed })).toBeNull();
  });

  it('lets a complete doctor registration through', () => {
    expect(firstRegistrationError(validDoctor)).toBeNull();
  });

  it('lets a complete pharmacy registration through without specialization or clinic photos', () => {
    expect(firstRegistrationError(validPharmacy)).toBeNull();
    expect(firstRegistrationError({ ...validPharmacy, role: 'diagnostic' })).toBeNull();
  });

  it.each(breakers)(
    'rule %s: says what is missing when only that is wrong',
    (_id, change, message) => {
      expect(firstRegistrationError({ ...validDoctor, ...change })).toBe(message);
    },
  );

  it.each(breakers.map((breaker, index) => [breaker[0], index] as const))(
    'rule %s: wins over every rule after it',
    (_id, index) => {
      const laterToo = Object.assign(
        {},
        validDoctor,
        ...breakers.slice(index).map(([, change]) => change),
      );
      expect(firstRegistrationError(laterToo)).toBe(breakers[index]?.[2]);
    },
  );

  it('with several fields missing, names the earliest one', () => {
    expect(firstRegistrationError({})).toBe(M.partnerType);
    expect(firstRegistrationError({ role: 'dentist' })).toBe(M.responsibleName);
    expect(
      firstRegistrationError({
        ...validDoctor,
        pincode: '',
        councilName: '',
        termsAccepted: false,
      }),
    ).toBe(M.pincode);
  });

  it('treats text of spaces only as missing', () => {
    expect(firstRegistrationError({ ...validDoctor, responsibleName: '   ' })).toBe(
      M.responsibleName,
    );
    expect(firstRegistrationError({ ...validDoctor, discountItems: ['  ', ''] })).toBe(
      M.discountItems,
    );
  });

  it('accepts a partner type written with surrounding spaces but not an unknown one', () => {
    expect(firstRegistrationError({ ...validDoctor, role: ' doctor ' })).toBeNull();
    expect(firstRegistrationError({ ...validDoctor, role: 'hospital' })).toBe(M.partnerType);
    expect(firstRegistrationError({ ...validDoctor, role: 'Doctor' })).toBe(M.partnerType);
  });

  it('wants the sex chosen from the list', () => {
    expect(firstRegistrationError({ ...validDoctor, responsibleSex: 'Other' })).toBeNull();
    expect(firstRegistrationError({ ...validDoctor, responsibleSex: 'unknown' })).toBe(
      M.responsibleSex,
    );
  });

  it('asks for a password of at least 6 characters', () => {
    expect(firstRegistrationError({ ...validDoctor, password: '12345' })).toBe(M.passwordTooShort);
    expect(firstRegistrationError({ ...validDoctor, password: '  12345  ' })).toBe(
      M.passwordTooShort,
    );
    expect(firstRegistrationError({ ...validDoctor, password: '      ' })).toBe(M.password);
    expect(firstRegistrationError({ ...validDoctor, password: 'tq7-lamp' })).toBeNull();
  });

  it('refuses a common password after the length check, before the address', () => {
    const common = { ...validDoctor, password: '123456', address: '' };
    expect(firstRegistrationError(common)).toBe(PASSWORD_MESSAGES.common);
    expect(firstRegistrationError({ ...common, password: '12345' })).toBe(M.passwordTooShort);
    expect(REGISTRATION_RULES.map((rule) => rule.id).indexOf('password')).toBe(8);
  });

  it('needs both ends of the timings and of the days', () => {
    expect(firstRegistrationError({ ...validDoctor, timeTo: '' })).toBe(M.timings);
    expect(firstRegistrationError({ ...validDoctor, dayFrom: '' })).toBe(M.days);
  });

  it("asks a doctor or dentist who chose 'Other' to type the specialization", () => {
    const other = { ...validDoctor, specialization: 'Other' };
    expect(firstRegistrationError(other)).toBe(M.customSpecialization);
    expect(firstRegistrationError({ ...other, role: 'dentist', customSpecialization: ' ' })).toBe(
      M.customSpecialization,
    );
    expect(
      firstRegistrationError({ ...other, customSpecialization: 'Sports Medicine' }),
    ).toBeNull();
  });

  it('asks doctors and dentists for a council certificate and others for a government one', () => {
    expect(firstRegistrationError({ ...validDoctor, role: 'dentist', hasCertificate: false })).toBe(
      M.councilCertificate,
    );
    expect(firstRegistrationError({ ...validPharmacy, hasCertificate: false })).toBe(
      M.governmentCertificate,
    );
    expect(
      firstRegistrationError({ ...validPharmacy, role: 'diagnostic', hasCertificate: false }),
    ).toBe(M.governmentCertificate);
  });

  it('asks only doctors and dentists for clinic photos', () => {
    expect(firstRegistrationError({ ...validDoctor, role: 'dentist', clinicPhotoCount: 0 })).toBe(
      M.clinicPhotos,
    );
    expect(firstRegistrationError({ ...validPharmacy, clinicPhotoCount: 0 })).toBeNull();
  });

  it('does not check the clinic or center name, as in the spec', () => {
    expect(firstRegistrationError({ ...validDoctor, clinicName: '' })).toBeNull();
  });
});

describe('firstRegistrationFailure', () => {
  it('names the rule that failed first, so the form can show its message at that field', () => {
    expect(firstRegistrationFailure({ ...validDoctor, pincode: ' ', councilName: '' })).toEqual({
      id: 'pincode',
      message: M.pincode,
    });
    expect(firstRegistrationFailure(validDoctor)).toBeNull();
  });
});
