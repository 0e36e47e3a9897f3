import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardState, MemberStatus, UserListItem } from '@mcs/shared';
import { ToastProvider } from '../../../ui/toast.tsx';
import { RevokeCardDialog, type RevokeTarget } from './revoke-card-dialog.tsx';
import { UsersTable } from './users-table.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const asha = (status: MemberStatus = 'Active'): RevokeTarget => ({
  id: '5',
  membershipId: 'MCS-2026-4F9A2C-81D3E7',
  name: 'Asha Rao',
  status,
});

function renderDialog(member: RevokeTarget) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  render(
    <ToastProvider>
      <RevokeCardDialog member={member} onClose={onClose} onChanged={onChanged} />
    </ToastProvider>,
  );
  return { onClose, onChanged, user: userEvent.setup() };
}

/** The line that says what the revocation did, once the answer is in. */
async function outcome(dialog: HTMLElement): Promise<HTMLElement> {
  const said = await within(dialog).findByText(/^(Card revoked|No live card to revoke)$/);
  return said.closest('p')!;
}

const revokeAnswer = (revoked: string[]) =>
  json(200, { message: 'x', membershipId: 'MCS-2026-4F9A2C-81D3E7', revoked });

describe('revoking a card offers the next step', () => {
  it('says the card is revoked and when a new one will be issued', async () => {
    fetchMock.mockResolvedValueOnce(revokeAnswer(['rid-1']));
    const { user, onChanged, onClose } = renderDialog(asha());
    await user.click(screen.getByRole('button', { name: 'Revoke Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Card' });
    expect(await outcome(dialog)).toHaveTextContent(
      'Card revoked: Asha Rao (MCS-2026-4F9A2C-81D3E7). Partner desks refuse it after their next sync.',
    );
    expect(dialog).toHaveTextContent(
      'A new card will be issued when Asha Rao next opens the app and signs in.',
    );
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'End Membership' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns "No live card to revoke" into a choice: end the membership, with a reason', async () => {
    fetchMock.mockResolvedValueOnce(revokeAnswer([]));
    const { user, onChanged, onClose } = renderDialog(asha());
    await user.click(screen.getByRole('button', { name: 'Revoke Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Card' });
    expect(await outcome(dialog)).toHaveTextContent(
      'No live card to revoke: Asha Rao (MCS-2026-4F9A2C-81D3E7) holds no card a desk would accept.',
    );
    await user.click(screen.getByRole('button', { name: 'End Membership' }));

    const confirm = screen.getByRole('dialog', { name: 'End Membership' });
    expect(confirm).toHaveTextContent('no new card is issued');
    await user.type(within(confirm).getByLabelText('Reason (optional)'), ' Moved abroad ');
    fetchMock.mockResolvedValueOnce(
      json(200, {
        message: 'Membership ended.',
        membershipId: 'MCS-2026-4F9A2C-81D3E7',
        status: 'Cancelled',
        revoked: [],
      }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'End Membership' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/admin/members/5/end-membership');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Moved abroad' });
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Membership ended')).toBeInTheDocument();
  });

  it('keeps the end-membership step open with the reason when the server refuses', async () => {
    fetchMock.mockResolvedValueOnce(revokeAnswer(['rid-1']));
    const { user, onClose } = renderDialog(asha());
    await user.click(screen.getByRole('button', { name: 'Revoke Card' }));
    await user.click(await screen.findByRole('button', { name: 'End Membership' }));
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This membership has already ended.' }));
    const confirm = screen.getByRole('dialog', { name: 'End Membership' });
    await user.click(within(confirm).getByRole('button', { name: 'End Membership' }));
    expect(await screen.findByText('This membership has already ended.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'End Membership' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('promises no new card for an expired membership', async () => {
    fetchMock.mockResolvedValueOnce(revokeAnswer([]));
    const { user } = renderDialog(asha('Expired'));
    await user.click(screen.getByRole('button', { name: 'Revoke Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Card' });
    await outcome(dialog);
    expect(dialog).toHaveTextContent('no new card is issued until it is renewed');
    expect(dialog).not.toHaveTextContent('A new card will be issued');
    expect(within(dialog).getByRole('button', { name: 'End Membership' })).toBeInTheDocument();
  });

  it('offers no end for a membership that has already ended', async () => {
    fetchMock.mockResolvedValueOnce(revokeAnswer([]));
    const { user } = renderDialog(asha('Cancelled'));
    await user.click(screen.getByRole('button', { name: 'Revoke Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Card' });
    await outcome(dialog);
    expect(dialog).toHaveTextContent('The membership has ended: no new card will be issued.');
    expect(within(dialog).queryByRole('button', { name: 'End Membership' })).toBeNull();
  });
});

describe("the users table's card state", () => {
  const user = (name: string, status: MemberStatus, cardState: CardState): UserListItem => ({
    _id: name,
    name,
    email: `${name.toLowerCase()}@example.in`,
    phone: null,
    membershipId: `MCS-${name}`,
    plan: 'Annual',
    createdAt: '2026-11-01T00:00:00.000Z',
    validUntil: '2027-11-01T00:00:00.000Z',
    status,
    cardState,
    familyMembers: 0,
  });

  it('puts the card state beside the membership status, so a revoked card never reads plain Active', () => {
    render(
      <UsersTable
        users={[
          user('Asha', 'Active', 'revoked'),
          user('Ravi', 'Active', 'active'),
          user('Meena', 'Expired', 'expired'),
          user('Kiran', 'Active', 'none'),
        ]}
        onDelete={() => {}}
        onRevoke={() => {}}
      />,
    );
    const statusOf = (name: string) => {
      const row = screen.getByRole('row', { name: new RegExp(name) });
      return within(row).getByText((_, el) => el?.getAttribute('data-label') === 'Status');
    };
    expect(statusOf('Asha')).toHaveTextContent(/^ActiveCard revoked$/);
    expect(within(statusOf('Asha')).getByText('Card revoked')).toHaveClass('admin-badge-danger');
    expect(statusOf('Ravi')).toHaveTextContent(/^ActiveCard active$/);
    expect(statusOf('Meena')).toHaveTextContent(/^ExpiredCard expired$/);
    expect(statusOf('Kiran')).toHaveTextContent(/^ActiveNo card yet$/);
  });
});
