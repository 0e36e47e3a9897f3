// The member area with the server stopped: every tab shows what the phone kept, with its time,
// or says honestly that it has nothing yet; one bar for the whole area says it works offline.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../api/query-test-kit.tsx';
import { reportAnswer } from '../../net/reachability.ts';
import { offlineDb } from '../../offline/db.ts';
import type * as OfflineIndexModule from '../../offline/member.ts';
import MemberDashboardPage from './member-dashboard-page.tsx';
import type { MemberData } from './session.ts';
import { keptTime, workingOfflineText } from './working-offline.tsx';

// The sync loop would ask the server for a card of its own; these tests hold the device still.
vi.mock('../../offline/member.ts', async (importOriginal) => ({
  ...(await importOriginal<OfflineIndex>()),
  createMemberSync: () => ({ start: () => undefined, stop: () => undefined }),
}));

type OfflineIndex = typeof OfflineIndexModule;
const DAY_MS = 24 * 60 * 60 * 1000;
// 08:35 UTC on 21 Nov 2026 is 2:05 pm in India.
const KEPT_AT = '2026-11-21T08:35:00.000Z';

const me: CurrentMember = {
  id: '1',
  name: 'Ananya Krishnan',
  email: 'member@demo.mcs',
  phone: '9000000101',
  plan: 'Annual',
  status: 'Active',
  validUntil: new Date(Date.now() + 300 * DAY_MS).toISOString(),
  membershipId: 'MCS-2026-4F9A2C',
  familyMembers: 1,
  familyDetails: [{ name: 'Vivek Krishnan', relationship: 'Spouse', age: 40, gender: 'Male' }],
};

const visit: MemberVisit = {
  id: 'v1',
  hospitalName: 'Lotus Dental Care',
  doctorName: 'Dr. Priya Reddy',
  address: '12 MG Road, Bengaluru',
  visitedTime: new Date(Date.now() - 10 * DAY_MS).toISOString(),
  service: 'Root canal',
  billAmount: 1500,
  discountApplied: 20,
  savedAmount: 300,
  patient: 'Vivek Krishnan',
};

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** The session token of `me`, as the server signs it (the device reads it without checking). */
const memberToken = `${b64url({ alg: 'ES256' })}.${b64url({ role: 'member', id: me.id })}.c2ln`;

function open() {
  render(
    <WithQueries>
      <MemoryRouter initialEntries={['/dashboard']}>
        <MemberDashboardPage />
      </MemoryRouter>
    </WithQueries>,
  );
}

/** The "as of" line in a tab, with the time the copy was kept. */
function expectAsOf(panel: HTMLElement) {
  expect(within(panel).getByText(/Saved on this phone as of/)).toHaveTextContent(
    /as of 21 Nov 2026, 2:05\s?pm/i,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await Promise.all(offlineDb().tables.map((table) => table.clear()));
  localStorage.setItem('token', memberToken);
  // The server is stopped: no request gets an answer.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reportAnswer();
});

describe('the member area with the server stopped', () => {
  it('shows the kept visits and subscription with "as of", under one bar for the whole area', async () => {
    await offlineDb().memberKept.put({
      id: 'current',
      member: me,
      visits: [visit],
      visitsComplete: true,
      at: KEPT_AT,
    });
    open();

    const bar = await screen.findByTestId('working-offline');
    expect(bar).toHaveTextContent(
      /^Working offline: showing what this phone saved at 21 Nov 2026, 2:05\s?pm$/i,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Recent Visits' }));
    // Each tab's code loads when the tab is first opened (member-parts.ts).
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText(/Saved on this phone as of/);
    expectAsOf(panel);
    const row = within(panel).getByRole('listitem');
    expect(within(row).getByText('Root canal')).toBeInTheDocument();
    expect(within(row).getByText('For Vivek Krishnan')).toBeInTheDocument();
    expect(within(row).getByText('₹1,500')).toBeInTheDocument();
    expect(within(row).getByText('20%')).toBeInTheDocument();
    expect(within(row).getByText('₹300')).toBeInTheDocument();
    expect(screen.queryByText('No visits recorded yet')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'My Subscription' }));
    expect(
      await screen.findByRole('heading', { name: 'Subscription Details' }),
    ).toBeInTheDocument();
    expectAsOf(screen.getByRole('tabpanel'));
    expect(screen.getByRole('heading', { name: 'Your Savings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Members' })).toBeInTheDocument();
    expect(screen.getByText('MCS-2026-4F9A2C')).toBeInTheDocument();

    // One bar for the area, whichever tab is open.
    expect(screen.getAllByTestId('working-offline')).toHaveLength(1);
  });

  it('with nothing kept, says the visits and details will show once back online, never that there are none', async () => {
    open();
    expect(await screen.findByTestId('working-offline')).toHaveTextContent(
      'Working offline: this phone has nothing saved from your account yet',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Recent Visits' }));
    expect(
      await screen.findByText(
        "Can't reach the server; your visits will show when you're back online",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No visits recorded yet')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'My Subscription' }));
    expect(
      await screen.findByText(
        "Can't reach the server; your subscription details will show when you're back online",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please login to view subscription details')).toBeNull();
  });

  it('shows no bar when the server answers, and keeps its answer on the phone', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json(url === '/api/auth/me' ? me : [visit])),
    );
    open();
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Visits' }));
    expect(await screen.findByRole('heading', { name: 'Lotus Dental Care' })).toBeInTheDocument();
    expect(screen.queryByTestId('working-offline')).toBeNull();
    expect(screen.queryByText(/Saved on this phone as of/)).toBeNull();
    await waitFor(async () =>
      expect((await offlineDb().memberKept.get('current'))?.visits).toEqual([visit]),
    );
  });
});

describe('workingOfflineText', () => {
  const copy = { member: me, visits: [], visitsComplete: true, at: KEPT_AT };
  const text = (data: MemberData, reachable: boolean) => workingOfflineText(data, reachable);

  it('says nothing while the copy is shown only until the server answers', () => {
    expect(text({ status: 'device', copy, asking: true }, true)).toBeNull();
    expect(text({ status: 'loading' }, true)).toBeNull();
    expect(text({ status: 'server', copy }, true)).toBeNull();
  });

  it('speaks up when the connection goes after the server answered, and for a guest', () => {
    expect(text({ status: 'server', copy }, false)).toBe(
      `Working offline: showing what this phone saved at ${keptTime(KEPT_AT)}`,
    );
    expect(text({ status: 'guest' }, false)).toBe(
      'Working offline: partner search uses the list saved on this phone',
    );
  });

  it('gives the time alone for a copy kept today', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    expect(keptTime(KEPT_AT, now)).toMatch(/^2:05\s?pm$/i);
  });
});
