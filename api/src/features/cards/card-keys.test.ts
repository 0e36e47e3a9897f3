import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyCard } from '@mcs/shared';
import { createApp } from '../../app.ts';
import { forgetCardKeyStores, loadCardKeyStore, rotateCardKey } from '../../keys/card-key-store.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cardOf, publishedKeys, revokedRids } from './card-test-kit.ts';
import type { Instance } from './card-test-kit.ts';

let t: TestApp;
const dirs: string[] = [];
afterEach(async () => {
  await t.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  forgetCardKeyStores();
});

/** Another API instance on the same database, with its own data directory and so its own key. */
function secondInstance(app: TestApp): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-second-'));
  dirs.push(dataDir);
  const other = createApp({ ...app.deps, env: { ...app.env, dataDir } });
  return {
    request: (method, path, _body, headers = {}) => other.request(path, { method, headers }),
  };
}

describe('card signing keys', () => {
  it('keeps the same key across restarts', async () => {
    t = await makeTestApp();
    const first = await loadCardKeyStore(t.env);
    const second = await loadCardKeyStore(t.env);
    expect(second.signing.kid).toBe(first.signing.kid);
  });

  it('publishes ES256 public keys and not one field more', async () => {
    t = await makeTestApp();

    const raw = (await (await t.request('GET', '/.well-known/jwks.json')).json()) as {
      keys: Record<string, unknown>[];
    };

    expect(raw.keys).toHaveLength(1);
    expect(Object.keys(raw.keys[0] ?? {}).sort()).toEqual([
      'alg',
      'crv',
      'kid',
      'kty',
      'use',
      'x',
      'y',
    ]);
    expect(raw.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
  });

  it('after a rotation, keeps the old key published, so a replaced card reads as revoked, not unknown', async () => {
    t = await makeTestApp();
    const { headers } = await t.signIn.member();
    const oldCard = await cardOf(t, headers);

    await rotateCardKey(t.env);
    const during = await publishedKeys(t);
    expect(during.keys).toHaveLength(2);
    expect(await verifyCard(oldCard.jws, { jwks: during, revokedRids: new Set() })).toMatchObject({
      ok: true,
    });

    const newCard = await cardOf(t, headers);
    const after = await publishedKeys(t);
    expect(after.keys.map((k) => k.kid).sort()).toEqual(during.keys.map((k) => k.kid).sort());
    expect(
      await verifyCard(newCard.jws, { jwks: after, revokedRids: await revokedRids(t) }),
    ).toMatchObject({ ok: true });
    expect(
      await verifyCard(oldCard.jws, { jwks: after, revokedRids: await revokedRids(t) }),
    ).toMatchObject({ reason: 'revoked' });
  });
});

describe('several API instances on one database', () => {
  it('each publishes every instance’s key, so a card from either verifies', async () => {
    t = await makeTestApp();
    const second = secondInstance(t);
    const asha = await t.signIn.member();
    const ravi = await t.signIn.member();

    const fromFirst = await cardOf(t, asha.headers);
    const fromSecond = await cardOf(second, ravi.headers);
    const published = await publishedKeys(t);
    // The kid of the one published key each card verifies with alone.
    const kids = await Promise.all(
      [fromFirst, fromSecond].map(async (card) => {
        const verifying: string[] = [];
        for (const key of published.keys) {
          const result = await verifyCard(card.jws, {
            jwks: { keys: [key] },
            revokedRids: new Set(),
          });
          if (result.ok) verifying.push(key.kid);
        }
        expect(verifying).toHaveLength(1);
        return verifying[0];
      }),
    );

    expect(kids[0]).not.toBe(kids[1]);
    for (const instance of [t, second]) {
      const jwks = await publishedKeys(instance);
      expect(jwks.keys.map((k) => k.kid).sort()).toEqual([...kids].sort());
      for (const card of [fromFirst, fromSecond])
        expect(await verifyCard(card.jws, { jwks, revokedRids: new Set() })).toMatchObject({
          ok: true,
        });
    }
  });

  it('hands out the same card whichever instance answers', async () => {
    t = await makeTestApp();
    const second = secondInstance(t);
    const { headers } = await t.signIn.member();

    const first = await cardOf(t, headers);
    const again = await cardOf(second, headers);

    expect(again.jws).toBe(first.jws);
    expect(await revokedRids(t)).toEqual(new Set());
  });
});
