import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRenewal } from '@mcs/shared/renewals';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { ToastProvider } from '../../../ui/toast.tsx';
import { RenewalsTab } from './renewals-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const renewal = (over: Partial<AdminRenewal>): AdminRenewal => ({
  id: '1',
  reference: 'MCS-ASHA-R1',
  utr: '412345678901',
  status: 'pending',
  amounts: { members: 3, total: 985.5, tax: 177.39, totalWithTax: 1162.89 },
  requestedAt: '2026-11-20T06:00:00.000Z',
  decidedAt: null,
  reason: null,
  previousValidUntil: null,
  newValidUntil: null,
  member: { id: '7', name: 'Asha Rao', membershipId: 'MCS-ASHA' },
  ...over,
});

let renewals: AdminRenewal[];
beforeEach(() => {
  renewals = [
    renewal({}),
    renewal({
      id: '2',
      reference: 'MCS-RAVI-R1',
      utr: '512345678901',
      status: 'confirmed',
      member: { id: '8', name: 'Ravi Kumar', membershipId: 'MCS-RAVI' },
      decidedAt: '2026-11-01T06:00:00.000Z',
      newValidUntil: '2027-11-01T06:00:00.000Z',
    }),
  ];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/1/confirm')) {
      renewals[0] = {
        ...renewals[0]!,
        status: 'confirmed',
        newValidUntil: '2027-12-11T06:00:00.000Z',
      };
      return json(200, renewals[0]);
    }
    if (init?.method === 'POST' && url.endsWith('/1/refuse')) {
      renewals[0] = { ...renewals[0]!, status: 'refused', reason: 'No such payment' };
      return json(200, renewals[0]);
    }
    if (init?.method === 'POST' && url.endsWith('/2/refund'))
      return json(409, {
        message: 'No refund: a discount has been used since the renewal (1 visit).',
        code: 'conflict',
      });
    return json(200, { renewals });
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
      <RenewalsTab />
    </ToastProvider>,
    { wrapper: WithQueries },
  );
  return userEvent.setup();
}

const rowOf = (name: string) =>
  screen
    .getAllByText(name)
    .map((e) => e.closest<HTMLElement>('li.admin-row'))
    .find((row) => row !== null)!;

describe('Renewals tab', () => {
  it('lists each request with the amount, the GST and the UPI reference to look for', async () => {
    renderTab();
    await screen.findByText('Asha Rao');
    const row = rowOf('Asha Rao');
    expect(row).toHaveTextContent('₹1,162.89 (₹177.39 GST)');
    expect(row).toHaveTextContent('UTR 412345678901');
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('confirms a request and shows the new end', async () => {
    const user = renderTab();
    await screen.findByText('Asha Rao');
    await user.click(within(rowOf('Asha Rao')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Asha Rao: valid until 11/12/2027')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/admin/renewals/1/confirm');
    await vi.waitFor(() =>
      expect(within(rowOf('Asha Rao')).getByText('Confirmed')).toBeInTheDocument(),
    );
  });

  it('refuses a request only with a reason, which it sends', async () => {
    const user = renderTab();
    await screen.findByText('Asha Rao');
    await user.click(within(rowOf('Asha Rao')).getByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse the renewal of Asha Rao' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse renewal' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'No such payment');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse renewal' }));
    await vi.waitFor(() =>
      expect(within(rowOf('Asha Rao')).getByText('Refused')).toBeInTheDocument(),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/admin/renewals/1/refuse');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ reason: 'No such payment' });
  });

  it("says why a refund is not allowed, in the server's words", async () => {
    const user = renderTab();
    await screen.findByText('Ravi Kumar');
    await user.click(within(rowOf('Ravi Kumar')).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the renewal of Ravi Kumar' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked within the week');
    await user.click(within(dialog).getByRole('button', { name: 'Refund renewal' }));
    expect(
      await screen.findByText('No refund: a discount has been used since the renewal (1 visit).'),
    ).toBeInTheDocument();
  });
});
