// The VAPID key pair that signs every Web Push request. A browser's subscription is bound to the
// public key it subscribed with, so every instance must sign with the same pair, for good: it is
// made once (by whichever instance needs it first) and kept in the shared database, like the
// public halves of the card keys. Cached per database for the life of the process.
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { keepFirstServerKey, readServerKey } from './reminders.repo.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_NAME = 'vapid';
const vapidSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const cache = new WeakMap<Kysely<DB>, Promise<VapidKeys>>();

async function loadOrMake(db: Kysely<DB>, now: Date): Promise<VapidKeys> {
  const stored =
    (await readServerKey(db, KEY_NAME)) ??
    (await keepFirstServerKey(
      db,
      KEY_NAME,
      JSON.stringify(webpush.generateVAPIDKeys()),
      now.toISOString(),
    ));
  return vapidSchema.parse(JSON.parse(stored));
}

export function vapidKeys(db: Kysely<DB>, now: Date): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrMake(db, now);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
