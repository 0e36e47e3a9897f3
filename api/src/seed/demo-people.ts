// The demo members, pending applications and contact queries. The first member is the fixed demo
// sign-in (a family of 4: the holder and three others); one membership has expired, and one
// family's ends in 15 days.
import type { PartnerType } from '@mcs/shared';
import type { MemberStatusValue } from '../db/schema.ts';

export interface DemoMember {
  name: string;
  email: string;
  phone: string;
  status: MemberStatusValue;
  joinedDaysAgo: number;
  /** Days from now until validUntil (negative: already expired). */
  validForDays: number;
  family: { name: string; age: number; gender: string; relationship: string }[];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    name: 'Ananya Krishnan',
    email: 'member@demo.mcs',
    phone: '9000000101',
    status: 'Active',
    joinedDaysAgo: 50,
    validForDays: 365,
    family: [
      { name: 'Vivek Krishnan', age: 42, gender: 'Male', relationship: 'Spouse' },
      { name: 'Diya Krishnan', age: 12, gender: 'Female', relationship: 'Daughter' },
      { name: 'Arjun Krishnan', age: 8, gender: 'Male', relationship: 'Son' },
    ],
  },
  {
    name: 'Rahul Verma',
    email: 'rahul.verma@demo.mcs',
    phone: '9000000102',
    status: 'Active',
    joinedDaysAgo: 60,
    validForDays: 305,
    family: [],
  },
  {
    name: 'Sunita Joshi',
    email: 'sunita.joshi@demo.mcs',
    phone: '9000000103',
    status: 'Expired',
    joinedDaysAgo: 400,
    validForDays: -35,
    family: [{ name: 'Mohan Joshi', age: 67, gender: 'Male', relationship: 'Spouse' }],
  },
  {
    name: 'Farhan Ali',
    email: 'farhan.ali@demo.mcs',
    phone: '9000000104',
    status: 'Active',
    // A family whose year ends in 15 days: the demo shows the renewal reminders (e-mail, banner).
    joinedDaysAgo: 350,
    validForDays: 15,
    family: [{ name: 'Zoya Ali', age: 31, gender: 'Female', relationship: 'Spouse' }],
  },
];

export interface DemoApplication {
  type: PartnerType;
  name: string;
  email: string;
  responsibleName: string;
  responsibleSex: 'Male' | 'Female';
  /** The address the applicant gave for the public listing. */
  contactEmail: string;
  specialization: string | null;
  state: string;
  district: string;
  pincode: string;
  councilName: string;
  councilNumber: string;
}

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    type: 'doctor',
    name: 'Harmony Child Clinic',
    email: 'harmony@apply.demo.mcs',
    responsibleName: 'Kavitha Rao',
    responsibleSex: 'Female',
    contactEmail: 'desk@harmonychildclinic.example.in',
    specialization: 'Pediatrics',
    state: 'Karnataka',
    district: 'Mysuru',
    pincode: '570001',
    councilName: 'Karnataka Medical Council',
    councilNumber: 'KMC-58213',
  },
  {
    type: 'dentist',
    name: 'Pearl Smile Dental Studio',
    email: 'pearl@apply.demo.mcs',
    responsibleName: 'Nikhil Desai',
    responsibleSex: 'Male',
    contactEmail: 'hello@pearlsmile.example.in',
    specialization: 'Orthodontics',
    state: 'Maharashtra',
    district: 'Pune',
    pincode: '411001',
    councilName: 'Maharashtra State Dental Council',
    councilNumber: 'MSDC-20931',
  },
  {
    type: 'diagnostic',
    name: 'Clearview Imaging Centre',
    email: 'clearview@apply.demo.mcs',
    responsibleName: 'Sanjay Mehta',
    responsibleSex: 'Male',
    contactEmail: 'reports@clearviewimaging.example.in',
    specialization: null,
    state: 'Gujarat',
    district: 'Ahmedabad',
    pincode: '380001',
    councilName: 'Gujarat Clinical Establishments Authority',
    councilNumber: 'GCEA-7741',
  },
];

export const DEMO_CONTACT_QUERIES: readonly {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  user_type: string;
  status: string;
}[] = [
  {
    name: 'Pooja Shah',
    email: 'pooja.shah@example.in',
    phone: '9876543210',
    subject: 'Adding my parents to the plan',
    message: 'Can I add my parents to my existing membership, and what would the fee be?',
    user_type: 'member',
    status: 'pending',
  },
  {
    name: 'Dr. Arvind Kumar',
    email: 'arvind.clinic@example.in',
    subject: 'Joining as a partner',
    message: 'I run a small clinic in Lucknow. How long does the approval take?',
    user_type: 'doctor',
    status: 'pending',
  },
  {
    name: 'Meena Pharmacy',
    email: 'meena.pharmacy@example.in',
    subject: 'Discount on OTC items',
    message: 'Should the member discount apply to over-the-counter products as well?',
    user_type: 'pharmacy',
    status: 'resolved',
  },
  {
    name: 'Kiran Rao',
    email: 'kiran.rao@example.in',
    subject: 'Card not scanning',
    message: 'The QR code on my card did not scan at the counter yesterday.',
    user_type: 'general',
    status: 'pending',
  },
];
