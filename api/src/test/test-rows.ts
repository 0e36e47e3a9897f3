// Valid member and partner rows for tests that write to a database directly (makeTestApp's
// createMember/createPartner, and suites that prepare a database for a separate server process).
import { MEMBERSHIP_VALIDITY_DAYS, generateMembershipId } from '@mcs/shared';
import type { NewMemberRow, NewPartnerRow } from '../db/schema.ts';
import { isoDaysAfter } from '../lib/india-time.ts';

/** An active Annual member valid for a year from `now`, no family; override what a test needs. */
export function testMemberRow(
  now: Date,
  fields: Pick<NewMemberRow, 'email' | 'password_hash'> & Partial<NewMemberRow>,
): NewMemberRow {
  const at = now.toISOString();
  return {
    membership_id: generateMembershipId(now.getFullYear()),
    name: 'Asha Rao',
    phone: null,
    plan: 'Annual',
    status: 'Active',
    valid_until: isoDaysAfter(now, MEMBERSHIP_VALIDITY_DAYS),
    family_details: '[]',
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** An approved doctor in Bengaluru Urban; override what a test needs. */
export function testPartnerRow(
  now: Date,
  fields: Pick<NewPartnerRow, 'email' | 'password_hash'> & Partial<NewPartnerRow>,
): NewPartnerRow {
  const at = now.toISOString();
  const type = fields.type ?? 'doctor';
  return {
    type,
    name: 'Sunrise Clinic',
    status: 'approved',
    rejection_reason: null,
    responsible_name: 'Dr. Meera Iyer',
    responsible_sex: 'Female',
    responsible_age: '42',
    responsible_dob: '1983-04-12',
    contact_email: 'desk@sunrise.test',
    contact_phone: '9800000000',
    website: null,
    address: '12 MG Road',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pincode: '560001',
    time_from: '9:00 AM',
    time_to: '6:00 PM',
    day_from: 'Monday',
    day_to: 'Saturday',
    timings: null,
    specialization:
      type === 'doctor' ? 'General Medicine' : type === 'dentist' ? 'General Dentistry' : null,
    council_name: 'Karnataka Medical Council',
    council_number: 'KMC-12345',
    discount_amount: '15%',
    discount_items: JSON.stringify(['Consultation']),
    certificate_file: null,
    clinic_photos: '[]',
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
