import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from './messages.ts';
import { firstRegistrationError } from './rules.ts';
import {
  MAX_DISCOUNT_ITEMS,
  parseDiscountItems,
  partnerRegistrationFieldsSchema,
  toRegistrationCheckInput,
  type PartnerRegistrationFields,
} from './fields.ts';

const formFields: PartnerRegistrationFields = {
  role: 'pharmacy',
  responsibleName: 'Ravi Kumar',
  responsibleAge: '35',
  responsibleSex: 'Male',
  responsibleDOB: '1991-01-01',
  address: '4 Station Road',
  timeFrom: '8:00 AM',
  timeTo: '10:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Sunday',
  contactEmail: 'shop@example.in',
  contactPhone: '9000000000',
  email: 'ravi@example.in',
  password: 'pharma99',
  councilName: 'State Pharmacy Council',
  councilNumber: 'SPC-77',
  state: 'Kerala',
  district: 'Ernakulam',
  pincode: '682001',
  discountAmount: '10% on medicines',
  discountItems: '["Medicines", " Baby care "]',
  standardDiscount: '15',
  centerName: 'Ravi Medicals',
  termsAccepted: 'true',
};

const files = { hasCertificate: true, clinicPhotoCount: 0 };

describe('registration form fields', () => {
  it('turns a complete multipart form into input that passes every rule', () => {
    const fields = partnerRegistrationFieldsSchema.parse(formFields);
    const input = toRegistrationCheckInput(fields, files);
    expect(input.discountItems).toEqual(['Medicines', 'Baby care']);
    expect(input.termsAccepted).toBe(true);
    expect(firstRegistrationError(input)).toBeNull();
  });

  it('counts the terms as accepted only when the form sent termsAccepted = true', () => {
    expect(
      toRegistrationCheckInput({ ...formFields, termsAccepted: undefined }, files).termsAccepted,
    ).toBe(false);
    expect(
      toRegistrationCheckInput({ ...formFields, termsAccepted: 'yes' }, files).termsAccepted,
    ).toBe(false);
    expect(
      toRegistrationCheckInput({ ...formFields, termsAccepted: undefined }, files, true)
        .termsAccepted,
    ).toBe(true);
  });

  it('reports a missing certificate from the files, not the text', () => {
    const input = toRegistrationCheckInput(formFields, {
      hasCertificate: false,
      clinicPhotoCount: 0,
    });
    expect(firstRegistrationError(input)).toBe(M.governmentCertificate);
  });

  it('refuses oversized or non-text fields and drops unknown ones', () => {
    expect(partnerRegistrationFieldsSchema.safeParse({ address: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(
      partnerRegistrationFieldsSchema.safeParse({ responsibleName: 'x'.repeat(201) }).success,
    ).toBe(false);
    expect(partnerRegistrationFieldsSchema.safeParse({ responsibleAge: 42 }).success).toBe(false);
    expect(partnerRegistrationFieldsSchema.parse({ isAdmin: 'true' })).toEqual({});
  });

  it('accepts a form with every field missing so the rules can name the first one', () => {
    const input = toRegistrationCheckInput(partnerRegistrationFieldsSchema.parse({}), files);
    expect(firstRegistrationError(input)).toBe(M.partnerType);
  });
});

describe('parseDiscountItems', () => {
  it('keeps trimmed, non-empty text items', () => {
    expect(parseDiscountItems('["X-ray", "  ", "", 5, null, " Blood test "]')).toEqual([
      'X-ray',
      'Blood test',
    ]);
  });

  it.each([undefined, '', 'not json', '{"a":1}', '"Consultation"', '[', 'null'])(
    'reads %j as no services at all',
    (json) => {
      expect(parseDiscountItems(json)).toEqual([]);
    },
  );

  it(`keeps at most ${MAX_DISCOUNT_ITEMS} services`, () => {
    const many = JSON.stringify(Array.from({ length: 80 }, (_, i) => `Service ${i}`));
    expect(parseDiscountItems(many)).toHaveLength(MAX_DISCOUNT_ITEMS);
  });

  it('leads to the discount services message when the list is unreadable', () => {
    const input = toRegistrationCheckInput({ ...formFields, discountItems: '[oops' }, files);
    expect(firstRegistrationError(input)).toBe(M.discountItems);
  });
});
