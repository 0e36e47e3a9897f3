import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { usePendingCount } from './hooks.ts';
import { freshDb } from './offline-test-kit.ts';
import { enqueueVisit, settlePush } from './outbox.ts';

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

    await act(() => settlePush(db, [item], [{ id: item.id, status: 'applied' }], new Date()));
    expect(await screen.findByText('1 visits waiting to be sent')).toBeInTheDocument();
  });
});
