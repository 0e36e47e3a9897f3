// Set-password links (password_links, 0016) and the accounts they set a password for. Only the
// token's SHA-256 is stored; using a link is one UPDATE that also checks it is unused and unexpired,
// so two clicks racing each other cannot both use it.
import type { Kysely } from 'kysely';
import type { DB, PasswordLinkAccount, PasswordLinkPurpose } from '../../db/schema.ts';

export interface LinkAccount {
  type: PasswordLinkAccount;
  id: number;
  name: string;
  email: string;
}

/** Every member and partner account that uses this (lower-cased) email. */
export async function findAccountsByEmail(db: Kysely<DB>, email: string): Promise<LinkAccount[]> {
  const members = await db
    .selectFrom('members')
    .select(['id', 'name', 'email'])
    .where('email', '=', email)
    .execute();
  const partners = await db
    .selectFrom('partners')
    .select(['id', 'responsible_name as name', 'email'])
    .where('email', '=', email)
    .execute();
  return [
    ...members.map((m) => ({
      type: 'member' as const,
      id: Number(m.id),
      name: m.name,
      email: m.email,
    })),
    ...partners.map((p) => ({
      type: 'partner' as const,
      id: Number(p.id),
      name: p.name,
      email: p.email,
    })),
  ];
}

export async function insertPasswordLink(
  db: Kysely<DB>,
  link: {
    tokenHash: string;
    account: { type: PasswordLinkAccount; id: number };
    purpose: PasswordLinkPurpose;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('password_links')
    .values({
      token_hash: link.tokenHash,
      account_type: link.account.type,
      account_id: link.account.id,
      purpose: link.purpose,
      expires_at: link.expiresAt,
      created_at: link.createdAt,
    })
    .execute();
}

/** Marks the link used if it is unused and unexpired at `now`; the account it is for, or undefined. */
export async function useLink(
  db: Kysely<DB>,
  link: { tokenHash: string; now: string },
): Promise<{ type: PasswordLinkAccount; id: number } | undefined> {
  const row = await db
    .updateTable('password_links')
    .set({ used_at: link.now })
    .where('token_hash', '=', link.tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', link.now)
    .returning(['account_type', 'account_id'])
    .executeTakeFirst();
  return row && { type: row.account_type, id: Number(row.account_id) };
}

/** The account's other links stop working once one is used: the newest password is the one set. */
export async function retireLinks(
  db: Kysely<DB>,
  account: { type: PasswordLinkAccount; id: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('password_links')
    .set({ used_at: now })
    .where('account_type', '=', account.type)
    .where('account_id', '=', account.id)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Sets the password and ends every session of the account (its generation goes up). A member's
 * must-change flag is cleared: the password is now one only they know.
 */
export async function setAccountPassword(
  db: Kysely<DB>,
  account: { type: PasswordLinkAccount; id: number },
  passwordHash: string,
): Promise<string | undefined> {
  if (account.type === 'member') {
    const row = await db
      .updateTable('members')
      .set((eb) => ({
        password_hash: passwordHash,
        must_change_password: 0,
        session_generation: eb('session_generation', '+', 1),
      }))
      .where('id', '=', account.id)
      .returning('email')
      .executeTakeFirst();
    return row?.email;
  }
  const row = await db
    .updateTable('partners')
    .set((eb) => ({
      password_hash: passwordHash,
      session_generation: eb('session_generation', '+', 1),
    }))
    .where('id', '=', account.id)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}
