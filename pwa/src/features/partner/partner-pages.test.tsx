import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../api/query-test-kit.tsx';
import { sessionToken } from '../../offline/offline-test-kit.ts';
import PartnerDashboardPage from './dashboard/partner-dashboard-page.tsx';
import PartnerLoginPage from './login/partner-login-page.tsx';
import PartnerEntryPage, { PARTNER_ENTRY_DELAY_MS } from './partner-entry-page.tsx';
import PartnerPasswordPage from './password/partner-password-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <WithQueries>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/partner" element={<PartnerEntryPage />} />
          <Route path="/partner/login" element={<PartnerLoginPage />} />
          <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />
          <Route path="/partner/password" element={<PartnerPasswordPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </WithQueries>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PARTNER = sessionToken({
  role: 'partner',
  id: 'p1',
  email: 'desk@clinic.test',
  type: 'pharmacy',
  gen: 1,
});

beforeEach(() => {
  localStorage.clear();
  // The desk logs loads that fail (logged, no message); not this file's concern.
  // Loads still settling after a test ends log too, so the spy stays until the file is done.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/partner', () => {
  it("shows 'Checking authentication...' for 500 ms, then the sign-in when no token is stored", async () => {
    vi.useFakeTimers();
    renderAt('/partner');
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PARTNER_ENTRY_DELAY_MS - 1));
    expect(screen.getByTestId('where')).toHaveTextContent('/partner');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/partner/login');
  });

  it('goes to the dashboard when a partner token is stored', async () => {
    vi.useFakeTimers();
    localStorage.setItem('partnerToken', PARTNER);
    renderAt('/partner');
    act(() => vi.advanceTimersByTime(PARTNER_ENTRY_DELAY_MS));
    expect(screen.getByTestId('where')).toHaveTextContent('/partner/dashboard');
  });
});

describe('/partner/login', () => {
  async function signIn() {
    renderAt('/partner/login');
    await userEvent.type(screen.getByLabelText('Email'), 'desk@clinic.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it("shows the server's message, such as the pending-approval one", async () => {
    const pending = 'Your application is still pending approval.';
    vi.stubGlobal('fetch', async () => json(403, { message: pending }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(pending);
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });

  it('says when to try again after too many attempts', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ message: 'Too many login attempts.', code: 'rate_limited' }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '125' } },
        ),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. You can try again in 3 minutes.',
    );
  });

  it("says 'Network error' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
  });

  it('stores the token and opens the dashboard', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).includes('login') ? json(200, { token: PARTNER, message: 'ok' }) : json(503, {}),
    );
    await signIn();
    await vi.waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/partner/dashboard'),
    );
    expect(localStorage.getItem('partnerToken')).toBe(PARTNER);
  });

  it('shows and hides the password', async () => {
    renderAt('/partner/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('/partner/dashboard', () => {
  it('goes to the sign-in with no stored token', async () => {
    renderAt('/partner/dashboard');
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/partner/login'));
  });

  it('removes a token that cannot be decoded and goes to the sign-in', async () => {
    localStorage.setItem('partnerToken', 'garbage');
    renderAt('/partner/dashboard');
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/partner/login'));
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });

  it('shows the type badge and the four stat cards from the server', async () => {
    localStorage.setItem('partnerToken', PARTNER);
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).includes('partner-stats'))
        return json(200, {
          membersServed: 7,
          monthlyVisits: 3,
          totalRevenue: 4200,
          averageDiscount: '15.0%',
        });
      if (String(url).includes('partner-visits'))
        return json(200, {
          visits: [],
          pagination: {
            currentPage: 1,
            totalPages: 1,
            totalVisits: 0,
            hasNextPage: false,
            hasPrevPage: false,
            limit: 10,
          },
        });
      return json(503, { message: 'unavailable' });
    });
    renderAt('/partner/dashboard');
    expect(await screen.findByText('Pharmacy')).toBeInTheDocument();
    // The card is there (showing "–") before the stats arrive: wait for the value, not the card.
    await waitFor(() => expect(screen.getByLabelText('Members Served')).toHaveTextContent('7'));
    expect(screen.getByLabelText('Revenue')).toHaveTextContent('₹4,200');
    expect(screen.getByLabelText('Avg. Discount')).toHaveTextContent('15.0%');
    expect(screen.getByLabelText('This Month')).toHaveTextContent('3 visits');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("opens the change of password from the partner's account section", async () => {
    localStorage.setItem('partnerToken', PARTNER);
    vi.stubGlobal('fetch', async () => json(503, { message: 'unavailable' }));
    renderAt('/partner/dashboard');
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Signed in as desk@clinic.test');
    await userEvent.click(within(account).getByRole('link', { name: 'Change password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change password' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/partner/password');
  });

  const stats = (membersServed: number) =>
    json(200, { membersServed, monthlyVisits: 3, totalRevenue: 4200, averageDiscount: '15.0%' });
  const visitsPage = (currentPage: number, memberName: string) =>
    json(200, {
      visits: [
        {
          id: `v${currentPage}`,
          memberName,
          membershipId: 'MCS-2026-4F9A2C',
          email: 'member@demo.mcs',
          phone: '9876543210',
          service: 'Consultation',
          patient: null,
          discount: '10%',
          savedAmount: 50,
          date: '01/11/2026',
          time: '10:00',
        },
      ],
      pagination: {
        currentPage,
        totalPages: 2,
        totalVisits: 11,
        hasNextPage: currentPage < 2,
        hasPrevPage: currentPage > 1,
        limit: 10,
      },
    });

  it('loads the stats and the visits again after Sync now', async () => {
    localStorage.setItem('partnerToken', PARTNER);
    let served = 7;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      if (String(url).includes('partner-stats')) return stats(served);
      if (String(url).includes('partner-visits')) return visitsPage(1, 'Ananya Krishnan');
      return json(503, { message: 'unavailable' });
    });
    renderAt('/partner/dashboard');
    await waitFor(() => expect(screen.getByLabelText('Members Served')).toHaveTextContent('7'));
    served = 8;
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.getByLabelText('Members Served')).toHaveTextContent('8'));
    expect(asked.filter((url) => url.includes('partner-visits'))).toHaveLength(2);
  });

  it('keeps the page of visits on screen when the next page cannot be loaded', async () => {
    localStorage.setItem('partnerToken', PARTNER);
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).includes('partner-stats')) return stats(7);
      if (String(url).includes('partner-visits?page=1')) return visitsPage(1, 'Ananya Krishnan');
      if (String(url).includes('partner-visits')) throw new TypeError('Failed to fetch');
      return json(503, { message: 'unavailable' });
    });
    renderAt('/partner/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: /Recent Visits/ }));
    expect(await screen.findByText('Ananya Krishnan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Disabled while page 2 loads, enabled again once it failed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByText('Ananya Krishnan')).toBeInTheDocument();
    expect(screen.queryByText('No visits recorded yet.')).not.toBeInTheDocument();
  });

  it('puts the ID field and Scan card before the sync status and the figures', async () => {
    localStorage.setItem('partnerToken', PARTNER);
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).includes('partner-stats')) return stats(7);
      if (String(url).includes('partner-visits')) return visitsPage(1, 'Ananya Krishnan');
      return json(503, { message: 'unavailable' });
    });
    renderAt('/partner/dashboard');
    const field = await screen.findByLabelText('Membership ID or card');
    const scan = screen.getByRole('button', { name: 'Scan card' });
    const sync = screen.getByRole('region', { name: 'Sync status' });
    const figures = screen.getByLabelText('Members Served');
    for (const later of [sync, figures]) {
      expect(field.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(scan.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('has real tabs: the arrow keys move from Verify Membership to Recent Visits', async () => {
    localStorage.setItem('partnerToken', PARTNER);
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).includes('partner-stats')) return stats(7);
      if (String(url).includes('partner-visits')) return visitsPage(1, 'Ananya Krishnan');
      return json(503, { message: 'unavailable' });
    });
    renderAt('/partner/dashboard');
    const verify = await screen.findByRole('tab', { name: 'Verify Membership', selected: true });
    expect(screen.getByRole('tablist', { name: 'Desk' })).toContainElement(verify);
    verify.focus();
    await userEvent.keyboard('{ArrowRight}');
    const visits = screen.getByRole('tab', { name: /Recent Visits/, selected: true });
    expect(visits).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: /Recent Visits/ })).toBeInTheDocument();
    expect(await screen.findByText('Ananya Krishnan')).toBeInTheDocument();
  });

  it('takes the partner to sign in when the server says the session has ended', async () => {
    localStorage.setItem('partnerToken', PARTNER);
    vi.stubGlobal('fetch', async () =>
      json(401, { message: 'Session expired', code: 'unauthorized' }),
    );
    renderAt('/partner/dashboard');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/partner/login'));
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });
});
