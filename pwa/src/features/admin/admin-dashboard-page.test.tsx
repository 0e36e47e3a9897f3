import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../api/query-test-kit.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import AdminDashboardPage from './admin-dashboard-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A token as the browser sees it: only the server can check the signature. */
const part = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = async (claims: Record<string, unknown>) =>
  `${part({ alg: 'HS256' })}.${part(claims)}.not-a-real-signature`;

function renderAt() {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
          <Route path="/admin/login" element={<h1>Admin Login</h1>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
    { wrapper: WithQueries },
  );
}

describe('admin dashboard guard', () => {
  it('sends a visitor with no admin token to the admin login', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a member's token to the admin login too", async () => {
    localStorage.setItem('adminToken', await token({ role: 'member', id: '1', email: 'm@x.in' }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('drops a token the server refuses and goes to the login', async () => {
    localStorage.setItem(
      'adminToken',
      await token({ role: 'admin', id: '1', email: 'a@x.in', isAdmin: true }),
    );
    fetchMock.mockImplementation(async () => json(401, { message: 'Please sign in to continue.' }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows the dashboard with the four stat cards for an admin the server accepts', async () => {
    localStorage.setItem(
      'adminToken',
      await token({ role: 'admin', id: '1', email: 'a@x.in', isAdmin: true }),
    );
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/partners/stats'))
        return json(200, {
          totalUsers: 12,
          activeMembers: 10,
          approvedPartners: 7,
          pendingApplications: 2,
          monthlyRevenue: 1295.4,
          lastMonthRevenue: 1000,
          revenueChange: 29.5,
        });
      if (url.includes('/contact/stats'))
        return json(200, { totalQueries: 9, pendingQueries: 3, resolvedToday: 1 });
      return json(200, []);
    });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('+29.5% from last month')).toBeInTheDocument();
    // A headline figure: whole rupees, no paise.
    expect(screen.getByText('₹1,295')).toBeInTheDocument();
    const labels = [...document.querySelectorAll('.admin-stat-label')].map((e) => e.textContent);
    expect(labels).toEqual([
      'Total Members',
      'Active Partners',
      'Pending Queries',
      'Monthly Revenue',
    ]);
    expect(screen.getByRole('tab', { name: 'Partner Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
