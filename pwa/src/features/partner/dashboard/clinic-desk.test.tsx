// The clinic at its desk: its name in the header, the Today panel, the visit history searched by
// member ID or name, and the CSV of its visits.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITS_CSV_RANGE_REVERSED } from '@mcs/shared';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { offlineDb } from '../../../offline/index.ts';
import { sessionToken } from '../../../offline/offline-test-kit.ts';
import { enqueueVisit } from '../../../offline/outbox.ts';
import PartnerDashboardPage from './partner-dashboard-page.tsx';
import { rememberOffer } from './partner-offer.ts';
import { TodayPanel } from './today-panel.tsx';
import { CSV_NEEDS_CONNECTION, VisitsCsv } from './visits-csv.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PARTNER_ID = 'p1';
const TOKEN = sessionToken({
  role: 'partner',
  id: PARTNER_ID,
  email: 'desk@sunrise.test',
  type: 'doctor',
  gen: 1,
});

const OFFER = {
  name: 'Sunrise Family Clinic',
  standardDiscount: 20,
  discountAmount: '20% on consultation',
  discountItems: ['Consultation'],
};

const STATS = {
  membersServed: 7,
  monthlyVisits: 30,
  totalRevenue: 42000,
  averageDiscount: '15.0%',
  today: { visits: 4, billed: 2350.5, saved: 470.1 },
};

const visit = (id: string, memberName: string, membershipId: string) => ({
  id,
  memberName,
  membershipId,
  service: 'Consultation',
  discount: '20%',
  savedAmount: 100,
  billAmount: 500,
  email: 'N/A',
  phone: 'N/A',
  date: '20/11/2026',
  time: '11:00 am',
  visitedAt: '2026-11-20T05:30:00.000Z',
  flagged: false,
});

const page = (visits: unknown[]) => ({
  visits,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalVisits: visits.length,
    hasNextPage: false,
    hasPrevPage: false,
    limit: 10,
  },
});

const ALL = [
  visit('1', 'Asha Rao', 'MCS-2026-4F9A2C'),
  visit('2', 'Ravi Kumar', 'MCS-2026-81D3E7'),
];

type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake server: each call's URL is kept; `answers` by path, 503 for the rest. */
function serve(answers: Record<string, Answer>) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://desk.test');
    asked.push(url);
    const answer = answers[url.pathname];
    return answer ? answer(url, init) : json(503, { message: 'unavailable' });
  });
  return asked;
}

function renderDesk() {
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

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('partnerToken', TOKEN);
  // The desk logs loads that fail (logged, no message); not this file's concern.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await offlineDb().outbox.clear();
});
afterAll(() => vi.restoreAllMocks());

describe("the desk's header", () => {
  it("names the clinic from the server beside its type and keeps the heading 'Partner Dashboard'", async () => {
    serve({ '/api/partners/my-discount': () => json(200, OFFER) });
    renderDesk();
    const header = (await screen.findByRole('heading', { name: 'Partner Dashboard' })).closest(
      'header',
    )!;
    expect(await within(header).findByText('Sunrise Family Clinic')).toBeInTheDocument();
    expect(within(header).getByText('Medical Clinic')).toBeInTheDocument();
  });

  it('names the clinic with no connection, from what this device kept for the partner', async () => {
    rememberOffer(PARTNER_ID, OFFER);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    renderDesk();
    expect(await screen.findByText('Sunrise Family Clinic')).toBeInTheDocument();
  });
});

describe('the Today panel', () => {
  it("shows today's visits, bills and savings from the server and the visits waiting on this device", async () => {
    await enqueueVisit(
      offlineDb(),
      { membershipId: 'MCS-2026-4F9A2C', service: 'Consultation', discountApplied: 20 },
      { partnerId: PARTNER_ID },
    );
    serve({ '/api/partners/partner-stats': () => json(200, STATS) });
    renderDesk();
    const panel = await screen.findByRole('region', { name: 'Today' });
    await waitFor(() =>
      expect(within(panel).getByText('Visits today').nextSibling).toHaveTextContent('4'),
    );
    const value = (label: string) => within(panel).getByText(label).nextSibling;
    expect(value('Bills today')).toHaveTextContent('₹2,350.50');
    expect(value('Savings given today')).toHaveTextContent('₹470.10');
    await waitFor(() => expect(value('Waiting to sync')).toHaveTextContent('1'));
  });

  it("says the day's figures need the server, and still counts what waits on the device", () => {
    render(<TodayPanel today={null} waiting={3} />);
    const panel = screen.getByRole('region', { name: 'Today' });
    expect(within(panel).getByText('Visits today').nextSibling).toHaveTextContent('–');
    expect(within(panel).getByText('Waiting to sync').nextSibling).toHaveTextContent('3');
    expect(panel).toHaveTextContent(
      "Today's visits, bills and savings show once the server answers.",
    );
  });
});

describe('searching Recent Visits', () => {
  const visitsServer = () =>
    serve({
      '/api/partners/partner-visits': (url) => {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return json(
          200,
          page(
            ALL.filter(
              (v) => !q || v.memberName.toLowerCase().includes(q) || v.membershipId.includes(q),
            ),
          ),
        );
      },
    });

  it('asks the server once typing pauses and lists only the matches', async () => {
    const asked = visitsServer();
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: /Recent Visits/ }));
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search visits'), 'asha');

    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument());
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    const searches = asked
      .filter((url) => url.pathname === '/api/partners/partner-visits')
      .map((url) => url.searchParams.get('q'));
    // Once for the whole list, once for what was typed: not once per letter.
    expect(searches).toEqual([null, 'asha']);
  });

  it("says no visit matches a search, which is not 'No visits recorded yet.'", async () => {
    visitsServer();
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: /Recent Visits/ }));
    await screen.findByText('Asha Rao');

    await userEvent.type(screen.getByLabelText('Search visits'), '  Nobody ');

    expect(await screen.findByText('No visits match “Nobody”.')).toBeInTheDocument();
    expect(screen.queryByText('No visits recorded yet.')).not.toBeInTheDocument();
  });

  it('starts a new search at its first page', async () => {
    const asked = serve({
      '/api/partners/partner-visits': (url) => {
        const at = Number(url.searchParams.get('page'));
        return json(200, {
          ...page([ALL[at % 2]]),
          pagination: { ...page([]).pagination, currentPage: at, totalPages: 3, totalVisits: 25 },
        });
      },
    });
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: /Recent Visits/ }));
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Asha Rao');

    await userEvent.type(screen.getByLabelText('Search visits'), 'rao');

    await waitFor(() => expect(asked.at(-1)?.search).toBe(`?page=1&limit=10&q=rao`));
  });

  it('says when a search could not be made, and that the list is from before', async () => {
    serve({
      '/api/partners/partner-visits': (url) => {
        if (url.searchParams.has('q')) throw new TypeError('Failed to fetch');
        return json(200, page(ALL));
      },
    });
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: /Recent Visits/ }));
    await screen.findByText('Ravi Kumar');

    await userEvent.type(screen.getByLabelText('Search visits'), 'asha');

    expect(
      await screen.findByText('Could not search for “asha”. The list below is from before.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  });

  it("says 'No visits recorded yet.' when there are none at all", async () => {
    serve({ '/api/partners/partner-visits': () => json(200, page([])) });
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: /Recent Visits/ }));
    expect(await screen.findByText('No visits recorded yet.')).toBeInTheDocument();
  });
});

describe('Download CSV', () => {
  const NOON_IN_INDIA = new Date('2026-11-20T06:30:00.000Z');
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:visits');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  const renderForm = () =>
    render(
      <WithQueries>
        <VisitsCsv token={TOKEN} now={() => NOON_IN_INDIA} />
      </WithQueries>,
    );

  it("downloads this month so far with the desk's token and saves the server's file name", async () => {
    let sent: RequestInit | undefined;
    const asked = serve({
      '/api/partners/partner-visits.csv': (_url, init) => {
        sent = init;
        return new Response('date,time\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="mcs-visits-2026-11-01-to-2026-11-20.csv"',
          },
        });
      },
    });
    renderForm();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('mcs-visits-2026-11-01-to-2026-11-20.csv');
    expect(clicked[0]!.href).toBe('blob:visits');
    const url = asked.find((u) => u.pathname === '/api/partners/partner-visits.csv')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(new Headers(sent?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says what is wrong with the dates before asking the server', async () => {
    const asked = serve({});
    renderForm();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(VISITS_CSV_RANGE_REVERSED);
    expect(asked).toEqual([]);
    expect(clicked).toEqual([]);
  });

  it("shows the server's refusal, and says when there is no connection", async () => {
    serve({
      '/api/partners/partner-visits.csv': () =>
        json(400, { message: 'This range holds more than 50,000 visits.', code: 'validation' }),
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This range holds more than 50,000 visits.',
    );

    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CSV_NEEDS_CONNECTION));
    expect(clicked).toEqual([]);
  });
});
