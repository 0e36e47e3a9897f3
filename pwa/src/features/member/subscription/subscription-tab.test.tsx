import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardView, holderOf } from '../card/card-view.ts';
import type { MemberData } from '../session.ts';
import { SubscriptionTab } from './subscription-tab.tsx';

const now = new Date('2026-11-23T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

function member(overrides: Partial<CurrentMember> = {}): CurrentMember {
  return {
    id: '1',
    name: 'Ananya Krishnan',
    email: 'ananya@example.in',
    phone: '9000000101',
    plan: 'Annual',
    status: 'Active',
    validUntil: inDays(200),
    membershipId: 'MCS-2026-4F9A2C',
    familyMembers: 0,
    familyDetails: [],
    ...overrides,
  };
}

const family: CurrentMember['familyDetails'] = [
  { name: 'Vivek Krishnan', age: 42, gender: 'Male', relationship: 'Spouse' },
  { name: 'Diya Krishnan', age: 12, gender: 'Female', relationship: 'Daughter' },
];

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A card as the server signs it (the signature is not checked on the member's own screen). */
function storedCard(m: CurrentMember) {
  const claims = {
    iss: 'https://medicostsaver.in',
    sub: m.membershipId,
    name: m.name,
    plan: m.plan,
    exp: Math.floor(new Date(m.validUntil).getTime() / 1000),
    iat: Math.floor(now.getTime() / 1000),
    family: m.familyDetails.map(({ name, relationship }) => ({ name, relationship })),
    rid: 'r1',
  };
  return {
    id: 'current' as const,
    jws: `${b64url({ alg: 'ES256', kid: 'k1' })}.${b64url(claims)}.c2ln`,
    membershipId: m.membershipId,
    validUntil: m.validUntil,
    fetchedAt: now.toISOString(),
  };
}

function visit(savedAmount: number, daysAgo: number): MemberVisit {
  return {
    id: `v${savedAmount}-${daysAgo}`,
    hospitalName: 'Lotus Dental Care',
    doctorName: 'Dr. Priya Reddy',
    address: 'MG Road',
    visitedTime: inDays(-daysAgo),
    service: 'Consultation',
    billAmount: savedAmount * 5,
    discountApplied: 20,
    savedAmount,
  };
}

// 08:35 UTC on 21 Nov is 2:05 pm in India.
const KEPT_AT = '2026-11-21T08:35:00.000Z';

/**
 * The tab for member `m` (null: a guest). `offline`: the server cannot be reached and the phone
 * kept a copy ('kept') or nothing ('nothing'); the card comes from the device either way.
 */
function show(
  m: CurrentMember | null,
  options: { visits?: MemberVisit[]; offline?: 'kept' | 'nothing'; complete?: boolean } = {},
) {
  const stored = m ? storedCard(m) : null;
  // Offline, the card names whom the dashboard finds without the server (card-holder.ts): the
  // kept copy of `m`, or with nothing kept the card itself, issued to `m`.
  const card = options.offline
    ? cardView(null, stored, now, m && holderOf(m))
    : cardView(m, stored, now);
  const copy = m && {
    member: m,
    visits: options.visits ?? [],
    visitsComplete: options.complete ?? true,
    at: options.offline ? KEPT_AT : now.toISOString(),
  };
  const data: MemberData = !copy
    ? { status: 'guest' }
    : options.offline === 'kept'
      ? { status: 'device', copy, asking: false }
      : options.offline === 'nothing'
        ? { status: 'unknown', unreachable: true }
        : { status: 'server', copy };
  render(<SubscriptionTab data={data} card={card} now={now} onShowAtCounter={vi.fn()} />);
}

const field = (label: string) => screen.getAllByText(label)[0]!.nextElementSibling?.textContent;

describe('My Subscription', () => {
  it('asks a guest to log in', () => {
    show(null);
    expect(screen.getByText('Please login to view subscription details')).toBeInTheDocument();
    expect(screen.queryByText('Membership Card')).toBeNull();
  });

  it('shows an active member without family: details, card with QR, 0% family discount', () => {
    show(member());
    expect(screen.getByRole('heading', { name: 'Subscription Details' })).toBeInTheDocument();
    expect(field('Plan Type')).toBe('Annual');
    expect(field('Member ID')).toBe('MCS-2026-4F9A2C');
    expect(field('Email')).toBe('ananya@example.in');
    expect(field('Phone')).toBe('9000000101');
    expect(field('Family Discount')).toBe('0%');
    expect(screen.getByTestId('card-qr').querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Show at counter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Digital Card' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family Members' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('FREE Dental Consultation')).toBeInTheDocument();
    expect(screen.getByText('Up to 25% Savings')).toBeInTheDocument();
  });

  it('lists the family and gives the 10% family discount', () => {
    show(member({ familyMembers: 2, familyDetails: family }));
    expect(field('Family Discount')).toBe('10%');
    expect(screen.getByRole('heading', { name: 'Family Members' })).toBeInTheDocument();
    expect(screen.getByText('Diya Krishnan')).toBeInTheDocument();
    expect(screen.getByText('12 years · Female · Daughter')).toBeInTheDocument();
  });

  it('asks for renewal within 30 days of expiry and still shows the QR', () => {
    show(member({ validUntil: inDays(20) }));
    expect(screen.getByRole('status')).toHaveTextContent('Your membership expires in 20 days, on');
    expect(screen.getByTestId('card-qr')).toBeInTheDocument();
  });

  it('says plainly that an expired card has expired, with no QR to show at a counter', () => {
    show(member({ status: 'Expired', validUntil: inDays(-3) }));
    expect(screen.getByRole('alert')).toHaveTextContent('This card expired on');
    expect(screen.queryByTestId('card-qr')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show at counter' })).toBeNull();
    expect(field('Status')).toBe('Expired');
  });

  it('with the server unreachable and nothing kept: the card from the device, and says the details will come', () => {
    show(member({ familyMembers: 2, familyDetails: family }), { offline: 'nothing' });
    expect(screen.getByTestId('card-name')).toHaveTextContent('Ananya Krishnan');
    expect(screen.getByTestId('card-membership-id')).toHaveTextContent('MCS-2026-4F9A2C');
    expect(field('Family Discount')).toBe('10%');
    expect(screen.getByTestId('card-qr')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Can't reach the server; your subscription details will show when you're back online",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Subscription Details' })).toBeNull();
    expect(screen.queryByText('Please login to view subscription details')).toBeNull();
  });

  it('with the server unreachable, shows the details, savings and family this phone kept, as of when', () => {
    show(member({ familyMembers: 2, familyDetails: family }), {
      offline: 'kept',
      visits: [visit(900, 10)],
    });
    expect(screen.getByText(/Saved on this phone as of/)).toHaveTextContent(
      /as of 21 Nov 2026, 2:05\s?pm/i,
    );
    expect(screen.getByRole('heading', { name: 'Subscription Details' })).toBeInTheDocument();
    expect(field('Member ID')).toBe('MCS-2026-4F9A2C');
    expect(field('Email')).toBe('ananya@example.in');
    expect(screen.getByRole('heading', { name: 'Your Savings' })).toBeInTheDocument();
    expect(field('Saved this membership year')).toBe('₹900');
    expect(screen.getByRole('heading', { name: 'Family Members' })).toBeInTheDocument();
    expect(screen.getByText('Diya Krishnan')).toBeInTheDocument();
    expect(screen.getByTestId('card-qr')).toBeInTheDocument();
  });

  it('reads a kept copy saved while Active as Expired once its date has passed', () => {
    show(member({ validUntil: inDays(-2) }), { offline: 'kept' });
    expect(field('Status')).toBe('Expired');
  });

  it("counts this membership year's savings against the fee paid and says when it has paid for itself", () => {
    // 2 members: ₹365 × 2 less 10% = ₹657, plus 18% GST = ₹775.26. ₹1,400 saved this year;
    // a visit before the year began does not count.
    show(member({ familyMembers: 1, familyDetails: family.slice(0, 1) }), {
      visits: [visit(900, 10), visit(500, 100), visit(5000, 400)],
    });
    expect(field('Saved this membership year')).toBe('₹1,400');
    expect(field('Fee paid')).toBe(
      '₹775.26 (₹365 per member × 2, less the 10% family discount, plus 18% GST)',
    );
    expect(screen.getByRole('img', { name: 'Savings cover 100% of the fee' })).toBeInTheDocument();
    expect(screen.getByText('Your membership has paid for itself 1×')).toBeInTheDocument();
  });

  it('says how much more must be saved before the membership has paid for itself', () => {
    // One member: ₹365 plus 18% GST = ₹430.70.
    show(member(), { visits: [visit(300, 5)] });
    expect(field('Fee paid')).toBe('₹430.70 (₹365 per member × 1, plus 18% GST)');
    expect(screen.queryByText(/paid for itself \d/)).toBeNull();
    expect(screen.getByTestId('savings-to-go')).toHaveTextContent(
      '₹130.70 more in savings and your membership has paid for itself.',
    );
    expect(screen.getByRole('img', { name: 'Savings cover 70% of the fee' })).toBeInTheDocument();
  });
});

describe('the yearly statement', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the membership year's visits with date, partner, service, bill, discount and saving, and the totals", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show(member({ familyMembers: 1, familyDetails: family.slice(0, 1) }), {
      visits: [
        { ...visit(900, 10), id: 'a', service: 'Root canal', patient: 'Vivek Krishnan' },
        { ...visit(500, 100), id: 'b', hospitalName: 'City Diagnostics', service: 'Blood test' },
        { ...visit(0, 120), id: 'c', billAmount: null },
        { ...visit(5000, 400), id: 'd' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print statement' }));
    const sheet = screen.getByRole('dialog', { name: 'Membership statement' });
    expect(within(sheet).getByText('Ananya Krishnan')).toBeInTheDocument();
    expect(within(sheet).getByText('MCS-2026-4F9A2C')).toBeInTheDocument();
    // The year that ends at validUntil (200 days after 23 Nov 2026, 10:00 UTC).
    expect(within(sheet).getByTestId('statement-period')).toHaveTextContent(
      '11/06/2026 to 11/06/2027',
    );
    const rows = within(sheet)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Only this year's three visits, newest first; the one before the year is left out.
    expect(rows).toEqual([
      ['13/11/2026', 'Lotus Dental Care', 'Root canal for Vivek Krishnan', '₹4,500', '20%', '₹900'],
      ['15/08/2026', 'City Diagnostics', 'Blood test', '₹2,500', '20%', '₹500'],
      ['26/07/2026', 'Lotus Dental Care', 'Consultation', '-', '20%', '-'],
    ]);
    expect(within(sheet).getByTestId('statement-total-billed')).toHaveTextContent('₹7,000');
    expect(within(sheet).getByTestId('statement-total-saved')).toHaveTextContent('₹1,400');
    expect(within(sheet).getByText(/Total \(3 visits\)/)).toBeInTheDocument();
    expect(within(sheet).getByText(/Saved ₹1,400 against a fee of ₹775.26/)).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Membership statement' })).toBeNull();
  });

  it('says when it comes from the copy kept on the phone, and when older visits may be missing', async () => {
    show(member(), { offline: 'kept', complete: false, visits: [visit(100, 3)] });
    await userEvent.click(screen.getByRole('button', { name: 'Print statement' }));
    const sheet = screen.getByRole('dialog', { name: 'Membership statement' });
    expect(
      within(sheet).getByText(/From the copy saved on this phone as of 21 Nov 2026/),
    ).toBeInTheDocument();
    expect(within(sheet).getByText(/older visits of this year may be missing/)).toBeInTheDocument();
  });
});
