import { describe, expect, it } from 'vitest';
import { CONTACT_USER_TYPES, DEFAULT_CONTACT_USER_TYPE } from './contact-user-types.ts';
import {
  DAYS,
  DENTIST_SPECIALIZATIONS,
  DOCTOR_SPECIALIZATIONS,
  GENDERS,
  isPartnerType,
  PARTNER_TYPE_LABELS,
  PARTNER_TYPES,
  partnerTypeBadge,
  RELATIONSHIPS,
  SEARCH_SPECIALIZATIONS,
  specializationsMatching,
  SERVICE_TYPE_OPTIONS,
  specializationsFor,
  TIME_OPTIONS,
} from './options.ts';

describe('registration option lists', () => {
  it('offers times hourly from 6:00 AM to 11:00 PM', () => {
    expect(TIME_OPTIONS).toHaveLength(18);
    expect(TIME_OPTIONS[0]).toBe('6:00 AM');
    expect(TIME_OPTIONS).toContain('11:00 AM');
    expect(TIME_OPTIONS).toContain('12:00 PM');
    expect(TIME_OPTIONS).toContain('1:00 PM');
    expect(TIME_OPTIONS.at(-1)).toBe('11:00 PM');
  });

  it('steps the times one hour at a time', () => {
    TIME_OPTIONS.forEach((label, index) => {
      const hour = 6 + index;
      const clock = hour % 12 === 0 ? 12 : hour % 12;
      expect(label).toBe(`${clock}:00 ${hour < 12 ? 'AM' : 'PM'}`);
    });
  });

  it('offers the days Monday to Sunday', () => {
    expect(DAYS).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('lists the specialisations of the spec, each ending with Other', () => {
    expect(DOCTOR_SPECIALIZATIONS).toHaveLength(19);
    expect(DENTIST_SPECIALIZATIONS).toHaveLength(10);
    expect(SEARCH_SPECIALIZATIONS).toHaveLength(20);
    for (const list of [DOCTOR_SPECIALIZATIONS, DENTIST_SPECIALIZATIONS, SEARCH_SPECIALIZATIONS]) {
      expect(list.at(-1)).toBe('Other');
    }
    expect(specializationsFor('dentist')).toBe(DENTIST_SPECIALIZATIONS);
    expect(specializationsFor('pharmacy')).toEqual([]);
  });
});

describe('partner types', () => {
  it('knows the four partner types and their card labels', () => {
    expect(PARTNER_TYPES).toEqual(['doctor', 'dentist', 'diagnostic', 'pharmacy']);
    expect(Object.values(PARTNER_TYPE_LABELS)).toEqual([
      'Doctor',
      'Dentist',
      'Diagnostic Center',
      'Pharmacy',
    ]);
    expect(isPartnerType('dentist')).toBe(true);
    expect(isPartnerType('hospital')).toBe(false);
  });

  it('labels the search select, starting with all services', () => {
    expect(SERVICE_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'All Healthcare Services',
      'Doctors & Clinics',
      'Dentists',
      'Diagnostic Centers',
      'Pharmacies',
    ]);
  });

  it('badges the partner dashboard by type, with a general badge for the rest', () => {
    expect(partnerTypeBadge('doctor')).toBe('Medical Clinic');
    expect(partnerTypeBadge('diagnostic')).toBe('Diagnostic Center');
    expect(partnerTypeBadge('pharmacy')).toBe('Pharmacy');
    expect(partnerTypeBadge('dentist')).toBe('Healthcare Partner');
    expect(partnerTypeBadge(undefined)).toBe('Healthcare Partner');
  });
});

describe('other option lists', () => {
  it('offers the contact form user types with MCS Member first and default', () => {
    expect(CONTACT_USER_TYPES.map((t) => t.label)).toEqual([
      'MCS Member',
      'Healthcare Provider',
      'Pharmacy Partner',
      'Diagnostic Center',
      'General Inquiry',
    ]);
    expect(DEFAULT_CONTACT_USER_TYPE).toBe('member');
  });

  it('offers relationships and genders for family members', () => {
    expect(RELATIONSHIPS).toEqual([
      'Self',
      'Spouse',
      'Son',
      'Daughter',
      'Father',
      'Mother',
      'Other',
    ]);
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
  });

  it('maps each search specialisation to the stored values it finds', () => {
    expect(specializationsMatching('Dentistry')).toEqual([
      'general dentistry',
      'pediatric dentistry',
    ]);
    expect(specializationsMatching('Surgery')).toEqual(['oral surgery']);
    expect(specializationsMatching('Oral Surgery')).toEqual(['oral surgery']);
    expect(specializationsMatching(' cardiology ')).toEqual(['cardiology']);
    expect(specializationsMatching('Other')).toEqual(['other']);
    for (const filter of SEARCH_SPECIALIZATIONS) {
      const found = specializationsMatching(filter);
      expect(found.length, filter).toBeGreaterThan(0);
      for (const value of found) {
        expect(
          [...DOCTOR_SPECIALIZATIONS, ...DENTIST_SPECIALIZATIONS].map((s) => s.toLowerCase()),
          filter,
        ).toContain(value);
      }
    }
  });
});
