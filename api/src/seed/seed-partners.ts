// Demo seed steps for partners: the published partner sign-in with the directory of approved
// listings, and the pending applications with their real certificate and photo files.
import type { Kysely } from 'kysely';
import { storeUploads } from '../features/uploads/uploads.service.ts';
import type { StoredUpload } from '../features/uploads/uploads.service.ts';
import type { DB, NewPartnerRow } from '../db/schema.ts';
import { demoCertificate, demoClinicPhotos } from './demo-files.ts';
import { DEMO_DIRECTORY_SIZE, demoDirectoryPartner } from './demo-partners.ts';
import { DEMO_APPLICATIONS } from './demo-people.ts';
import { DEMO_SIGN_INS } from '../lib/demo-sign-ins.ts';
import type { SeedContext } from './seed-context.ts';
import type { FileStore } from '../lib/file-store.ts';

/** Inserts the demo partner and the directory; answers the demo partner's id. */
export async function seedPartners(db: Kysely<DB>, ctx: SeedContext): Promise<number> {
  const demoPartner: NewPartnerRow = {
    ...demoDirectoryPartner(0, ctx.now),
    type: 'doctor',
    name: 'Demo Family Clinic',
    email: DEMO_SIGN_INS.partner.email,
    password_hash: ctx.hashes.partner,
    responsible_name: 'Arvind Menon',
    specialization: 'General Medicine',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    address: '1, Residency Road',
    created_at: ctx.iso(-90),
    updated_at: ctx.iso(-90),
  };
  const partner = await db
    .insertInto('partners')
    .values(demoPartner)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 1; i <= DEMO_DIRECTORY_SIZE; i++) {
    await db.insertInto('partners').values(demoDirectoryPartner(i, ctx.now)).execute();
  }
  return partner.id;
}

/**
 * Writes each application's certificate (and clinic photos for doctors and dentists). Runs
 * before the transaction: writing files is slow and a failure leaves only stray files.
 */
export async function writeApplicationFiles(store: FileStore): Promise<StoredUpload[][]> {
  const applicationFiles: StoredUpload[][] = [];
  for (const app of DEMO_APPLICATIONS) {
    const pdf = demoCertificate(app.email);
    const photos =
      app.type === 'doctor' || app.type === 'dentist' ? demoClinicPhotos(app.email) : [];
    applicationFiles.push(
      await storeUploads(store, [
        { kind: 'certificate', bytes: pdf, contentType: 'application/pdf', extension: 'pdf' },
        ...photos.map((bytes) => ({
          kind: 'clinic_photo' as const,
          bytes,
          contentType: 'image/png',
          extension: 'png',
        })),
      ]),
    );
  }
  return applicationFiles;
}

/** `applicationFiles[i]` are the files writeApplicationFiles stored for DEMO_APPLICATIONS[i]. */
export async function seedApplications(
  db: Kysely<DB>,
  ctx: SeedContext,
  applicationFiles: readonly StoredUpload[][],
): Promise<void> {
  const { iso } = ctx;
  for (const [index, app] of DEMO_APPLICATIONS.entries()) {
    const files = applicationFiles[index] ?? [];
    const certificate = files.find((f) => f.kind === 'certificate');
    const row = await db
      .insertInto('partners')
      .values({
        ...demoDirectoryPartner(100 + index, ctx.now),
        type: app.type,
        name: app.name,
        status: 'pending',
        email: app.email,
        password_hash: ctx.hashes.other,
        responsible_name: app.responsibleName,
        responsible_sex: app.responsibleSex,
        contact_email: app.contactEmail,
        specialization: app.specialization,
        state: app.state,
        district: app.district,
        pincode: app.pincode,
        council_name: app.councilName,
        council_number: app.councilNumber,
        certificate_file: certificate?.name ?? null,
        clinic_photos: JSON.stringify(
          files.filter((f) => f.kind === 'clinic_photo').map((f) => f.name),
        ),
        created_at: iso(-(index + 1)),
        updated_at: iso(-(index + 1)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const file of files) {
      await db
        .insertInto('uploads')
        .values({
          name: file.name,
          partner_id: row.id,
          kind: file.kind,
          content_type: file.contentType,
          size: file.size,
          created_at: iso(-(index + 1)),
        })
        .execute();
    }
  }
}
