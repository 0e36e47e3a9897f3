import { describe, expect, it } from 'vitest';
import { readSyncState } from './db.ts';
import { engineUnderTest } from './offline-test-kit.ts';
import { enqueueVisit } from './outbox.ts';
import type { OfflineDb } from './db.ts';

const visit = { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 };

async function queue(db: OfflineDb, n: number) {
  for (let i = 0; i < n; i++) await enqueueVisit(db, visit);
}

const offline = { kind: 'error' as const, message: 'No connection to the server' };

describe('the sync loop: what a run reports', () => {
  it('reports the visits still waiting when a run breaks on an unexpected error', async () => {
    const { db, server, engine } = engineUnderTest({ tasks: { push: true, jwks: true } });
    await queue(db, 2);
    server.pushHandler = () => offline;
    server.jwks = () => Promise.reject(new Error('The database connection is closing'));

    const result = await engine.syncNow();

    expect(result).toMatchObject({
      ok: false,
      pending: 2,
      error: 'The database connection is closing',
    });
  });

  it('remembers why the last run failed, and forgets it once a run finishes', async () => {
    const { db, server, clock, engine } = engineUnderTest();
    await queue(db, 1);
    server.pushHandler = () => offline;

    await engine.syncNow();
    expect(await readSyncState(db, 'lastError')).toBe(offline.message);
    expect(await readSyncState(db, 'lastSyncAt')).toBeUndefined();

    server.pushHandler = (mutations) => ({ kind: 'ok', data: server.answer(mutations) });
    await engine.syncNow();
    expect(await readSyncState(db, 'lastError')).toBeUndefined();
    expect(await readSyncState(db, 'lastSyncAt')).toBe(new Date(clock.now()).toISOString());
  });

  it('does not call a run synced when its visits went out but a pull failed', async () => {
    const { db, server, engine } = engineUnderTest({ tasks: { push: true, jwks: true } });
    await queue(db, 1);
    server.keys = { keys: [] };

    const result = await engine.syncNow();

    expect(result).toMatchObject({ ok: false, sent: 1, pending: 0 });
    expect(await readSyncState(db, 'lastSyncAt')).toBeUndefined();
    expect(await readSyncState(db, 'lastError')).toBe('The server published no card keys');
  });
});
