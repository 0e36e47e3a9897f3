import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@mcs/shared';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { ActivityTab } from './activity-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-20T18:45:00.000Z',
  admin: { id: '1', email: 'meera@mcs.in' },
  actorRole: 'admin',
  action: 'admin.sign-in',
  target: { type: 'admin', id: '1', label: 'Meera Nair <meera@mcs.in>' },
  detail: null,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    json(200, {
      entries: [
        entry({ id: '3', action: 'admin.sign-in' }),
        entry({
          id: '2',
          action: 'export.download',
          target: { type: 'export', id: 'members', label: 'members CSV' },
          detail: 'Search "asha"',
        }),
        entry({
          id: '1',
          action: 'member.end',
          target: { type: 'member', id: '5', label: 'Asha Rao <asha@example.in> MCS-1' },
          detail: 'Moved abroad',
        }),
      ],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalEntries: 3,
        hasNextPage: false,
        hasPrevPage: false,
        limit: 10,
      },
    }),
  );
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Activity', () => {
  it('reads each action, sign-ins and exports included, with its time as dd/mm/yyyy in India', async () => {
    render(<ActivityTab />, { wrapper: WithQueries });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      // 18:45 UTC on the 20th is 00:15 on the 21st in India.
      'meera@mcs.in signed in 21/11/2026, 12:15 am',
      'meera@mcs.in exported the members CSV (Search "asha")21/11/2026, 12:15 am',
      'meera@mcs.in ended the membership of Asha Rao <asha@example.in> MCS-1 (Moved abroad)21/11/2026, 12:15 am',
    ]);
  });
});
