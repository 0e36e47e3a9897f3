import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../offline/offline-test-kit.ts';
import PartnerDashboardPage from './dashboard/partner-dashboard-page.tsx';
import PartnerLoginPage from './login/partner-login-page.tsx';
import PartnerEntryPage, { PARTNER_ENTRY_DELAY_MS } from './partner-entry-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/partner" element={<PartnerEntryPage />} />
        <Route path="/partner/login" element={<PartnerLoginPage />} />
        <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
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
    expect(await screen.findByLabelText('Members Served')).toHaveTextContent('7');
    expect(screen.getByLabelText('Revenue')).toHaveTextContent('₹4,200');
    expect(screen.getByLabelText('Avg. Discount')).toHaveTextContent('15.0%');
    expect(screen.getByLabelText('This Month')).toHaveTextContent('3 visits');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
