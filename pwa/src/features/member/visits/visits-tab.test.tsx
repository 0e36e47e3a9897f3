import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { describe, expect, it, vi } from 'vitest';
import type { MemberCopy, MemberData } from '../session.ts';
import { VisitsTab } from './visits-tab.tsx';

const visit: MemberVisit = {
  id: 'v1',
  hospitalName: 'Lotus Dental Care',
  doctorName: 'Dr. Priya Reddy',
  address: '12 MG Road, Bengaluru',
  visitedTime: '2026-11-20T15:30:00.000Z',
  service: 'Consultation',
  billAmount: 500,
  discountApplied: 20,
  savedAmount: 100,
};

const member: CurrentMember = {
  id: '1',
  name: 'Ananya Krishnan',
  email: 'ananya@example.in',
  phone: null,
  plan: 'Annual',
  status: 'Active',
  validUntil: '2027-06-01T00:00:00.000Z',
  membershipId: 'MCS-2026-4F9A2C',
  familyMembers: 0,
  familyDetails: [],
};

const copy = (visits: MemberVisit[], more: Partial<MemberCopy> = {}): MemberCopy => ({
  member,
  visits,
  visitsComplete: true,
  // 08:35 UTC is 2:05 pm in India, on another day than the test's clock: the date is named.
  at: '2026-11-21T08:35:00.000Z',
  ...more,
});
const fromServer = (visits: MemberVisit[]): MemberData => ({
  status: 'server',
  copy: copy(visits),
});

function show(data: MemberData, hasMore = false, onMore = vi.fn()) {
  render(<VisitsTab data={data} hasMore={hasMore} loadingMore={false} onMore={onMore} />);
}

const figure = (row: HTMLElement, label: string) =>
  within(row).getByText(label).nextElementSibling?.textContent;

describe('Recent Visits', () => {
  it("shows the spec's empty state when the server says there are no visits", () => {
    show(fromServer([]));
    expect(screen.getByText('No visits recorded yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your healthcare visits will appear here once you start using our services'),
    ).toBeInTheDocument();
  });

  it('shows hospital, doctor, address and the time in India (en-IN), and asks for older pages', async () => {
    const onMore = vi.fn();
    show(fromServer([visit]), true, onMore);
    expect(screen.getByRole('heading', { name: 'Lotus Dental Care' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Priya Reddy')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bengaluru')).toBeInTheDocument();
    // 15:30 UTC is 9:00 pm in India.
    expect(screen.getByText(/20 Nov 2026, 9:00\s?pm/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older visits' }));
    expect(onMore).toHaveBeenCalled();
  });

  it('gives each visit its service, patient, bill, discount and saving', () => {
    show(
      fromServer([
        {
          ...visit,
          service: 'Root canal',
          billAmount: 1500,
          savedAmount: 300,
          patient: 'Ravi Rao',
        },
      ]),
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Root canal')).toBeInTheDocument();
    expect(within(row).getByText('For Ravi Rao')).toBeInTheDocument();
    expect(figure(row, 'Bill')).toBe('₹1,500');
    expect(figure(row, 'Discount')).toBe('20%');
    expect(figure(row, 'You saved')).toBe('₹300');
  });

  it('says a visit with no bill has none recorded rather than a saving of ₹0', () => {
    show(fromServer([{ ...visit, billAmount: null, savedAmount: 0 }]));
    const row = screen.getByRole('listitem');
    expect(figure(row, 'Bill')).toBe('Not recorded');
    expect(figure(row, 'You saved')).toBe('-');
  });

  it('names who was treated when the desk recorded it', () => {
    show(fromServer([visit, { ...visit, id: 'v2', patient: 'Ravi Rao' }]));
    expect(screen.getAllByText(/^For /)).toHaveLength(1);
    expect(screen.getByText('For Ravi Rao')).toBeInTheDocument();
  });

  it('with the server unreachable, shows the visits this phone kept with the time it kept them', () => {
    show({ status: 'device', copy: copy([visit], { visitsComplete: false }), asking: false }, true);
    expect(screen.getByRole('heading', { name: 'Lotus Dental Care' })).toBeInTheDocument();
    expect(screen.getByText(/Saved on this phone as of/)).toHaveTextContent(
      /as of 21 Nov 2026, 2:05\s?pm/i,
    );
    expect(screen.queryByText('No visits recorded yet')).toBeNull();
    // The copy has no older page to give; the server has, once it can be reached.
    expect(screen.queryByRole('button', { name: 'Show older visits' })).toBeNull();
    expect(screen.getByText("Older visits will show when you're back online.")).toBeInTheDocument();
  });

  it('with the server unreachable and nothing kept, says so and never that there are no visits', () => {
    show({ status: 'unknown', unreachable: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Can't reach the server; your visits will show when you're back online",
    );
    expect(screen.queryByText('No visits recorded yet')).toBeNull();
  });

  it('says the visits could not be loaded when the server refused or failed', () => {
    show({ status: 'unknown', unreachable: false });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your visits could not be loaded just now',
    );
    expect(screen.queryByText('No visits recorded yet')).toBeNull();
  });
});
