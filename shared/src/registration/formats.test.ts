import { describe, expect, it } from 'vitest';
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

describe('registrationFormatError', () => {
  const valid = { email: 'asha@example.in', website: '' };

  it('passes a login email that is an address and a blank or real website', () => {
    expect(registrationFormatError(valid)).toBeNull();
    expect(registrationFormatError({ ...valid, website: 'raoclinic.in' })).toBeNull();
  });

  it('asks for a login email that can sign in first, then for a website that is a web address', () => {
    expect(registrationFormatError({ email: 'asha', website: 'javascript:x' })).toBe(
      FORMAT_MESSAGES.loginEmail,
    );
    expect(registrationFormatError({ ...valid, website: 'javascript:x' })).toBe(
      FORMAT_MESSAGES.website,
    );
  });
});

describe('registrationFormatFailure', () => {
  it('says which field holds the format failure', () => {
    expect(registrationFormatFailure({ email: 'not-an-email', website: 'javascript:x' })).toEqual({
      field: 'email',
      message: FORMAT_MESSAGES.loginEmail,
    });
    expect(registrationFormatFailure({ email: 'a@b.in', website: 'javascript:x' })).toEqual({
      field: 'website',
      message: FORMAT_MESSAGES.website,
    });
    expect(registrationFormatFailure({ email: 'a@b.in', website: '' })).toBeNull();
  });
});
