import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { directoryPagination } from '@mcs/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { offlineDb, writeSyncState } from '../../../offline/db.ts';
import { partner } from '../../../offline/offline-test-kit.ts';
import { FindPartnersTab } from './find-partners-tab.tsx';
import { requestPlaces } from './places.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET api/partners answering the given partners, remembering each query string. */
function server(answer: () => Response | Promise<Response>) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      queries.push(String(url).split('?')[1] ?? '');
      return answer();
    }),
  );
  return queries;
}

const listing = (n: number) => ({
  partners: Array.from({ length: Math.min(n, 10) }, (_, i) => partner({ id: String(i + 1) })),
  pagination: directoryPagination(n, 1, 10),
});

beforeEach(async () => {
  await Promise.all(offlineDb().tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A screen `wide` or not (a phone), as the CSS media query would answer. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: wide,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The directory by state: five partners in all, two in Karnataka, none in any other place. */
function directoryByState() {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = String(url).split('?')[1] ?? '';
      queries.push(query);
      const state = new URLSearchParams(query).get('state');
      return json(listing(state === null ? 5 : state === 'Karnataka' ? 2 : 0));
    }),
  );
  return queries;
}

const stateBox = () => screen.getByRole('combobox', { name: 'State' });

// The list of states and districts as it is once the state box has been used (places.test.tsx
// covers the wait before it arrives).
beforeAll(() => requestPlaces());

describe('Find Partners', () => {
  it("shows 'Found N partner(s)', every card and 'Showing X of Y partners' when there are pages", async () => {
    server(() => json(listing(23)));
    render(<FindPartnersTab />, { wrapper: WithQueries });
    expect(await screen.findByText('Found 23 partner(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23 partners')).toBeInTheDocument();
    // 'Dr. {name}', without doubling a title the partner registered with, under each card's
    // "More details" (made when opened).
    for (const more of screen.getAllByText('More details')) fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByText('Dr. Meera Iyer')).toHaveLength(10));
  });

  it('asks the server again 300 ms after the last change, with only the filters that are set', async () => {
    const queries = server(() => json(listing(1)));
    render(<FindPartnersTab />, { wrapper: WithQueries });
    await screen.findByText('Found 1 partner(s)');
    expect(queries).toEqual(['page=1&limit=10']);
    vi.useFakeTimers();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' heart ' } });
    fireEvent.change(screen.getByLabelText('Service Type'), { target: { value: 'doctor' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(queries).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await screen.findByText('Doctors & Clinics', { selector: '.badge' });
    expect(queries.at(-1)).toBe('q=heart&type=doctor&page=1&limit=10');
  });

  it('says nothing was found when filters match no partner', async () => {
    server(() => json(listing(0)));
    render(<FindPartnersTab />, { wrapper: WithQueries });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No partners found')).toBeInTheDocument();
    expect(
      await screen.findByText('Try adjusting your search criteria or filters'),
    ).toBeInTheDocument();
  });

  it('empties the list when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server(() => json({ message: 'boom' }, 500));
    await offlineDb().directory.put(partner({ id: '1' }));
    render(<FindPartnersTab />, { wrapper: WithQueries });
    expect(await screen.findByText('Found 0 partner(s)')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('answers from the device when only a gateway answers for the server', async () => {
    server(() => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }));
    await offlineDb().directory.put(partner({ id: '1' }));
    render(<FindPartnersTab />, { wrapper: WithQueries });
    expect(await screen.findByText('Found 1 partner(s)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
  });

  it('answers from the directory on the device when there is no network, and says when it was synced', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    await offlineDb().directory.bulkPut([
      partner({ id: '1', type: 'dentist', specialization: 'Orthodontics' }),
      partner({ id: '2' }),
    ]);
    await writeSyncState(offlineDb(), 'lastSyncAt', '2026-11-20T06:30:00.000Z');
    render(<FindPartnersTab />, { wrapper: WithQueries });
    expect(await screen.findByText('Found 2 partner(s)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline: showing partners saved on this device, last synced 20/11/2026',
    );
    fireEvent.change(screen.getByLabelText('Service Type'), { target: { value: 'dentist' } });
    expect(await screen.findByText('Found 1 partner(s)')).toBeInTheDocument();
  });

  it('on a phone, folds the filters into a row of chips that opens them in a sheet', async () => {
    screenWidth(false);
    const queries = directoryByState();
    render(<FindPartnersTab />, { wrapper: WithQueries });
    await screen.findByText('Found 5 partner(s)');
    expect(screen.queryByLabelText('Service Type')).toBeNull();
    const summary = screen.getByRole('button', { name: 'Filters All types All states' });

    fireEvent.click(summary);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Service Type'), {
      target: { value: 'dentist' },
    });
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'State' }), {
      target: { value: 'karna' },
    });
    fireEvent.mouseDown(within(sheet).getByRole('option', { name: 'Karnataka' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters Dentists Karnataka' })).toBeInTheDocument();
    expect(await screen.findByText('Found 2 partner(s)')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('type=dentist&state=Karnataka&page=1&limit=10');
  });

  it('keeps the filters open on a wide screen, with no summary row', async () => {
    screenWidth(true);
    directoryByState();
    render(<FindPartnersTab />, { wrapper: WithQueries });
    await screen.findByText('Found 5 partner(s)');
    expect(screen.getByLabelText('Service Type')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('keeps the results while a state is being typed, and searches once one is chosen', async () => {
    const queries = directoryByState();
    render(<FindPartnersTab />, { wrapper: WithQueries });
    await screen.findByText('Found 5 partner(s)');
    vi.useFakeTimers();

    fireEvent.change(stateBox(), { target: { value: 'Ka' } });
    await act(async () => vi.advanceTimersByTime(1_000));
    fireEvent.change(stateBox(), { target: { value: 'Karnatak' } });
    await act(async () => vi.advanceTimersByTime(1_000));

    expect(screen.getByRole('listbox', { name: 'State suggestions' })).toBeInTheDocument();
    expect(queries).toEqual(['page=1&limit=10']);
    expect(screen.queryByText('No partners found')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    fireEvent.mouseDown(screen.getByRole('option', { name: 'Karnataka' }));
    await act(async () => vi.advanceTimersByTime(300));
    expect(await screen.findByText('Found 2 partner(s)')).toBeInTheDocument();
    expect(queries).toEqual(['page=1&limit=10', 'state=Karnataka&page=1&limit=10']);
  });

  it('searches a typed state in any case, and one that names no state as it stands', async () => {
    const queries = directoryByState();
    render(<FindPartnersTab />, { wrapper: WithQueries });
    await screen.findByText('Found 5 partner(s)');

    fireEvent.change(stateBox(), { target: { value: 'karnataka ' } });
    expect(await screen.findByText('Found 2 partner(s)')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('state=Karnataka&page=1&limit=10');

    fireEvent.change(stateBox(), { target: { value: 'Atlantis' } });
    expect(await screen.findByText('No partners found')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('state=Atlantis&page=1&limit=10');
  });

  it('keeps the list before on screen, marked as loading, until the next answer comes', async () => {
    let release: (response: Response) => void = () => {};
    let calls = 0;
    server(() => {
      calls += 1;
      if (calls === 1) return json(listing(3));
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    render(<FindPartnersTab />, { wrapper: WithQueries });
    await screen.findByText('Found 3 partner(s)');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('Loading partners...')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('No partners found')).toBeNull();

    release(json(listing(0)));
    expect(await screen.findByText('No partners found')).toBeInTheDocument();
    expect(screen.queryByText('Loading partners...')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
