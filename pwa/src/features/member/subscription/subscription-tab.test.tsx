import { render, screen } from '@testing-library/react';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { describe, expect, it, vi } from 'vitest';
import { cardView } from '../card/card-view.ts';
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

function show(
  m: CurrentMember | null,
  options: { visits?: MemberVisit[]; offline?: boolean } = {},
) {
  const stored = m ? storedCard(m) : null;
  const card = cardView(options.offline ? null : m, stored, now);
  render(
    <SubscriptionTab
      member={options.offline ? null : m}
      card={card}
      visits={options.visits ?? []}
      now={now}
      onShowAtCounter={vi.fn()}
    />,
  );
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

  it('shows the card from the device when the server cannot be reached', () => {
    show(member({ familyMembers: 2, familyDetails: family }), { offline: true });
    expect(screen.getByTestId('card-name')).toHaveTextContent('Ananya Krishnan');
    expect(screen.getByTestId('card-membership-id')).toHaveTextContent('MCS-2026-4F9A2C');
    expect(field('Family Discount')).toBe('10%');
    expect(screen.getByTestId('card-qr')).toBeInTheDocument();
  });

  it("counts this membership year's savings against the fee and says when it has paid for itself", () => {
    // 2 members: ₹365 × 2 less 10% = ₹657. ₹1,400 saved this year; older visits do not count.
    show(member({ familyMembers: 1, familyDetails: family.slice(0, 1) }), {
      visits: [visit(900, 10), visit(500, 100), visit(5000, 400)],
    });
    expect(field('Saved this membership year')).toBe('₹1,400');
    expect(screen.getByText('Your membership has paid for itself 2×')).toBeInTheDocument();
  });

  it('does not claim the membership has paid for itself before it has', () => {
    show(member(), { visits: [visit(300, 5)] });
    expect(screen.queryByText(/paid for itself/)).toBeNull();
  });
});
