import { describe, expect, it } from 'vitest';
import type { ContactQuery, PartnerApplication } from '@mcs/shared';
import { filterApplications, filterQueries } from './search-filters.ts';

const application = (over: Partial<PartnerApplication>): PartnerApplication => ({
  _id: '1',
  name: 'Smile Dental',
  type: 'dentist',
  status: 'pending',
  rejectionReason: null,
  contactEmail: 'c@example.in',
  contactPhone: '9845012345',
  email: 'login@example.in',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  address: '1 MG Road',
  pincode: '560001',
  responsible: { name: 'Asha', sex: 'Female', age: '40', dob: '1985-01-01' },
  timings: null,
  timeFrom: '9:00 AM',
  timeTo: '6:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  website: null,
  council: { name: 'DCI', number: 'A-1' },
  specialization: 'Orthodontics',
  certificateFile: null,
  clinicPhotos: [],
  discountAmount: '20%',
  discountItems: ['Cleaning'],
  standardDiscount: 20,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const query = (over: Partial<ContactQuery>): ContactQuery => ({
  _id: '1',
  subject: 'Card not working',
  message: 'Help',
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: null,
  userType: 'member',
  status: 'pending',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('application search', () => {
  const rows = [
    application({ _id: '1' }),
    application({
      _id: '2',
      name: 'City Labs',
      type: 'diagnostic',
      state: 'Kerala',
      district: 'Ernakulam',
    }),
    application({
      _id: '3',
      name: 'Care Pharmacy',
      type: 'pharmacy',
      state: 'Goa',
      district: 'North Goa',
    }),
  ];
  const ids = (text: string) => filterApplications(rows, text).map((a) => a._id);

  it('shows every application when the search is blank', () => {
    expect(ids('   ')).toEqual(['1', '2', '3']);
  });

  it('matches name, type, state and district, ignoring case', () => {
    expect(ids('smile')).toEqual(['1']);
    expect(ids('DIAGNOSTIC')).toEqual(['2']);
    expect(ids('goa')).toEqual(['3']);
    expect(ids('bengaluru')).toEqual(['1']);
  });

  it('does not match other fields such as the login email', () => {
    expect(ids('login@example.in')).toEqual([]);
  });
});

describe('query search', () => {
  const rows = [
    query({ _id: '1' }),
    query({
      _id: '2',
      subject: 'Partnership',
      name: 'Meena',
      email: 'meena@clinic.in',
      status: 'resolved',
    }),
  ];
  const ids = (text: string) => filterQueries(rows, text).map((q) => q._id);

  it('matches subject, name, email and status, ignoring case', () => {
    expect(ids('card')).toEqual(['1']);
    expect(ids('MEENA')).toEqual(['2']);
    expect(ids('clinic.in')).toEqual(['2']);
    expect(ids('resolved')).toEqual(['2']);
    expect(ids('pending')).toEqual(['1']);
  });

  it('does not search the message text', () => {
    expect(ids('help')).toEqual([]);
  });
});
