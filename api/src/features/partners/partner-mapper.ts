// Partner rows as the API shows them, and as other features know a partner. Stored file names
// become relative `uploads/<name>` URLs.
import type { PartnerListing, PartnerListingStatus } from '@mcs/shared';
import type { PartnerRow, PartnerStatusValue, PartnerTypeValue } from '../../db/schema.ts';
import { jsonStringList } from '../../lib/json-text.ts';
import { uploadUrl } from '../uploads/uploads.service.ts';

const LISTING_STATUS: Record<PartnerStatusValue, PartnerListingStatus> = {
  approved: 'Active',
  pending: 'Pending',
  rejected: 'Rejected',
};

/** A partner as other features see one: who records a visit, and where it happens. */
export interface Partner {
  id: number;
  /** Clinic or centre name. */
  name: string;
  /** The doctor or person responsible, whom a visit names. */
  responsibleName: string;
  /** Street address, district and state on one line, as a visit records where it happened. */
  fullAddress: string;
  /** Distinct members served, kept by each visit insert. */
  membersServed: number;
}

export function rowToPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    responsibleName: row.responsible_name,
    fullAddress: [row.address, row.district, row.state].filter(Boolean).join(', '),
    membersServed: row.members_served,
  };
}

/** What changing a partner's password needs; only the auth feature asks for it. */
export interface PartnerSignIn {
  id: number;
  email: string;
  type: PartnerTypeValue;
  passwordHash: string;
}

export function rowToPartnerSignIn(row: PartnerRow): PartnerSignIn {
  return { id: row.id, email: row.email, type: row.type, passwordHash: row.password_hash };
}

/** The stored file names a partner row holds (certificate and clinic photos), for removing them. */
export function fileNamesOf(
  row: Pick<PartnerRow, 'certificate_file' | 'clinic_photos'>,
): (string | null)[] {
  return [row.certificate_file, ...jsonStringList(row.clinic_photos)];
}

/** The badge a listing shows for a stored status: Active, Pending or Rejected. */
export function partnerListingStatus(status: PartnerStatusValue): PartnerListingStatus {
  return LISTING_STATUS[status];
}

/** The columns a listing is made of: a partner's other columns are never read for one. */
export const LISTING_COLUMNS = [
  'id',
  'name',
  'type',
  'status',
  'responsible_name',
  'contact_phone',
  'contact_email',
  'website',
  'address',
  'district',
  'state',
  'pincode',
  'time_from',
  'time_to',
  'day_from',
  'day_to',
  'specialization',
  'council_name',
  'council_number',
  'discount_amount',
  'discount_items',
  'standard_discount',
  'clinic_photos',
  'members_served',
  'created_at',
] as const satisfies readonly (keyof PartnerRow)[];

export type ListingRow = Pick<PartnerRow, (typeof LISTING_COLUMNS)[number]>;

/** A listed partner; `members_served` is kept by each visit insert, so no listing counts visits. */
export function toPartnerListing(row: ListingRow): PartnerListing {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    responsible: { name: row.responsible_name },
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    website: row.website ?? '',
    address: row.address,
    district: row.district,
    state: row.state,
    pincode: row.pincode,
    timeFrom: row.time_from,
    timeTo: row.time_to,
    dayFrom: row.day_from,
    dayTo: row.day_to,
    specialization: row.specialization,
    council: { name: row.council_name, number: row.council_number },
    discountAmount: row.discount_amount,
    discountItems: jsonStringList(row.discount_items),
    standardDiscount: row.standard_discount,
    clinicPhotos: jsonStringList(row.clinic_photos).map(uploadUrl),
    membersServed: row.members_served,
    createdAt: row.created_at,
    status: partnerListingStatus(row.status),
  };
}
