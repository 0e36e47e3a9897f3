import { afterEach, describe, expect, it } from 'vitest';
import type { StaffPrincipal } from '../../lib/principal.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { verifyMembership } from '../partners/verify.service.ts';
import { verifyMissesByPartner } from './verify-misses.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('unknown membership IDs tried at the desk, for the admin', () => {
  it('counts misses per partner, the partner with the latest miss first, within the period', async () => {
    let now = new Date('2026-11-01T10:00:00.000Z');
    t = await makeTestApp({ deps: { now: () => now } });
    const guesser = await t.createPartner({ name: 'Guessing Desk' });
    const careful = await t.createPartner({ name: 'Careful Desk' });
    const as = (p: typeof guesser): StaffPrincipal => ({
      role: 'partner',
      id: p.id,
      email: p.email,
      type: p.type,
    });
    const miss = (p: typeof guesser, id: string) =>
      verifyMembership(t!.deps, id, as(p)).catch(() => undefined);

    await miss(careful, 'MCS-2026-00000A'); // outside the default week
    now = new Date('2026-11-18T10:00:00.000Z');
    for (const id of ['MCS-2026-000001', 'MCS-2026-000002', 'MCS-2026-000003'])
      await miss(guesser, id);
    now = new Date('2026-11-19T09:00:00.000Z');
    await miss(careful, 'MCS-2026-4F9A2X');
    const admin = await t.createAdmin();

    const summary = await verifyMissesByPartner(
      t.deps,
      { role: 'admin', id: admin.id, email: admin.email },
      { limit: 20 },
    );

    expect(summary).toEqual({
      since: '2026-11-12T09:00:00.000Z',
      partners: [
        {
          partnerId: String(careful.id),
          partnerName: 'Careful Desk',
          partnerEmail: careful.email,
          misses: 1,
          lastMissAt: '2026-11-19T09:00:00.000Z',
        },
        {
          partnerId: String(guesser.id),
          partnerName: 'Guessing Desk',
          partnerEmail: guesser.email,
          misses: 3,
          lastMissAt: '2026-11-18T10:00:00.000Z',
        },
      ],
    });
    const all = await verifyMissesByPartner(
      t.deps,
      { role: 'admin', id: admin.id, email: admin.email },
      { since: '2026-10-01T00:00:00.000Z', limit: 20 },
    );
    expect(all.partners.map((p) => p.misses)).toEqual([2, 3]);
  });

  it('is for admins only', async () => {
    t = await makeTestApp();
    const partner = await t.createPartner();

    await expect(
      verifyMissesByPartner(
        t.deps,
        { role: 'partner', id: partner.id, email: partner.email, type: partner.type },
        { limit: 20 },
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});
