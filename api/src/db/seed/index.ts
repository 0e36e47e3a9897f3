// Demo data (DEMO=1, the default for `npm start`): fixed sign-ins, a directory of 64 partners,
// three pending applications with real documents, members (one with a family of 4, one
// expired), payments, visits and contact queries. Runs only on a database without the demo admin,
// so a restart never duplicates anything; without DEMO none of it exists.
import { generateMembershipId, quoteMembership } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordVisit } from '../../features/visits/visits.service.ts';
import { storeUploads } from '../../features/uploads/uploads.service.ts';
import type { StoredUpload } from '../../features/uploads/uploads.service.ts';
import type { NewMemberRow, NewPartnerRow } from '../schema.ts';
import { DEMO_SIGN_INS } from './demo-sign-ins.ts';
import { makeCertificatePdf, makePng } from './demo-files.ts';
import { DEMO_DIRECTORY_SIZE, demoDirectoryPartner } from './demo-partners.ts';
import { DEMO_APPLICATIONS, DEMO_CONTACT_QUERIES, DEMO_MEMBERS } from './demo-people.ts';

export { DEMO_SIGN_INS } from './demo-sign-ins.ts';

const DAY_MS = 86_400_000;

/** Seeds the demo data unless it is already there. Answers whether anything was written. */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const { db } = deps;
  const existing = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', DEMO_SIGN_INS.admin.email)
    .executeTakeFirst();
  if (existing) return false;
  const now = deps.now();
  const iso = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY_MS).toISOString();

  // Files first (outside the transaction): writing PDFs is slow and a failure leaves only stray files.
  const applicationFiles: StoredUpload[][] = [];
  for (const app of DEMO_APPLICATIONS) {
    const pdf = await makeCertificatePdf(app.responsibleName, app.councilName, app.councilNumber);
    const photos =
      app.type === 'doctor' || app.type === 'dentist'
        ? [makePng(320, 240, app.colour), makePng(320, 240, [60, 160, 90])]
        : [];
    applicationFiles.push(
      await storeUploads(deps.uploadsDir, [
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
  const [adminHash, memberHash, partnerHash, otherHash] = await Promise.all([
    hashPassword(DEMO_SIGN_INS.admin.password),
    hashPassword(DEMO_SIGN_INS.member.password),
    hashPassword(DEMO_SIGN_INS.partner.password),
    hashPassword('demo-member-2'),
  ]);

  const demoPartnerId = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admins')
      .values({
        name: 'Demo Admin',
        email: DEMO_SIGN_INS.admin.email,
        phone: '9000000001',
        password_hash: adminHash,
        created_at: iso(-120),
      })
      .execute();

    for (const [index, person] of DEMO_MEMBERS.entries()) {
      const row: NewMemberRow = {
        membership_id: generateMembershipId(
          new Date(iso(person.joinedDaysAgo * -1)).getUTCFullYear(),
        ),
        name: person.name,
        email: index === 0 ? DEMO_SIGN_INS.member.email : person.email,
        phone: person.phone,
        password_hash: index === 0 ? memberHash : otherHash,
        plan: 'Annual',
        status: person.status,
        valid_until: iso(person.validForDays),
        family_details: JSON.stringify(person.family),
        created_at: iso(-person.joinedDaysAgo),
        updated_at: iso(-person.joinedDaysAgo),
      };
      const member = await trx
        .insertInto('members')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      const quote = quoteMembership(1 + person.family.length);
      await trx
        .insertInto('payments')
        .values({
          member_id: member.id,
          amount: quote.totalWithTax,
          members_count: quote.members,
          reference: `DEMO-PAY-${1001 + index}`,
          paid_at: iso(-person.joinedDaysAgo),
        })
        .execute();
    }

    const demoPartner: NewPartnerRow = {
      ...demoDirectoryPartner(0, now),
      type: 'doctor',
      name: 'Demo Family Clinic',
      email: DEMO_SIGN_INS.partner.email,
      password_hash: partnerHash,
      responsible_name: 'Dr. Demo Partner',
      specialization: 'General Medicine',
      state: 'Karnataka',
      district: 'Bangalore Urban',
      address: '1, Residency Road',
      created_at: iso(-90),
      updated_at: iso(-90),
    };
    const partner = await trx
      .insertInto('partners')
      .values(demoPartner)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 1; i <= DEMO_DIRECTORY_SIZE; i++) {
      await trx.insertInto('partners').values(demoDirectoryPartner(i, now)).execute();
    }

    for (const [index, app] of DEMO_APPLICATIONS.entries()) {
      const files = applicationFiles[index] ?? [];
      const certificate = files.find((f) => f.kind === 'certificate');
      const row = await trx
        .insertInto('partners')
        .values({
          ...demoDirectoryPartner(100 + index, now),
          type: app.type,
          name: app.name,
          status: 'pending',
          email: app.email,
          password_hash: otherHash,
          responsible_name: app.responsibleName,
          specialization: app.specialization,
          state: app.state,
          district: app.district,
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
        await trx
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

    for (const [index, query] of DEMO_CONTACT_QUERIES.entries()) {
      await trx
        .insertInto('contact_queries')
        .values({
          ...query,
          phone: query.phone ?? null,
          created_at: iso(-index - 0.5),
          updated_at: iso(-index - 0.5),
        })
        .execute();
    }
    return partner.id;
  });

  // Visits go through the same rule as the desk, dated in the past while the membership was valid.
  const members = await db.selectFrom('members').select(['membership_id', 'email']).execute();
  const demoMember = members.find((m) => m.email === DEMO_SIGN_INS.member.email);
  const second = members.find((m) => m.email === DEMO_MEMBERS[1]?.email);
  const visits = [
    { who: demoMember, daysAgo: 40, service: 'Consultation', discount: 20, bill: 600 },
    { who: demoMember, daysAgo: 12, service: 'Blood tests', discount: 25, bill: 1800 },
    { who: demoMember, daysAgo: 3, service: 'Follow-up visit', discount: 20, bill: 400 },
    { who: second, daysAgo: 5, service: 'Consultation', discount: 20, bill: 500 },
  ];
  for (const v of visits) {
    if (!v.who) continue;
    await recordVisit(
      deps,
      demoPartnerId,
      {
        membershipId: v.who.membership_id,
        service: v.service,
        discountApplied: v.discount,
        billAmount: v.bill,
      },
      { visitedAt: iso(-v.daysAgo) },
    );
  }
  return true;
}
