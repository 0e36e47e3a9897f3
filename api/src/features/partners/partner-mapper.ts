// Partner rows as the API shows them. Stored file names become relative `uploads/<name>` URLs.
import type { PartnerListing, PartnerListingStatus } from '@mcs/shared';
import type { PartnerRow, PartnerStatusValue } from '../../db/schema.ts';
import { jsonStringList } from '../../lib/json-text.ts';
import { uploadUrl } from '../uploads/uploads.service.ts';

const LISTING_STATUS: Record<PartnerStatusValue, PartnerListingStatus> = {
  approved: 'Active',
  pending: 'Pending',
  rejected: 'Rejected',
};

/** The badge a listing shows for a stored status: Active, Pending or Rejected. */
export function partnerListingStatus(status: PartnerStatusValue): PartnerListingStatus {
  return LISTING_STATUS[status];
}

/** A listed partner; `members_served` is kept by each visit insert, so no listing counts visits. */
export function toPartnerListing(row: PartnerRow): PartnerListing {
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
