// The card signing keys: ES256 on P-256, each with a `kid`. The newest key signs;
// older keys stay in the file so cards they signed keep verifying until those cards expire
// (the JWKS, read from the card_keys table every instance writes to, lists a retired key only
// while a live card still needs it). Private keys come from CARD_PRIVATE_JWK when set, else from
// DATA_DIR/card-keys.json, created on first start, and never leave this process. A server
// restart therefore keeps every issued card valid.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { CARD_ALG, generateCardKey, toPublicCardJwk } from '@mcs/shared';
import type { CardPublicJwk, CardSigningKey } from '@mcs/shared';
import { z } from 'zod';
import type { Env } from '../env.ts';

export const CARD_KEYS_FILE = 'card-keys.json';

/** A P-256 private key as a JWK; other members (alg, use...) pass through untouched. */
const privateJwkSchema = z.looseObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  d: z.string(),
  x: z.string(),
  y: z.string(),
  kid: z.string().optional(),
});

const storedKeySchema = z.object({
  kid: z.string().min(1),
  privateJwk: privateJwkSchema,
  createdAt: z.string(),
});
const keyFileSchema = z.object({ keys: z.array(storedKeySchema) });

type StoredKey = z.infer<typeof storedKeySchema>;

export interface CardKeyStore {
  /** The key new cards are signed with. */
  signing: CardSigningKey & { privateKey: CryptoKey };
  /** Every key this server has signed with, newest first. */
  publicKeys: CardPublicJwk[];
}

function readKeyFile(file: string): StoredKey[] {
  if (!existsSync(file)) return [];
  const parsed = keyFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a card key file: ${parsed.error.message}`);
  return parsed.data.keys;
}

function writeKeyFile(file: string, keys: StoredKey[]): void {
  mkdirSync(join(file, '..'), { recursive: true });
  // Write then rename: a crash mid-write must never leave a half key file behind.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

/**
 * CARD_PRIVATE_JWK holds one private JWK, or an array of them newest first: the first signs and
 * the others stay published (card_keys), so a pinned key rotates without stranding the cards
 * already out there.
 */
async function fromConfiguredJwks(text: string): Promise<StoredKey[]> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('CARD_PRIVATE_JWK is not JSON: give a private JWK or an array of them');
  }
  const parsed = z
    .array(privateJwkSchema)
    .min(1)
    .safeParse(Array.isArray(value) ? value : [value]);
  if (!parsed.success)
    throw new Error(`CARD_PRIVATE_JWK must hold EC P-256 private keys: ${parsed.error.message}`);
  return Promise.all(
    parsed.data.map(async (jwk) => ({
      kid: jwk.kid ?? (await calculateJwkThumbprint(jwk)).slice(0, 12),
      privateJwk: jwk,
      createdAt: new Date(0).toISOString(),
    })),
  );
}

async function newStoredKey(now: Date): Promise<StoredKey> {
  const { kid, privateJwk } = await generateCardKey();
  const parsed = privateJwkSchema.parse(privateJwk);
  return { kid, privateJwk: parsed, createdAt: now.toISOString() };
}

async function buildStore(keys: StoredKey[]): Promise<CardKeyStore> {
  const [current] = keys;
  if (!current) throw new Error('No card signing key');
  const privateKey = await importJWK(current.privateJwk as JWK, CARD_ALG);
  if (privateKey instanceof Uint8Array) throw new Error('The card key must be an EC private key');
  return {
    signing: { kid: current.kid, privateKey },
    publicKeys: keys.map((k) => toPublicCardJwk(k.privateJwk as JWK, k.kid)),
  };
}

export async function loadCardKeyStore(
  env: Pick<Env, 'dataDir' | 'cardPrivateJwk'>,
  now = new Date(),
): Promise<CardKeyStore> {
  const file = join(env.dataDir, CARD_KEYS_FILE);
  let keys = readKeyFile(file);
  if (env.cardPrivateJwk) {
    const configured = await fromConfiguredJwks(env.cardPrivateJwk);
    const kids = new Set(configured.map((k) => k.kid));
    keys = [...configured, ...keys.filter((k) => !kids.has(k.kid))];
  } else if (keys.length === 0) {
    keys = [await newStoredKey(now)];
    writeKeyFile(file, keys);
  }
  return buildStore(keys);
}

/**
 * Starts signing with a fresh key; the previous ones remain published while cards they
 * signed are live. Refused when CARD_PRIVATE_JWK pins the key: a key made here would never sign.
 */
export async function rotateCardKey(
  env: Pick<Env, 'dataDir' | 'cardPrivateJwk'>,
  now = new Date(),
): Promise<string> {
  if (env.cardPrivateJwk) {
    throw new Error(
      'CARD_PRIVATE_JWK pins the card key: rotate by putting the new key first in it, as a JSON array with the old key after it.',
    );
  }
  const file = join(env.dataDir, CARD_KEYS_FILE);
  const fresh = await newStoredKey(now);
  writeKeyFile(file, [fresh, ...readKeyFile(file)]);
  forgetCardKeyStores();
  return fresh.kid;
}

// One store per data directory and configured key: loaded at the first card request, not per request.
const stores = new Map<string, Promise<CardKeyStore>>();

export function cardKeyStoreFor(
  env: Pick<Env, 'dataDir' | 'cardPrivateJwk'>,
): Promise<CardKeyStore> {
  const cacheKey = `${env.dataDir}\n${env.cardPrivateJwk ?? ''}`;
  let store = stores.get(cacheKey);
  if (!store) {
    store = loadCardKeyStore(env);
    stores.set(cacheKey, store);
    store.catch(() => stores.delete(cacheKey));
  }
  return store;
}

export function forgetCardKeyStores(): void {
  stores.clear();
}
