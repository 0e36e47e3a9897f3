import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { setLanguageNow } from '../../../i18n';
import { offlineDb } from '../../../offline/index.ts';
import { sessionToken } from '../../../offline/offline-test-kit.ts';
import PartnerDashboardPage from './partner-dashboard-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeServer(url: string): Promise<Response> {
  const path = String(url);
  if (path.includes('partner-stats'))
    return Promise.resolve(
      json(200, {
        membersServed: 7,
        monthlyVisits: 3,
        totalRevenue: 420000,
        averageDiscount: '15%',
        today: { visits: 2, billed: 1500, saved: 300 },
      }),
    );
  if (path.includes('partner-visits'))
    return Promise.resolve(
      json(200, {
        visits: [],
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalVisits: 0,
          hasNextPage: false,
          hasPrevPage: false,
          limit: 10,
        },
      }),
    );
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

function openDesk() {
  render(
    <WithQueries>
      <MemoryRouter initialEntries={['/partner/dashboard']}>
        <Routes>
          <Route path="/partner/dashboard" element={<PartnerDashboardPage />} />
        </Routes>
      </MemoryRouter>
    </WithQueries>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(
    'partnerToken',
    sessionToken({ role: 'partner', id: 'p1', email: 'desk@clinic.test', type: 'doctor', gen: 1 }),
  );
  await offlineDb().jwks.clear();
  vi.stubGlobal('fetch', fakeServer);
  // The desk logs loads that fail (the card issuer here); not this file's concern.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  // Unmounted first: the screens would otherwise render again in English as it is reset.
  cleanup();
  setLanguageNow('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the desk's language switch", () => {
  it('sits in the desk header and turns the desk into Hindi, remembered on the device', async () => {
    openDesk();
    const header = (await screen.findByRole('heading', { name: 'Partner Dashboard' })).closest(
      'header',
    );
    if (!header) throw new Error('the desk has no header');
    const switcher = within(header).getByRole('combobox', { name: 'Language' });

    await userEvent.selectOptions(switcher, 'hi');

    expect(
      await within(header).findByRole('heading', { name: 'पार्टनर डैशबोर्ड' }),
    ).toBeInTheDocument();
    expect(within(header).getByText('क्लिनिक')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'सदस्यता जाँचें' })).toBeInTheDocument();
    expect(screen.getByLabelText('सदस्यता ID या कार्ड')).toBeInTheDocument();
    expect(localStorage.getItem('mcs.language')).toBe('hi');
  });

  it("shows today's figures and the stat cards in Hindi, rupees in Indian grouping", async () => {
    openDesk();
    const header = (await screen.findByRole('heading', { name: 'Partner Dashboard' })).closest(
      'header',
    );
    if (!header) throw new Error('the desk has no header');
    await userEvent.selectOptions(within(header).getByRole('combobox'), 'hi');

    const today = await screen.findByRole('region', { name: 'आज' });
    expect(within(today).getByText('आज के बिल').nextElementSibling).toHaveTextContent('₹1,500');
    expect(within(today).getByText('आज दी गई बचत').nextElementSibling).toHaveTextContent('₹300');
    const revenue = screen.getByRole('group', { name: 'कुल कमाई' });
    expect(revenue).toHaveTextContent('₹4,20,000');
    expect(screen.getByRole('group', { name: 'इस महीने' })).toHaveTextContent('3 विज़िट');
    expect(today.textContent?.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });
});
