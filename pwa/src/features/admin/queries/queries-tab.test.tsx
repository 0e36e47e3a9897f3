import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactQuery } from '@mcs/shared';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { ToastProvider } from '../../../ui/toast.tsx';
import { QueriesTab } from './queries-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const query = (over: Partial<ContactQuery>): ContactQuery => ({
  _id: '1',
  subject: 'Card not working',
  message: 'My card does not scan.',
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: null,
  userType: 'member',
  status: 'pending',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

let queries: ContactQuery[];
beforeEach(() => {
  queries = [
    query({ _id: '1' }),
    query({ _id: '2', subject: 'Partnership', name: 'Meena', status: 'resolved' }),
    query({ _id: '3', subject: 'Refund', name: 'Kiran', status: 'in-progress' }),
  ];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/contact/stats'))
      return json(200, { totalQueries: 3, pendingQueries: 1, resolvedToday: 0 });
    if (init?.method === 'PUT') {
      queries = queries.map((q) => (url.includes(`/${q._id}/`) ? { ...q, status: 'resolved' } : q));
      return json(200, { message: 'Status updated', query: queries[0] });
    }
    return json(200, queries);
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
      <QueriesTab />
    </ToastProvider>,
    { wrapper: WithQueries },
  );
  return userEvent.setup();
}

/** The list row of a query (a toast may repeat its subject). */
const rowOf = (subject: string) =>
  screen
    .getAllByText(subject)
    .map((e) => e.closest<HTMLElement>('li.admin-row'))
    .find((row) => row !== null)!;

describe('Queries tab', () => {
  it('badges pending red, resolved as the default badge and anything else secondary', async () => {
    renderTab();
    await screen.findByText('Card not working');
    expect(within(rowOf('Card not working')).getByText('pending')).toHaveClass(
      'admin-badge-danger',
    );
    expect(within(rowOf('Partnership')).getByText('resolved')).toHaveClass('admin-badge-default');
    expect(within(rowOf('Refund')).getByText('in-progress')).toHaveClass('admin-badge-secondary');
    expect(screen.getByText('Resolved today: 0')).toBeInTheDocument();
  });

  it('searches subject, name, email and status in the browser', async () => {
    const user = renderTab();
    await screen.findByText('Card not working');
    await user.type(screen.getByRole('searchbox', { name: 'Search queries' }), 'meena');
    expect(screen.queryByText('Card not working')).not.toBeInTheDocument();
    expect(screen.getByText('Partnership')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search queries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search queries' }), 'nobody');
    expect(screen.getByText('No queries match your search')).toBeInTheDocument();
  });

  it('shows the details and marks a query resolved', async () => {
    const user = renderTab();
    await screen.findByText('Card not working');
    await user.click(
      within(rowOf('Card not working')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Card not working' });
    expect(dialog).toHaveTextContent('My card does not scan.');
    expect(dialog).toHaveTextContent('Ravi (MCS Member)');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
    await vi.waitFor(() =>
      expect(within(rowOf('Card not working')).getByText('resolved')).toBeInTheDocument(),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/contact/queries/1/status');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ status: 'resolved' });
  });

  it('keeps the list as it was and offers a retry when a reload fails', async () => {
    const user = renderTab();
    await screen.findByText('Card not working');
    // The update goes through, but the reload after it fails.
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json(200, { message: 'Status updated', query: queries[0] })
        : json(503, { message: 'Unavailable' }),
    );
    await user.click(
      within(rowOf('Card not working')).getByRole('button', { name: 'Mark Resolved' }),
    );
    expect(await screen.findByText(/Could not load the latest data/)).toBeInTheDocument();
    expect(rowOf('Partnership')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
