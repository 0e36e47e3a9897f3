// Examples of the directory, registration, partner sign-in, verify, discount and application
// calls, for the OpenAPI document.
import type {
  adminPartnersPageSchema,
  applicationDecisionResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  partnerApplicationsResponseSchema,
  partnerDiscountSchema,
  partnerRegisterResponseSchema,
  partnersResponseSchema,
  verifiedMemberSchema,
  verifyMembershipBodySchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { DIRECTORY_PARTNER, EXAMPLE } from '../../openapi/example-values.ts';

type Application = z.output<typeof partnerApplicationsResponseSchema>[number];

export const directoryAnswer = {
  partners: [DIRECTORY_PARTNER],
  pagination: { ...EXAMPLE.pagination, totalPartners: 1 },
} satisfies z.output<typeof partnersResponseSchema>;

/** The registration form's fields as the web form sends them (files as their parts). */
export const registrationForm = {
  role: 'doctor',
  responsibleName: 'Dr. Kavya Menon',
  responsibleAge: '39',
  responsibleSex: 'Female',
  responsibleDOB: '1987-02-14',
  contactPhone: '9845098450',
  contactEmail: 'desk@kavyaclinic.in',
  email: 'kavya@kavyaclinic.in',
  password: 'Kaveri river 2026',
  address: '4th Cross, Indiranagar',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  pincode: '560038',
  timeFrom: '9:00 AM',
  timeTo: '7:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  councilName: 'Karnataka Medical Council',
  councilNumber: 'KMC-77812',
  specialization: 'Dermatology',
  clinicName: 'Kavya Skin Clinic',
  discountAmount: '20% on consultation',
  discountItems: '["Consultation","Skin biopsy"]',
  termsAccepted: 'true',
  standardDiscount: '20',
  certificateFile: '(the registration certificate, a PDF or image file)',
  clinicPhotos: ['(a photo of the clinic, an image file)'],
};

export const registeredAnswer = {
  message: 'Registration submitted successfully. Our team will review and contact you.',
  id: '8',
  status: 'pending',
} satisfies z.output<typeof partnerRegisterResponseSchema>;

export const loginAnswer = {
  token: EXAMPLE.token,
  message: 'Login successful',
} satisfies z.output<typeof loginResponseSchema>;

export const verifyBody = { membershipId: EXAMPLE.membershipId } satisfies z.input<
  typeof verifyMembershipBodySchema
>;

export const verifiedAnswer = {
  name: EXAMPLE.memberName,
  membershipId: EXAMPLE.membershipId,
  plan: 'Annual',
  discount: '15%',
  standardDiscount: 15,
  validUntil: EXAMPLE.validUntil,
  familyMembers: 1,
  familyDetails: [{ name: 'Ravi Verma', age: 44, gender: 'Male', relationship: 'Spouse' }],
  status: 'Active',
  valid: true,
  message: 'Membership verified.',
} satisfies z.output<typeof verifiedMemberSchema>;

export const discountAnswer = {
  name: EXAMPLE.clinicName,
  standardDiscount: 15,
  discountAmount: '15% on consultation',
  discountItems: ['Consultation'],
} satisfies z.output<typeof partnerDiscountSchema>;

const application = {
  _id: '8',
  name: 'Kavya Skin Clinic',
  type: 'doctor',
  status: 'pending',
  rejectionReason: null,
  contactEmail: 'desk@kavyaclinic.in',
  contactPhone: '9845098450',
  email: 'kavya@kavyaclinic.in',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  address: '4th Cross, Indiranagar',
  pincode: '560038',
  responsible: { name: 'Dr. Kavya Menon', sex: 'Female', age: '39', dob: '1987-02-14' },
  timings: null,
  timeFrom: '9:00 AM',
  timeTo: '7:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  website: null,
  council: { name: 'Karnataka Medical Council', number: 'KMC-77812' },
  specialization: 'Dermatology',
  certificateFile: '/uploads/3f2a9c1e-certificate.pdf',
  clinicPhotos: [],
  discountAmount: '20% on consultation',
  discountItems: ['Consultation', 'Skin biopsy'],
  standardDiscount: 20,
  createdAt: EXAMPLE.createdAt,
} satisfies Application;

export const applicationsAnswer = [application] satisfies z.output<
  typeof partnerApplicationsResponseSchema
>;

export const approvedAnswer = {
  message: 'Application approved',
  application: { ...application, status: 'approved' },
} satisfies z.output<typeof applicationDecisionResponseSchema>;

export const rejectedAnswer = {
  message: 'Application rejected',
  application: {
    ...application,
    status: 'rejected',
    rejectionReason: 'The registration certificate is not readable.',
  },
} satisfies z.output<typeof applicationDecisionResponseSchema>;

export const partnersPageAnswer = {
  partners: [
    {
      _id: '7',
      name: EXAMPLE.clinicName,
      type: 'doctor',
      email: EXAMPLE.partnerEmail,
      contactEmail: EXAMPLE.partnerEmail,
      contactPhone: '9800000000',
      address: '12 MG Road',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      membersServed: 42,
      createdAt: EXAMPLE.createdAt,
    },
  ],
  pagination: { ...EXAMPLE.pagination, totalPartners: 1 },
} satisfies z.output<typeof adminPartnersPageSchema>;

export const partnerDeletedAnswer = { message: 'Partner deleted' } satisfies z.output<
  typeof messageResponseSchema
>;
