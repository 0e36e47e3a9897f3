import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRupees, quoteMembership } from '@mcs/shared';
import { EnrolForm } from './enrol-form.tsx';

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

const enrolled = {
  message: 'Member enrolled',
  member: {
    id: '7',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9845012345',
    plan: 'Annual',
    status: 'Active',
    validUntil: '2027-11-23T00:00:00.000Z',
    membershipId: 'MCS-2026-4F9A2C',
    familyMembers: 2,
    familyDetails: [],
  },
  password: 'Secret-pass-1',
};

async function fillHolder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Member Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Phone'), '98450 12345');
  await user.type(screen.getByLabelText('Payment Reference'), 'UPI-123');
}

async function addFamily(user: ReturnType<typeof userEvent.setup>, name: string, age: string) {
  await user.click(screen.getByRole('button', { name: 'Add Family Member' }));
  const rows = screen.getAllByRole('group', { name: /Family member/ });
  const row = within(rows[rows.length - 1]!);
  await user.type(row.getByLabelText('Name'), name);
  await user.type(row.getByLabelText('Age'), age);
}

describe('Enrol member form', () => {
  it('shows the shared price for the holder alone before anything is saved', () => {
    render(<EnrolForm onEnrolled={() => {}} />);
    const price = screen.getByTestId('enrol-price');
    expect(price).toHaveTextContent('1 member');
    expect(price).toHaveTextContent(
      `Amount to collect: ${formatRupees(quoteMembership(1).totalWithTax)}`,
    );
  });

  it('re-prices as family members are added and removed, with the family discount', async () => {
    const user = userEvent.setup();
    render(<EnrolForm onEnrolled={() => {}} />);
    await addFamily(user, 'Ravi', '42');
    await addFamily(user, 'Meera', '9');
    const three = quoteMembership(3);
    const price = screen.getByTestId('enrol-price');
    expect(price).toHaveTextContent('3 members');
    expect(price).toHaveTextContent(`family discount −${formatRupees(three.familyDiscount)}`);
    expect(price).toHaveTextContent(`Amount to collect: ${formatRupees(three.totalWithTax)}`);

    await user.click(screen.getByRole('button', { name: 'Remove family member 2' }));
    expect(price).toHaveTextContent(
      `Amount to collect: ${formatRupees(quoteMembership(2).totalWithTax)}`,
    );
  });

  it('sends the family, payment reference and the quoted amount, then hands back the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(201, enrolled));
    const onEnrolled = vi.fn();
    const user = userEvent.setup();
    render(<EnrolForm onEnrolled={onEnrolled} />);
    await fillHolder(user);
    await addFamily(user, 'Ravi', '42');
    await user.selectOptions(screen.getByLabelText('Relationship'), 'Spouse');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Enrol Member' }));

    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalledWith(enrolled));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/members');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '98450 12345',
      familyDetails: [{ name: 'Ravi', age: 42, gender: 'Male', relationship: 'Spouse' }],
      paymentReference: 'UPI-123',
      amount: quoteMembership(2).totalWithTax,
      // By default the holder gets a set-password link by e-mail, not a one-time password.
      sendSetPasswordLink: true,
    });
  });

  it('asks for a one-time password instead when the link box is unticked', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ...enrolled, password: 'abcDEF234xyz' }));
    const user = userEvent.setup();
    render(<EnrolForm onEnrolled={() => {}} />);
    await fillHolder(user);
    const box = screen.getByRole('checkbox', { name: 'E-mail a link to set the password' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).toHaveAccessibleDescription(
      'A one-time password is shown after enrolment for you to pass on; the member changes it at first sign-in.',
    );
    await user.click(screen.getByRole('button', { name: 'Enrol Member' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ sendSetPasswordLink: false });
  });

  it("keeps the form and shows the server's message when enrolment is refused", async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { message: 'A member with this email already exists.' }),
    );
    const onEnrolled = vi.fn();
    const user = userEvent.setup();
    render(<EnrolForm onEnrolled={onEnrolled} />);
    await fillHolder(user);
    await user.click(screen.getByRole('button', { name: 'Enrol Member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A member with this email already exists.',
    );
    expect(screen.getByLabelText('Member Name')).toHaveValue('Asha Rao');
    expect(onEnrolled).not.toHaveBeenCalled();
  });
});
