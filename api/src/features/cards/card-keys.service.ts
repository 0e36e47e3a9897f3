// Which card keys the world may trust. Each instance signs with its own key (from
// DATA_DIR or CARD_PRIVATE_JWK); behind a load balancer a card may come from any of them, so every
// instance records its public key in the shared database and the JWKS is read from there.
import type { Kysely } from 'kysely';
import type { Jwks } from '@mcs/shared';
import type { DB } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { cardKeyStoreFor } from '../../keys/card-key-store.ts';
import type { CardKeyStore } from '../../keys/card-key-store.ts';
import { publishedCardKeys, recordCardKeys } from './card-keys.repo.ts';

type KeyDeps = { db: Kysely<DB> } & Pick<AppDeps, 'env' | 'now'>;

// Recorded once per database and signing key for the life of the process: at start, and again
// only after a rotation changes the key.
const recorded = new WeakMap<Kysely<DB>, Map<string, Promise<void>>>();

/** The keys this instance signs with, once their public halves are in the shared database. */
export async function cardSigningKeys(deps: KeyDeps): Promise<CardKeyStore> {
  const store = await cardKeyStoreFor(deps.env);
  const kid = store.signing.kid;
  let byKid = recorded.get(deps.db);
  if (!byKid) {
    byKid = new Map();
    recorded.set(deps.db, byKid);
  }
  let done = byKid.get(kid);
  if (!done) {
    const signing = store.publicKeys.find((k) => k.kid === kid);
    if (!signing) throw new Error(`The card key store does not list its signing key ${kid}`);
    const older = store.publicKeys.filter((k) => k.kid !== kid);
    done = recordCardKeys(deps.db, { signing, older }, deps.now().toISOString());
    const forget = byKid;
    done.catch(() => forget.delete(kid));
    byKid.set(kid, done);
  }
  await done;
  return store;
}

/** Every key any instance signs or has signed cards with. */
export async function publishedJwks(deps: KeyDeps): Promise<Jwks> {
  await cardSigningKeys(deps);
  return { keys: await publishedCardKeys(deps.db) };
}
