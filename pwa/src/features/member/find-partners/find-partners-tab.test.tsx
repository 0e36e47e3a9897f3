import { act, fireEvent, render, screen } from '@testing-library/react';
import { directoryPagination } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { offlineDb, writeSyncState } from '../../../offline/db.ts';
import { partner } from '../../../offline/offline-test-kit.ts';
import { FindPartnersTab } from './find-partners-tab.tsx';

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

describe('Find Partners', () => {
  it("shows 'Found N partner(s)', every card and 'Showing X of Y partners' when there are pages", async () => {
    server(() => json(listing(23)));
    render(<FindPartnersTab />, { wrapper: WithQueries });
    expect(await screen.findByText('Found 23 partner(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23 partners')).toBeInTheDocument();
    // 'Dr. {name}', without doubling a title the partner registered with.
    expect(screen.getAllByText('Dr. Meera Iyer')).toHaveLength(10);
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
});
