// Partner applications as the admin reviews them. Status changes are conditional updates
// ("... where status = 'pending'") so two admins deciding at once cannot both win.
import type { Kysely } from 'kysely';
import type { PartnerApplication } from '@mcs/shared';
import { jsonStringList } from '../../lib/json-text.ts';
import { uploadUrl } from '../uploads/uploads.service.ts';
import type { DB, PartnerRow, PartnerStatusValue } from '../../db/schema.ts';

/** Review lists are searched on the admin's screen, so they come whole, up to this cap. */
const MAX_APPLICATIONS = 1000;

export function rowToApplication(row: PartnerRow): PartnerApplication {
  return {
    _id: String(row.id),
    name: row.name,
    type: row.type,
    status: row.status,
    rejectionReason: row.rejection_reason,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    email: row.email,
    state: row.state,
    district: row.district,
    address: row.address,
    pincode: row.pincode,
    responsible: {
      name: row.responsible_name,
      sex: row.responsible_sex,
      age: row.responsible_age,
      dob: row.responsible_dob,
    },
    timings: row.timings,
    timeFrom: row.time_from,
    timeTo: row.time_to,
    dayFrom: row.day_from,
    dayTo: row.day_to,
    website: row.website,
    council: { name: row.council_name, number: row.council_number },
    specialization: row.specialization,
    certificateFile: row.certificate_file ? uploadUrl(row.certificate_file) : null,
    clinicPhotos: jsonStringList(row.clinic_photos).map(uploadUrl),
    discountAmount: row.discount_amount,
    discountItems: jsonStringList(row.discount_items),
    standardDiscount: row.standard_discount,
    createdAt: row.created_at,
  };
}

export async function selectApplications(
  db: Kysely<DB>,
  status: PartnerStatusValue | 'all',
): Promise<PartnerRow[]> {
  let query = db.selectFrom('partners').selectAll();
  if (status !== 'all') query = query.where('status', '=', status);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_APPLICATIONS)
    .execute();
}

/** Moves a pending application on; false when it was not pending any more. */
export async function decidePendingApplication(
  db: Kysely<DB>,
  id: number,
  decision: { status: Exclude<PartnerStatusValue, 'pending'>; reason: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ status: decision.status, rejection_reason: decision.reason, updated_at: decision.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
