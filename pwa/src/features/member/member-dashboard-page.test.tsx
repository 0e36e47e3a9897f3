import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateCardKey, signCard, type CurrentMember } from '@mcs/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../api/query-test-kit.tsx';
import { reportAnswer } from '../../net/reachability.ts';
import { offlineDb } from '../../offline/db.ts';
import type * as OfflineModule from '../../offline/member.ts';
import { CARD_START_URL, COUNTER_START_URL } from './card/start-view.ts';
import MemberDashboardPage from './member-dashboard-page.tsx';

// The sync loop would fetch and store a card of its own; these tests hold the device's card still.
vi.mock('../../offline/member.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof OfflineModule>()),
  createMemberSync: () => ({ start: () => undefined, stop: () => undefined }),
}));

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBERSHIP_ID = 'MCS-2026-4F9A2C';
let jws: string;

beforeAll(async () => {
  const key = await generateCardKey();
  jws = await signCard(
    {
      iss: 'https://medicostsaver.in',
      sub: MEMBERSHIP_ID,
      name: 'Ananya Krishnan',
      plan: 'Annual',
      exp: Math.floor((Date.now() + 300 * DAY_MS) / 1000),
      iat: Math.floor(Date.now() / 1000),
      family: [{ name: 'Vivek Krishnan', relationship: 'Spouse' }],
      rid: 'AAECAwQFBgcICQoL',
    },
    { kid: key.kid, privateKey: key.privateJwk },
  );
});

/** The card this device holds, valid for `days` more days (negative: expired). */
function storeCard(days = 300) {
  return offlineDb().card.put({
    id: 'current',
    jws,
    membershipId: MEMBERSHIP_ID,
    validUntil: new Date(Date.now() + days * DAY_MS).toISOString(),
    fetchedAt: new Date().toISOString(),
  });
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function open(entry: string) {
  return render(
    <WithQueries>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <>
                <MemberDashboardPage />
                <Address />
              </>
            }
          />
          <Route path="/login" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </WithQueries>,
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const me: CurrentMember = {
  id: '1',
  name: 'Ananya Krishnan',
  email: 'member@demo.mcs',
  phone: null,
  plan: 'Annual',
  status: 'Active',
  validUntil: new Date(Date.now() + 300 * DAY_MS).toISOString(),
  membershipId: MEMBERSHIP_ID,
  familyMembers: 1,
  familyDetails: [{ name: 'Vivek Krishnan', relationship: 'Spouse', age: 40, gender: 'Male' }],
};

const address = () => screen.getByTestId('address').textContent;

beforeEach(async () => {
  localStorage.clear();
  await Promise.all(offlineDb().tables.map((t) => t.clear()));
  // The server is down: only the device can show anything.
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

describe('opening the installed app', () => {
  // The counter view and the tabs load on demand (member-parts.ts): their modules are compiled
  // here once, before the first test, as a browser holds them precached.
  beforeAll(() =>
    Promise.all([import('./card/counter-view.tsx'), import('./subscription/subscription-tab.tsx')]),
  );

  it('opens the "Show card" shortcut on the card for the counter, from the device with the server down', async () => {
    localStorage.setItem('token', 'member-tok');
    await storeCard();
    open(COUNTER_START_URL);

    const counter = await screen.findByRole('dialog', { name: 'Membership card for the counter' });
    expect(within(counter).getByTestId('counter-qr').querySelector('svg')).not.toBeNull();
    expect(within(counter).getByText(MEMBERSHIP_ID)).toBeInTheDocument();
    // The address loses the start view: a reload shows the dashboard as the member left it.
    await waitFor(() => expect(address()).toBe('/dashboard'));

    await userEvent.click(within(counter).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: 'My Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the start address on My Subscription with the QR, nothing covering it while the server is asked', async () => {
    localStorage.setItem('token', 'member-tok');
    await storeCard();
    // A server that never answers (a Wi-Fi with no internet): the card must not wait for it.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    open(CARD_START_URL);

    expect(screen.getByRole('tab', { name: 'My Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByTestId('card-qr')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on Find Partners for a guest, with no card and no counter view', async () => {
    await storeCard();
    open(COUNTER_START_URL);

    await waitFor(() => expect(address()).toBe('/dashboard'));
    expect(screen.getByRole('tab', { name: 'Find Partners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Show card' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens an expired card on My Subscription, which says so, and not at the counter', async () => {
    localStorage.setItem('token', 'member-tok');
    await storeCard(-2);
    open(COUNTER_START_URL);

    expect(await screen.findByText(/^This card expired on/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('card-qr')).toBeNull();
  });

  it('opens /dashboard itself on Find Partners, as before, even with a card on the device', async () => {
    localStorage.setItem('token', 'member-tok');
    await storeCard();
    open('/dashboard');
    expect(await screen.findByRole('button', { name: 'Show card' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Find Partners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Logout', () => {
  async function askToLogout() {
    localStorage.setItem('token', 'member-tok');
    await storeCard();
    open('/dashboard');
    await screen.findByRole('button', { name: 'Show card' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    return screen.findByRole('dialog', { name: 'Log out of this phone?' });
  }

  it('asks first, saying the card will leave this phone; keeping it keeps the card and the session', async () => {
    // The server answers: the member, and no visits.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        json(url === '/api/auth/me' ? me : url.startsWith('/api/partners/my-visits') ? [] : {}),
      ),
    );
    const dialog = await askToLogout();

    expect(
      within(dialog).getByText(
        'Your membership card will leave this phone. To show it at a counter again, you will need to sign in.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('logout-offline')).toBeNull();
    const keep = within(dialog).getByRole('button', { name: 'Keep my card' });
    expect(keep).toHaveFocus();

    await userEvent.click(keep);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await offlineDb().card.count()).toBe(1);
    expect(localStorage.getItem('token')).toBe('member-tok');
    expect(address()).toBe('/dashboard');
  });

  it('says offline that signing in again needs the network, and Enter keeps the card', async () => {
    const dialog = await askToLogout();

    // Once the dashboard's requests have gone unanswered.
    expect(await within(dialog).findByTestId('logout-offline')).toHaveTextContent(
      'This phone cannot reach MediCostSaver right now, and signing in again needs the network. Until it is back, you will have no card to show. Keep your card to use it offline.',
    );
    // Focus is on keeping the card: a reflexive Enter does no harm.
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await offlineDb().card.count()).toBe(1);
    expect(localStorage.getItem('token')).toBe('member-tok');
  });

  it('takes the card off the device and goes to /login once confirmed', async () => {
    const dialog = await askToLogout();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(address()).toBe('/login'));
    expect(await offlineDb().card.count()).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("lets a guest's Logout go straight to the sign-in page", async () => {
    open('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(address()).toBe('/login'));
  });
});
