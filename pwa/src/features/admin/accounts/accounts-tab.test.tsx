import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { ToastProvider } from '../../../ui/toast.tsx';
import { AccountsTab } from './accounts-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = (id: number, name: string) => ({
  _id: String(id),
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.in`,
  phone: null,
  membershipId: `MCS-2026-00000${id}`,
  plan: 'Annual',
  createdAt: '2026-11-01T00:00:00.000Z',
  validUntil: '2027-11-01T00:00:00.000Z',
  status: id === 2 ? 'Expired' : 'Active',
  cardState: id === 2 ? 'expired' : 'active',
  familyMembers: 0,
});

/** The all-users URLs the tab asked for, as query objects. */
const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/partners/all-users')
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const page = Number(new URL(String(input), 'http://x').searchParams.get('page') ?? '1');
    return json(200, {
      users: page === 1 ? [user(1, 'Asha Rao'), user(2, 'Ravi Kumar')] : [user(3, 'Meena Iyer')],
      pagination: {
        currentPage: page,
        totalPages: 3,
        totalUsers: 25,
        hasNextPage: page < 3,
        hasPrevPage: page > 1,
        limit: 10,
      },
    });
  });
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderTab() {
  render(
    <ToastProvider>
      <AccountsTab kind="users" />
    </ToastProvider>,
    { wrapper: WithQueries },
  );
  return userEvent.setup();
}

describe('Users tab', () => {
  it('shows real status badges and pages on the server', async () => {
    const u = renderTab();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toHaveClass('admin-badge-muted');
    expect(screen.getByText('Showing 2 of 25 users')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Meena Iyer')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ page: '2', limit: '10' });
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const u = renderTab();
    await screen.findByText('Asha Rao');
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Meena Iyer');
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ravi');
    await vi.waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ page: '1', limit: '10', search: 'ravi' }),
    );
    // One request for the settled text, not one per keystroke.
    expect(listCalls().filter((q) => q.search !== undefined)).toHaveLength(1);
  });

  it('keeps the page shown, with a retry, when the next page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const u = renderTab();
    await screen.findByText('Asha Rao');
    fetchMock.mockImplementation(async () => json(503, { message: 'Unavailable' }));
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(/Could not load the latest data/)).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('loads the list again after a deletion', async () => {
    const u = renderTab();
    await screen.findByText('Asha Rao');
    const before = listCalls().length;
    await u.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    fetchMock.mockImplementationOnce(async () => json(200, { message: 'User deleted' }));
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  });

  it('says when an export can be tried again after the server limited it', async () => {
    const u = renderTab();
    await screen.findByText('Asha Rao');
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ message: 'Too many exports.', code: 'rate_limited' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        }),
    );
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Too many exports. You can try again in 1 minute.'),
    ).toBeInTheDocument();
  });

  it("asks before deleting: 'This action cannot be undone'", async () => {
    const u = renderTab();
    await screen.findByText('Asha Rao');
    await u.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('This action cannot be undone');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
