import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailEntry } from '@mcs/shared';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { MailTab } from './mail-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const message = (over: Partial<MailEntry>): MailEntry => ({
  id: '1',
  to: 'asha@example.in',
  subject: 'Set a new password for MediCostSaver',
  kind: 'password-reset',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-20T18:44:00.000Z',
  sentAt: '2026-11-20T18:45:00.000Z',
  lastError: null,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    json(200, {
      messages: [
        message({
          id: '2',
          to: 'clinic@example.in',
          subject: 'Your MediCostSaver partner application is approved',
          status: 'pending',
          sentAt: null,
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        }),
        message({ id: '1' }),
      ],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalMessages: 2,
        hasNextPage: false,
        hasPrevPage: false,
        limit: 20,
      },
      delivery: '/srv/mcs/data/mail',
    }),
  );
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Mail', () => {
  it('lists recipient, subject, status and time, and says where e-mail goes', async () => {
    render(<MailTab />, { wrapper: WithQueries });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'clinic@example.in',
        'Your MediCostSaver partner application is approved',
        'Waitingconnect ECONNREFUSED 127.0.0.1:25',
        // 18:44 UTC on the 20th is 00:14 on the 21st in India.
        '21/11/2026, 12:14 am',
      ],
      ['asha@example.in', 'Set a new password for MediCostSaver', 'Sent', '21/11/2026, 12:15 am'],
    ]);
    expect(
      screen.getByText(
        'No SMTP server is set: each e-mail is written as an .eml file to /srv/mcs/data/mail.',
      ),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/mail?page=1&limit=20');
  });
});
