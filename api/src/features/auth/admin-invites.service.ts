// The admin invite codes that admin registration (auth.service.ts) claims. The admin console
// decides when one is issued and records it (admin/invites.service.ts); the code itself, its
// alphabet and its storage are this feature's, beside the claim that checks it.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { insertInvite } from './auth.repo.ts';

// Read out or typed by hand: no 0/O, 1/I/L look-alikes. 16 of 31 symbols is about 79 bits.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function generateInviteCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return `INV-${groups.join('-')}`;
}

/** `INV-ABCD-…`: enough to tell codes apart in the log, not enough to use one. */
export function inviteLabel(code: string): string {
  return `${code.split('-').slice(0, 2).join('-')}-…`;
}

/** Draws and stores a one-time invite code; runs in the caller's transaction (with its audit entry). */
export async function issueInviteCode(
  db: Kysely<DB>,
  invite: { createdBy: number; expiresAt: string; createdAt: string },
): Promise<string> {
  const code = generateInviteCode();
  await insertInvite(db, { code, ...invite });
  return code;
}
