// Values the document's examples share, so the member, clinic and times one operation's example
// shows are the ones the next shows: an integrator can follow a visit from verify to void.
import type { partnersResponseSchema } from '@mcs/shared';
import type { z } from 'zod';
export const EXAMPLE = {
  membershipId: 'MCS-2026-4F9A2C-81D3E7',
  memberName: 'Asha Verma',
  memberEmail: 'asha.verma@example.in',
  memberPhone: '9845012345',
  clinicName: 'Sunrise Clinic',
  doctorName: 'Dr. Meera Iyer',
  partnerEmail: 'desk@sunrise-clinic.in',
  adminEmail: 'admin@medicostsaver.in',
  /** A session token as a login answers it (shortened: a real one is about 200 characters). */
  token:
    'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoibWVtYmVyIiwiaWQiOiIxMiIsImdlbiI6MX0.q7y0dD4c1mZb7kR2sVt8',
  /** When the example visit happened, and the moments after it. */
  visitedAt: '2026-03-14T05:42:10.000Z',
  voidedAt: '2026-03-14T06:05:31.000Z',
  createdAt: '2026-01-09T10:15:00.000Z',
  validUntil: '2027-01-09T10:15:00.000Z',
  pagination: { currentPage: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, limit: 10 },
} as const;

/** The one clinic as the directory lists it: a search's page and the desk's directory pull. */
export const DIRECTORY_PARTNER: z.output<typeof partnersResponseSchema>['partners'][number] = {
  id: '7',
  name: EXAMPLE.clinicName,
  type: 'doctor',
  responsible: { name: EXAMPLE.doctorName },
  contactPhone: '9800000000',
  contactEmail: EXAMPLE.partnerEmail,
  website: 'https://sunrise-clinic.in',
  address: '12 MG Road',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  pincode: '560001',
  timeFrom: '9:00 AM',
  timeTo: '6:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  specialization: 'General Medicine',
  council: { name: 'Karnataka Medical Council', number: 'KMC-12345' },
  discountAmount: '15% on consultation',
  discountItems: ['Consultation'],
  standardDiscount: 15,
  clinicPhotos: [],
  membersServed: 42,
  createdAt: EXAMPLE.createdAt,
  status: 'Active',
};
