// Which partner a stored file belongs to, and whether that partner is listed.
import type { Kysely } from 'kysely';
import type { DB, PartnerStatusValue, UploadKind, UploadRow } from '../../db/schema.ts';

export async function insertUploads(db: Kysely<DB>, rows: UploadRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('uploads').values(rows).execute();
}

export function findUpload(
  db: Kysely<DB>,
  name: string,
): Promise<
  { kind: UploadKind; content_type: string; partner_status: PartnerStatusValue | null } | undefined
> {
  return db
    .selectFrom('uploads')
    .leftJoin('partners', 'partners.id', 'uploads.partner_id')
    .select(['uploads.kind', 'uploads.content_type', 'partners.status as partner_status'])
    .where('uploads.name', '=', name)
    .executeTakeFirst();
}

export async function uploadNamesOfPartner(db: Kysely<DB>, partnerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('partner_id', '=', partnerId)
    .execute();
  return rows.map((r) => r.name);
}
