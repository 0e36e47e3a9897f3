import { generateCardKey, newCardRid, signCard } from '@mcs/shared';
import { describe, expect, it } from 'vitest';
import { verifyScannedCard } from './card-check.ts';
import { freshDb } from './offline-test-kit.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

async function issue(rid = newCardRid()) {
  const key = await generateCardKey();
  const jws = await signCard(
    {
      iss: 'mcs',
      sub: 'MCS-2026-4F9A2C',
      name: 'Asha Verma',
      plan: 'Annual',
      exp: Date.parse('2027-01-01T00:00:00Z') / 1000,
      iat: NOW.getTime() / 1000 - 60,
      family: [],
      rid,
    },
    { kid: key.kid, privateKey: key.privateJwk },
  );
  return { key, jws, rid };
}

describe('checking a scanned card on the device', () => {
  it('verifies against the cached keys with no network and says the answer is offline', async () => {
    const db = freshDb();
    const { key, jws } = await issue();
    await db.jwks.put(key.publicJwk);

    const result = await verifyScannedCard(db, jws, NOW);

    expect(result).toMatchObject({
      ok: true,
      offline: true,
      member: { membershipId: 'MCS-2026-4F9A2C', name: 'Asha Verma' },
    });
  });

  it('refuses a card on the cached revocation list', async () => {
    const db = freshDb();
    const { key, jws, rid } = await issue();
    await db.jwks.put(key.publicJwk);
    await db.revocations.put({ rid });

    expect(await verifyScannedCard(db, jws, NOW)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  it('asks for a sync when the device has no keys yet', async () => {
    const { jws } = await issue();
    const result = await verifyScannedCard(freshDb(), jws, NOW);
    expect(result).toMatchObject({ ok: false, reason: 'unknown_key' });
    if (!result.ok) expect(result.message).toMatch(/Sync when online/);
  });
});
