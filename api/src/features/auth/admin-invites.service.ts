// The admin invite codes that admin registration (auth.service.ts) claims. Issuing them is the
// admin feature's work (admin/invites.service.ts); it stores them here, never through auth.repo.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as auth from './auth.repo.ts';

/** Stores a one-time invite code an admin issued. */
export function insertInvite(
  db: Kysely<DB>,
  invite: { code: string; createdBy: number; expiresAt: string; createdAt: string },
): Promise<void> {
  return auth.insertInvite(db, invite);
}
