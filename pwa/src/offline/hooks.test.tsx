import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { usePendingCount, useSyncStatus } from './hooks.ts';
import {
  engineUnderTest,
  freshDb,
  memoryStorage,
  partnerSessionToken,
} from './offline-test-kit.ts';
import { enqueueVisit, settlePush } from './outbox.ts';
import { savePartnerToken } from './partner-session.ts';

function Waiting({ db }: { db: OfflineDb }) {
  const count = usePendingCount(db);
  return <p>{count} visits waiting to be sent</p>;
}

describe('usePendingCount', () => {
  it('shows how many visits are waiting and follows the outbox as it changes', async () => {
    const db = freshDb();
    render(<Waiting db={db} />);
    expect(await screen.findByText('0 visits waiting to be sent')).toBeInTheDocument();

    const item = await act(() =>
      enqueueVisit(db, {
        membershipId: 'MCS-2026-4F9A2C',
        service: 'Consultation',
        discountApplied: 10,
      }),
    );
    await act(() =>
      enqueueVisit(db, { membershipId: 'MCS-2026-4F9A2C', service: 'X-ray', discountApplied: 25 }),
    );
    expect(await screen.findByText('2 visits waiting to be sent')).toBeInTheDocument();

    await act(() => settlePush(db, [item], [{ id: item.id, status: 'applied' }]));
    expect(await screen.findByText('1 visits waiting to be sent')).toBeInTheDocument();
  });
});

function SyncLine({ db }: { db: OfflineDb }) {
  const { pending, lastSyncAt, lastError } = useSyncStatus(db);
  return (
    <p>
      {pending} waiting; {lastError ?? 'no error'}; {lastSyncAt ?? 'never synced'}
    </p>
  );
}

describe('useSyncStatus', () => {
  it('shows why the last sync failed until a sync gets through, then when that was', async () => {
    const { db, server, clock, engine } = engineUnderTest();
    render(<SyncLine db={db} />);
    expect(await screen.findByText('0 waiting; no error; never synced')).toBeInTheDocument();

    server.pushHandler = () => ({ kind: 'error', message: 'No connection to the server' });
    await act(async () => {
      await engine.recordVisit({
        membershipId: 'MCS-2026-4F9A2C',
        service: 'Consultation',
        discountApplied: 10,
      });
      await engine.syncNow();
    });
    expect(
      await screen.findByText('1 waiting; No connection to the server; never synced'),
    ).toBeInTheDocument();

    server.pushHandler = (mutations) => ({ kind: 'ok', data: server.answer(mutations) });
    await act(() => engine.syncNow());
    const syncedAt = new Date(clock.now()).toISOString();
    expect(await screen.findByText(`0 waiting; no error; ${syncedAt}`)).toBeInTheDocument();
  });
});

function SharedCounterLine({ db }: { db: OfflineDb }) {
  const { pending, pendingForOthers } = useSyncStatus(db);
  return (
    <p>
      {pending} waiting, {pendingForOthers} of them for another partner
    </p>
  );
}

describe('useSyncStatus on a counter partners share', () => {
  it("counts every waiting visit and says how many wait for another partner's sign-in", async () => {
    const db = freshDb();
    const stores = { db, storage: memoryStorage() };
    const visit = { membershipId: 'MCS-2026-4F9A2C', service: 'X-ray', discountApplied: 25 };
    await enqueueVisit(db, visit, { partnerId: '11' });
    await enqueueVisit(db, visit, { partnerId: '11' });
    await enqueueVisit(db, visit, { partnerId: '12' });
    await enqueueVisit(db, visit);
    render(<SharedCounterLine db={db} />);

    await act(() => savePartnerToken(partnerSessionToken('12'), stores));
    expect(await screen.findByText('4 waiting, 2 of them for another partner')).toBeInTheDocument();

    await act(() => savePartnerToken(partnerSessionToken('11'), stores));
    expect(await screen.findByText('4 waiting, 1 of them for another partner')).toBeInTheDocument();
  });
});
