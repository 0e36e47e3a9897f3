// Admin accounts and invite codes.
import type { Kysely } from 'kysely';
import type { AdminRow, DB } from '../../db/schema.ts';

export function findAdminByEmail(db: Kysely<DB>, email: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Who an admin is (name and email), for the audit entry of their sign-out. */
export function findAdminById(
  db: Kysely<DB>,
  id: number,
): Promise<Pick<AdminRow, 'id' | 'name' | 'email'> | undefined> {
  return db
    .selectFrom('admins')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertAdmin(
  db: Kysely<DB>,
  admin: {
    name: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    createdAt: string;
  },
): Promise<AdminRow> {
  return db
    .insertInto('admins')
    .values({
      name: admin.name,
      email: admin.email.trim().toLowerCase(),
      phone: admin.phone,
      password_hash: admin.passwordHash,
      created_at: admin.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets an admin's password and ends the sessions issued under the old one, in one statement so
 * no request sees one without the other. False when no admin has this email.
 */
export async function setAdminPasswordEndingSessions(
  db: Kysely<DB>,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set((eb) => ({
      password_hash: passwordHash,
      session_generation: eb('session_generation', '+', 1),
    }))
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Claims an unused, unexpired issued invite code for `adminId`; false when there is none. */
export async function claimInvite(
  db: Kysely<DB>,
  code: string,
  adminId: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_invites')
    .set({ used_by: adminId, used_at: nowIso })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function inviteIsUsable(
  db: Kysely<DB>,
  code: string,
  nowIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('admin_invites')
    .select('id')
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a one-time invite code an admin issued. */
export async function insertInvite(
  db: Kysely<DB>,
  invite: { code: string; createdBy: number; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('admin_invites')
    .values({
      code: invite.code,
      created_by: invite.createdBy,
      used_by: null,
      used_at: null,
      expires_at: invite.expiresAt,
      created_at: invite.createdAt,
    })
    .execute();
}
