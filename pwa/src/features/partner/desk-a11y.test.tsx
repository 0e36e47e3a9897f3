import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { DEFAULT_CARD_ISSUER, generateCardKey, newCardRid, signCard } from '@mcs/shared';
import type { VerifiedMember } from '@mcs/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../api/query-test-kit.tsx';
import { offlineDb } from '../../offline/index.ts';
import { sessionToken } from '../../offline/offline-test-kit.ts';
import PartnerDashboardPage from './dashboard/partner-dashboard-page.tsx';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function member(overrides: Partial<VerifiedMember> = {}): VerifiedMember {
  return {
    name: 'Asha Verma',
    membershipId: 'MCS-2026-4F9A2C-81D3E7',
    plan: 'Annual',
    discount: '20%',
    standardDiscount: 20,
    validUntil: new Date((nowSeconds() + 200 * DAY) * 1000).toISOString(),
    familyMembers: 1,
    familyDetails: [{ name: 'Ravi Verma', age: 40, gender: 'Male', relationship: 'Spouse' }],
    status: 'Active',
    valid: true,
    message: 'Membership is active.',
    ...overrides,
  };
}

const VISITS = {
  visits: [
    {
      id: 'v1',
      memberName: 'Ananya Krishnan',
      membershipId: 'MCS-2026-4F9A2C',
      email: 'member@demo.mcs',
      phone: '9876543210',
      service: 'Consultation',
      discount: '20%',
      savedAmount: 50,
      date: '01/11/2026',
      time: '10:00',
    },
  ],
  pagination: {
    currentPage: 1,
    totalPages: 2,
    totalVisits: 11,
    hasNextPage: true,
    hasPrevPage: false,
    limit: 10,
  },
};

/** What the fake server says to POST partners/verify; every other call has a fixed answer. */
let verifyAnswer: () => Promise<Response>;

function fakeServer(url: string): Promise<Response> {
  const path = String(url);
  if (path.includes('partners/verify')) return verifyAnswer();
  if (path.includes('partner-stats'))
    return Promise.resolve(
      json(200, { membersServed: 7, monthlyVisits: 3, totalRevenue: 4200, averageDiscount: '15%' }),
    );
  if (path.includes('partner-visits')) return Promise.resolve(json(200, VISITS));
  if (path.includes('my-discount'))
    return Promise.resolve(
      json(200, {
        name: 'Sunrise Clinic',
        standardDiscount: 20,
        discountAmount: '20% on consultation',
        discountItems: ['Consultation', 'ECG'],
      }),
    );
  return Promise.resolve(json(503, { message: 'unavailable' }));
}

/**
 * Every axe rule but colour contrast, which needs the page's computed colours and layout: jsdom
 * has neither, so that rule is left to the browser journeys.
 */
async function violations() {
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.html),
  }));
}

async function openDesk() {
  render(
    <WithQueries>
      <MemoryRouter initialEntries={['/partner/dashboard']}>
        <Routes>
          <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />
        </Routes>
      </MemoryRouter>
    </WithQueries>,
  );
  await screen.findByText('7');
  return screen.getByLabelText('Membership ID or card');
}

async function typeId(answer: () => Promise<Response>) {
  verifyAnswer = answer;
  const input = await openDesk();
  await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(
    'partnerToken',
    sessionToken({ role: 'partner', id: 'p1', email: 'desk@clinic.test', type: 'doctor', gen: 1 }),
  );
  await offlineDb().jwks.clear();
  // index.html gives the real page its language and title; the test's bare document has neither.
  document.documentElement.lang = 'en';
  document.title = 'Partner Dashboard';
  verifyAnswer = async () => json(503, { message: 'unavailable' });
  vi.stubGlobal('fetch', fakeServer);
  // The desk logs loads that fail (the card issuer here); not this file's concern.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => vi.restoreAllMocks());

describe('the partner desk, checked by axe', () => {
  it('has no violations before any verdict', async () => {
    await openDesk();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('tablist'));
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a valid verdict and Record Visit open', async () => {
    await typeId(async () => json(200, member()));
    await screen.findByText('Membership Verified');
    expect(screen.getByRole('form', { name: 'Record Visit' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a membership refused by the server', async () => {
    await typeId(async () =>
      json(200, member({ valid: false, status: 'Expired', message: 'This membership expired.' })),
    );
    await screen.findByText('Membership Not Valid');
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a failed verification', async () => {
    await typeId(async () => json(404, { message: 'Membership not found' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification Failed');
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a card checked on this device only', async () => {
    verifyAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    const key = await generateCardKey();
    await offlineDb().jwks.put(key.publicJwk);
    const card = await signCard(
      {
        iss: DEFAULT_CARD_ISSUER,
        sub: 'MCS-2026-4F9A2C-81D3E7',
        name: 'Asha Verma',
        plan: 'Annual',
        exp: nowSeconds() + 200 * DAY,
        iat: nowSeconds() - 60,
        family: [{ name: 'Ravi Verma', relationship: 'Spouse' }],
        rid: newCardRid(),
      },
      { kid: key.kid, privateKey: key.privateJwk },
    );
    const input = await openDesk();
    await userEvent.click(input);
    await userEvent.paste(card);
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/Checked on this device \(offline\)/);
    expect(screen.getByLabelText('Verified member')).toHaveAttribute('data-outcome', 'device-only');
    expect(await violations()).toEqual([]);
  });

  it('has no violations on Recent Visits', async () => {
    await openDesk();
    await userEvent.click(screen.getByRole('tab', { name: /Recent Visits/ }));
    const panel = screen.getByRole('tabpanel', { name: /Recent Visits/ });
    await within(panel).findByText('Ananya Krishnan');
    expect(await violations()).toEqual([]);
  });
});

describe("the desk's verdict is announced once", () => {
  it('speaks a valid verdict through the polite region, with no alert inside it', async () => {
    await typeId(async () => json(200, member()));
    const verdict = await screen.findByLabelText('Verified member');
    const region = verdict.closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region?.querySelector('[role="alert"]')).toBeNull();
  });

  it('speaks a refusal as an alert, outside the polite region', async () => {
    await typeId(async () =>
      json(200, member({ valid: false, status: 'Expired', message: 'This membership expired.' })),
    );
    await screen.findByText('Membership Not Valid');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveAttribute('data-outcome', 'refused');
    expect(alerts[0]?.closest('[aria-live]')).toBeNull();
  });
});
