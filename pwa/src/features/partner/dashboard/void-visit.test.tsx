import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerVisitItem } from '@mcs/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { canVoid, GIVE_A_REASON, VoidVisit } from './void-visit.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const VISIT: PartnerVisitItem = {
  id: '12',
  memberName: 'Anil Kumar',
  membershipId: 'MCS-2026-4F9A2C-81D3E7',
  service: 'Consultation',
  discount: '10%',
  savedAmount: 100,
  billAmount: 1000,
  email: 'N/A',
  phone: 'N/A',
  date: '21/11/2026',
  time: '03:00 pm',
  visitedAt: '2026-11-21T09:30:00.000Z',
  flagged: false,
  voidedAt: null,
  voidReason: null,
  recordedAt: '2026-11-21T09:30:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('voiding a visit at the desk', () => {
  it('offers Void only on a live visit recorded under 24 hours ago', () => {
    expect(canVoid(VISIT, NOW)).toBe(true);
    expect(canVoid({ ...VISIT, recordedAt: '2026-11-20T09:59:00.000Z' }, NOW)).toBe(false);
    expect(canVoid({ ...VISIT, voidedAt: '2026-11-21T09:40:00.000Z' }, NOW)).toBe(false);
  });

  it('asks the reason in a dialog, sends it, and tells the list', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(200, {
        message: 'Visit voided',
        visit: { id: '12', voidedAt: '2026-11-21T10:00:00.000Z', voidReason: 'Recorded twice' },
      });
    });
    const onVoided = vi.fn();
    const user = userEvent.setup();
    render(
      <WithQueries>
        <VoidVisit token="token-1" visit={VISIT} onVoided={onVoided} />
      </WithQueries>,
    );
    await user.click(screen.getByRole('button', { name: 'Void the visit of Anil Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this visit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void visit' }));
    expect(within(dialog).getByText(GIVE_A_REASON)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Recorded twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void visit' }));
    expect(calls).toEqual([
      { path: '/api/partners/visits/12/void', body: { reason: 'Recorded twice' } },
    ]);
    expect(onVoided).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the void is refused, and keeps the dialog open", async () => {
    vi.stubGlobal('fetch', async () =>
      json(409, {
        message:
          'A visit can be voided only within 24 hours of recording it. Please contact MediCostSaver support.',
        code: 'conflict',
      }),
    );
    const onVoided = vi.fn();
    const user = userEvent.setup();
    render(
      <WithQueries>
        <VoidVisit token="token-1" visit={VISIT} onVoided={onVoided} />
      </WithQueries>,
    );
    await user.click(screen.getByRole('button', { name: 'Void the visit of Anil Kumar' }));
    await user.type(screen.getByLabelText('Reason'), 'Wrong member');
    await user.click(screen.getByRole('button', { name: 'Void visit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/within 24 hours/);
    expect(onVoided).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
