// A partner's API keys: how clinic software calls the desk's routes without a person's password.
// A key is `mcs_<public id>_<secret>`: the public id (12 hex characters, not secret) finds the row
// and is what the dashboard shows; the secret is 256 random bits. Only the SHA-256 of the whole key
// is stored. A fast hash is enough here, unlike for passwords: nobody can guess or look up 256
// random bits, so a slow hash would buy nothing and would cost every keyed call its time.
// A key is not a session: a person's Logout or password change leaves it working, and revoking it
// ends it on the next call (every call reads the row). It stands for its partner, so the desk's
// limits (membership checks, visits a day) count its calls with the partner's own.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, MAX_LIVE_API_KEYS } from '@mcs/shared';
import type { ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyList } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { PartnerPrincipal } from '../../lib/principal.ts';
import { recordPartnerAction } from '../audit/audit.service.ts';
import {
  countLiveApiKeys,
  findKeyHolder,
  findPartnerApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKeyRow,
  touchApiKey,
} from './api-keys.repo.ts';
import type { ApiKeyRow } from './api-keys.repo.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const BAD_API_KEY = 'This API key is not valid or has been revoked.';
export const API_KEY_NOT_FOUND = 'API key not found';
export const API_KEY_ALREADY_REVOKED = 'This API key has already been revoked.';
export const TOO_MANY_API_KEYS = `A partner may hold at most ${MAX_LIVE_API_KEYS} live API keys. Please revoke one you no longer use first.`;

const KEY_SHAPE = /^mcs_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** How stale `last_used_at` may get: it is written at most once a minute per key. */
const TOUCH_EVERY_MS = 60_000;

/** True for a bearer token shaped as one of our API keys (whether or not it is live). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: String(row.id),
    name: row.name,
    display: `${API_KEY_PREFIX}${row.public_id}…`,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export async function listPartnerApiKeys(
  deps: Deps,
  partner: PartnerPrincipal,
): Promise<ApiKeyList> {
  return { keys: (await listApiKeys(deps.db, partner.id)).map(toApiKey) };
}

/** A new key for the partner: its secret is in this answer and nowhere else, ever. */
export async function createApiKey(
  deps: Deps,
  partner: PartnerPrincipal,
  body: ApiKeyCreateBody,
): Promise<ApiKeyCreated> {
  const publicId = randomBytes(6).toString('hex');
  const secret = `${API_KEY_PREFIX}${publicId}_${randomBytes(32).toString('base64url')}`;
  const at = deps.now().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    if ((await countLiveApiKeys(trx, partner.id)) >= MAX_LIVE_API_KEYS)
      throw new AppError(409, 'too_many_keys', TOO_MANY_API_KEYS);
    const created = await insertApiKey(trx, {
      partner_id: partner.id,
      name: body.name,
      public_id: publicId,
      secret_hash: sha256(secret),
      created_at: at,
    });
    await recordPartnerAction(trx, partner, {
      action: 'api-key.create',
      target: {
        type: 'api-key',
        id: created.id,
        label: `${body.name} (${API_KEY_PREFIX}${publicId}…)`,
      },
      at,
    });
    return created;
  });
  return { key: toApiKey(row), secret };
}

/** Revokes one of the partner's keys: the next call with it is refused. */
export async function revokeApiKey(
  deps: Deps,
  partner: PartnerPrincipal,
  keyId: number,
): Promise<ApiKey> {
  const at = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const existing = await findPartnerApiKey(trx, partner.id, keyId);
    // Another partner's key is "not found": its existence is none of this partner's business.
    if (!existing) throw AppError.notFound(API_KEY_NOT_FOUND);
    if (!(await revokeApiKeyRow(trx, partner.id, keyId, at)))
      throw AppError.conflict(API_KEY_ALREADY_REVOKED);
    await recordPartnerAction(trx, partner, {
      action: 'api-key.revoke',
      target: {
        type: 'api-key',
        id: keyId,
        label: `${existing.name} (${API_KEY_PREFIX}${existing.public_id}…)`,
      },
      at,
    });
    return toApiKey({ ...existing, revoked_at: at });
  });
}

/**
 * The partner a live key stands for, with the key's id; null when the key is unknown, revoked or
 * does not match (the guard answers 401). A partner no longer approved gets what its sessions get.
 */
export async function partnerOfApiKey(
  deps: Deps,
  token: string,
): Promise<
  | (PartnerPrincipal & { apiKeyId: number })
  | { notApproved: { status: string; reason: string | null } }
  | null
> {
  const match = KEY_SHAPE.exec(token);
  if (!match) return null;
  const holder = await findKeyHolder(deps.db, match[1]!);
  if (!holder || holder.key.revoked_at !== null) return null;
  const expected = Buffer.from(holder.key.secret_hash, 'hex');
  const given = createHash('sha256').update(token).digest();
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (holder.partner.status !== 'approved')
    return {
      notApproved: { status: holder.partner.status, reason: holder.partner.rejectionReason },
    };
  const now = deps.now();
  await touchApiKey(
    deps.db,
    holder.key.id,
    now.toISOString(),
    new Date(now.getTime() - TOUCH_EVERY_MS).toISOString(),
  );
  return {
    role: 'partner',
    id: Number(holder.key.partner_id),
    email: holder.partner.email,
    type: holder.partner.type,
    apiKeyId: Number(holder.key.id),
  };
}
