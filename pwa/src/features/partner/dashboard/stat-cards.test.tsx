import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { sessionToken } from '../../../offline/offline-test-kit.ts';
import { showDateTime } from '../desk/sync-status-panel.tsx';
import { keepStats, keptStats, type StatFigures } from './kept-stats.ts';
import PartnerDashboardPage from './partner-dashboard-page.tsx';
import { StatCards } from './stat-cards.tsx';

const STATS: StatFigures = {
  membersServed: 7,
  monthlyVisits: 3,
  totalRevenue: 4200,
  averageDiscount: '15.0%',
};

/** The four figures, each read from the card its label names. */
const figures = () =>
  ['Members Served', 'Revenue', 'Avg. Discount', 'This Month'].map(
    (label) => screen.getByRole('group', { name: label }).querySelector('strong')?.textContent,
  );

beforeEach(() => localStorage.clear());

describe('the stat cards', () => {
  it("keep the server's figures for this partner on the device", () => {
    render(<StatCards stats={STATS} partnerId="p1" />);
    expect(figures()).toEqual(['7', '₹4,200', '15.0%', '3 visits']);
    expect(keptStats('p1')?.stats).toEqual(STATS);
    expect(screen.queryByText(/as of/)).not.toBeInTheDocument();
  });

  it('show the kept figures, and when the server gave them, while the server has not answered', () => {
    const at = new Date('2026-11-20T09:30:00.000Z');
    keepStats('p1', STATS, at);
    render(<StatCards stats={null} partnerId="p1" />);
    expect(figures()).toEqual(['7', '₹4,200', '15.0%', '3 visits']);
    expect(
      screen.getByText(`Last figures from the server, as of ${showDateTime(at.toISOString())}`),
    ).toBeInTheDocument();
  });

  it("show dashes when this device never had this partner's figures", () => {
    keepStats('another-partner', STATS);
    render(<StatCards stats={null} partnerId="p1" />);
    expect(figures()).toEqual(['–', '–', '–', '–']);
    expect(screen.queryByText(/as of/)).not.toBeInTheDocument();
  });

  it('drop the "as of" line once the server answers, and keep the new figures', () => {
    keepStats('p1', STATS, new Date('2026-11-20T09:30:00.000Z'));
    const { rerender } = render(<StatCards stats={null} partnerId="p1" />);
    rerender(<StatCards stats={{ ...STATS, membersServed: 9 }} partnerId="p1" />);
    expect(screen.getByLabelText('Members Served')).toHaveTextContent('9');
    expect(screen.queryByText(/as of/)).not.toBeInTheDocument();
    expect(keptStats('p1')?.stats.membersServed).toBe(9);
  });
});

describe('the desk with no connection', () => {
  const PARTNER = sessionToken({
    role: 'partner',
    id: 'p1',
    email: 'desk@clinic.test',
    type: 'pharmacy',
    gen: 1,
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  function renderDesk() {
    return render(
      <WithQueries>
        <MemoryRouter initialEntries={['/partner/dashboard']}>
          <Routes>
            <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />
            <Route path="/partner/login" element={<p>Sign in</p>} />
          </Routes>
        </MemoryRouter>
      </WithQueries>,
    );
  }

  beforeEach(() => {
    localStorage.setItem('partnerToken', PARTNER);
    // The desk logs the loads that fail; not this file's concern.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => vi.restoreAllMocks());

  it('shows the figures from the last time it was online after a reload, and forgets them at logout', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).includes('partner-stats') ? json(200, STATS) : json(503, {}),
    );
    const online = renderDesk();
    await waitFor(() => expect(screen.getByLabelText('Members Served')).toHaveTextContent('7'));
    online.unmount();

    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    renderDesk();
    await waitFor(() => expect(screen.getByLabelText('Members Served')).toHaveTextContent('7'));
    expect(screen.getByText(/^Last figures from the server, as of /)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('Sign in');
    expect(keptStats('p1')).toBeUndefined();
  });
});
