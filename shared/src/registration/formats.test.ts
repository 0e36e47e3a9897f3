import { describe, expect, it } from 'vitest';
import { FIELD_CHECK_MESSAGES } from './field-checks.ts';
import {
  FORMAT_MESSAGES,
  registrationFormatError,
  registrationFormatFailure,
  websiteLink,
} from './formats.ts';

describe('websiteLink', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['www.sunriseclinic.in', 'https://www.sunriseclinic.in'],
    ['http:sunriseclinic.in', 'http://sunriseclinic.in/'],
    ['sunriseclinic.in:8080/book', 'https://sunriseclinic.in:8080/book'],
    ['http://sunriseclinic.in', 'http://sunriseclinic.in'],
    ['https://www.sunriseclinic.in/about', 'https://www.sunriseclinic.in/about'],
  ])('turns %j into the link %j', (typed, link) => {
    expect(websiteLink(typed)).toBe(link);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://clinic.in',
    'localhost',
    'my clinic',
  ])('refuses %j, which members must never be sent to', (typed) => {
    expect(websiteLink(typed)).toBeNull();
  });
});

// Values that pass the field checks (field-checks.test.ts covers those one by one).
const values = {
  responsibleAge: '45',
  responsibleDOB: '1981-05-10',
  contactPhone: '9845001371',
  contactEmail: 'desk@raoclinic.in',
  pincode: '560001',
  state: 'Karnataka',
  timeFrom: '9:00 AM',
  timeTo: '6:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
};
const NOW = new Date('2026-11-26T06:00:00Z');

describe('registrationFormatError', () => {
  const valid = { ...values, email: 'asha@example.in', website: '' };

  it('passes a login email that is an address and a blank or real website', () => {
    expect(registrationFormatError(valid, NOW)).toBeNull();
    expect(registrationFormatError({ ...valid, website: 'raoclinic.in' }, NOW)).toBeNull();
  });

  it('asks for a login email that can sign in first, then for a website that is a web address', () => {
    expect(registrationFormatError({ ...valid, email: 'asha', website: 'javascript:x' }, NOW)).toBe(
      FORMAT_MESSAGES.loginEmail,
    );
    expect(registrationFormatError({ ...valid, website: 'javascript:x' }, NOW)).toBe(
      FORMAT_MESSAGES.website,
    );
  });
});

describe('registrationFormatFailure', () => {
  it('says which field holds the format failure', () => {
    expect(
      registrationFormatFailure({ ...values, email: 'not-an-email', website: 'javascript:x' }, NOW),
    ).toEqual({
      field: 'email',
      message: FORMAT_MESSAGES.loginEmail,
    });
    expect(
      registrationFormatFailure({ ...values, email: 'a@b.in', website: 'javascript:x' }, NOW),
    ).toEqual({
      field: 'website',
      message: FORMAT_MESSAGES.website,
    });
    expect(registrationFormatFailure({ ...values, email: 'a@b.in', website: '' }, NOW)).toBeNull();
    // The values' own checks come before the login email's.
    expect(
      registrationFormatFailure({ ...values, responsibleAge: '-5', email: 'x', website: '' }, NOW),
    ).toEqual({ field: 'responsibleAge', message: FIELD_CHECK_MESSAGES.ageNotNumber });
  });
});
