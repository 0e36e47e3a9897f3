import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRupees, quoteMembership } from '@mcs/shared';
import type { CurrentMember } from '@mcs/shared';
import type { MemberRenewalsResponse, Renewal } from '@mcs/shared/renewals';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { RenewalBanner, renewalBannerText } from './renewal-banner.tsx';
import { RenewalSection, UTR_HELP } from './renewal-section.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const member: CurrentMember = {
  id: '7',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  plan: 'Annual',
  status: 'Active',
  validUntil: '2026-12-11T18:29:59.999Z',
  membershipId: 'MCS-ASHA',
  familyMembers: 2,
  familyDetails: [
    { name: 'Ravi Rao', age: 40, gender: 'Male', relationship: 'Spouse' },
    { name: 'Meera Rao', age: 9, gender: 'Female', relationship: 'Daughter' },
  ],
  mustChangePassword: false,
};
const quote = quoteMembership(3);
const UPI_LINK = `upi://pay?pa=medicostsaver%40okaxis&pn=MediCostSaver&am=${quote.totalWithTax.toFixed(2)}&cu=INR&tn=MCS-ASHA-R1`;

let answer: MemberRenewalsResponse;
const pending = (utr: string): Renewal => ({
  id: '1',
  reference: 'MCS-ASHA-R1',
  utr,
  status: 'pending',
  amounts: { members: 3, total: quote.total, tax: quote.tax, totalWithTax: quote.totalWithTax },
  requestedAt: '2026-11-26T06:00:00.000Z',
  decidedAt: null,
  reason: null,
  previousValidUntil: null,
  newValidUntil: null,
});

beforeEach(() => {
  answer = {
    amounts: { members: 3, total: quote.total, tax: quote.tax, totalWithTax: quote.totalWithTax },
    validUntil: member.validUntil,
    reference: 'MCS-ASHA-R1',
    upiLink: UPI_LINK,
    renewals: [],
  };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { utr: string };
      if (body.utr === '999999999999')
        return json(409, {
          message: 'This UPI transaction reference has already been used for a renewal.',
          code: 'conflict',
        });
      answer = { ...answer, renewals: [pending(body.utr)] };
      return json(201, answer.renewals[0]);
    }
    return json(200, answer);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(open = true) {
  render(<RenewalSection token="member-token" member={member} open={open} onOpen={() => {}} />, {
    wrapper: WithQueries,
  });
  return userEvent.setup();
}

describe('the renewal banner', () => {
  const at = (iso: string) => new Date(iso);
  it('says when the membership ends and what renewing costs, from 30 days before', () => {
    expect(renewalBannerText(member, at('2026-11-26T06:00:00.000Z'))).toBe(
      `Your membership ends on 11/12/2026: renew for ${formatRupees(quote.totalWithTax)}`,
    );
    expect(renewalBannerText(member, at('2026-12-11T10:00:00.000Z'))).not.toBeNull();
  });

  it('says nothing earlier than 30 days before, after the end, or for a cancelled membership', () => {
    expect(renewalBannerText(member, at('2026-11-10T06:00:00.000Z'))).toBeNull();
    expect(renewalBannerText(member, at('2026-12-12T06:00:00.000Z'))).toBeNull();
    expect(
      renewalBannerText({ ...member, status: 'Cancelled' }, at('2026-11-26T06:00:00.000Z')),
    ).toBeNull();
  });

  it('opens the renewal from its button', async () => {
    const onRenew = vi.fn();
    render(
      <RenewalBanner member={member} now={at('2026-11-26T06:00:00.000Z')} onRenew={onRenew} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Renew now' }));
    expect(onRenew).toHaveBeenCalled();
  });
});

describe('renewal by UPI in My Subscription', () => {
  it('names the people covered and the amount with GST, with a UPI link and QR for that amount', async () => {
    renderSection();
    const link = await screen.findByRole('link', {
      name: `Pay ${formatRupees(quote.totalWithTax)} with a UPI app`,
    });
    expect(link).toHaveAttribute('href', UPI_LINK);
    expect(screen.getByTitle('UPI payment QR code')).toBeInTheDocument();
    const people = screen.getByRole('list');
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha Rao', 'Ravi Rao', 'Meera Rao']);
    expect(screen.getByText(formatRupees(quote.tax))).toBeInTheDocument();
    expect(screen.getByText('MCS-ASHA-R1')).toBeInTheDocument();
  });

  it('asks for the family to be confirmed and a 12-digit reference before sending', async () => {
    const user = renderSection();
    await screen.findByLabelText('UPI transaction reference (UTR)');
    await user.type(screen.getByLabelText('UPI transaction reference (UTR)'), '412345678901');
    await user.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please confirm the family members this renewal covers.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'These are the people on my card' }));
    await user.clear(screen.getByLabelText('UPI transaction reference (UTR)'));
    await user.type(screen.getByLabelText('UPI transaction reference (UTR)'), '41234');
    await user.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UTR_HELP);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the reference and then shows the renewal waiting for confirmation', async () => {
    const user = renderSection();
    await screen.findByLabelText('UPI transaction reference (UTR)');
    await user.click(screen.getByRole('checkbox', { name: 'These are the people on my card' }));
    await user.type(screen.getByLabelText('UPI transaction reference (UTR)'), '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(
      await screen.findByText(/Your renewal MCS-ASHA-R1 is waiting for confirmation/),
    ).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/members/me/renewals');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      familyConfirmed: true,
      utr: '412345678901',
    });
  });

  it("shows the server's reason when the reference was already used", async () => {
    const user = renderSection();
    await screen.findByLabelText('UPI transaction reference (UTR)');
    await user.click(screen.getByRole('checkbox', { name: 'These are the people on my card' }));
    await user.type(screen.getByLabelText('UPI transaction reference (UTR)'), '999999999999');
    await user.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This UPI transaction reference has already been used for a renewal.',
    );
  });

  it('shows the receipt of a confirmed renewal with the GST', async () => {
    answer.renewals = [
      {
        ...pending('412345678901'),
        status: 'confirmed',
        decidedAt: '2026-11-27T06:00:00.000Z',
        previousValidUntil: member.validUntil,
        newValidUntil: '2027-12-11T18:29:59.999Z',
      },
    ];
    renderSection(false);
    const receipt = await screen.findByRole('region', { name: 'Receipt MCS-ASHA-R1' });
    expect(receipt).toHaveTextContent(`GST (18%)${formatRupees(quote.tax)}`);
    expect(receipt).toHaveTextContent(`Total paid${formatRupees(quote.totalWithTax)}`);
    expect(receipt).toHaveTextContent('Valid until11/12/2027');
  });
});
