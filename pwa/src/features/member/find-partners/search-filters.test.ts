import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './partner-filters.tsx';
import { placeList } from './place-list.ts';
import type { Places } from './places.ts';
import { searchFilters as searchWith } from './search-filters.ts';

const shown = (patch: Partial<typeof NO_FILTERS>) => ({ ...NO_FILTERS, ...patch });
const loaded: Places = { list: placeList, loading: false };
const searchFilters = (now: typeof NO_FILTERS, before: typeof NO_FILTERS) =>
  searchWith(now, before, loaded);

describe('the filters a search is asked with', () => {
  it('holds the state searched before while the text only begins a name', () => {
    const before = shown({ state: 'Kerala' });
    expect(searchFilters(shown({ state: 'Ma' }), before).state).toBe('Kerala');
    expect(searchFilters(shown({ state: 'Ma' }), NO_FILTERS).state).toBe('');
  });

  it('takes a state as the reference data spells it once the text names one', () => {
    expect(searchFilters(shown({ state: ' maharashtra ' }), NO_FILTERS).state).toBe('Maharashtra');
  });

  it('asks a text that begins no name as it stands, and blank as no filter', () => {
    expect(searchFilters(shown({ state: 'Atlantis' }), NO_FILTERS).state).toBe('Atlantis');
    expect(searchFilters(shown({ state: '  ' }), shown({ state: 'Goa' })).state).toBe('');
  });

  it('holds a district only for the state it belongs to', () => {
    const before = shown({ state: 'Maharashtra', district: 'Pune' });
    expect(searchFilters(shown({ state: 'Maharashtra', district: 'Na' }), before)).toMatchObject({
      state: 'Maharashtra',
      district: 'Pune',
    });
    expect(searchFilters(shown({ state: 'Karnataka', district: 'Ba' }), before)).toMatchObject({
      state: 'Karnataka',
      district: '',
    });
    expect(
      searchFilters(shown({ state: 'Maharashtra', district: 'nagpur' }), before).district,
    ).toBe('Nagpur');
  });

  it('passes the text search, type and specialization through untouched', () => {
    const filters = shown({ q: 'heart', type: 'doctor', specialization: 'Cardiology' });
    expect(searchFilters(filters, NO_FILTERS)).toEqual(filters);
  });

  it('holds a typed state while the list of places is on its way, and asks it as typed if it cannot arrive', () => {
    const before = shown({ state: 'Kerala' });
    const loading: Places = { list: null, loading: true };
    expect(searchWith(shown({ state: 'Maharashtra' }), before, loading).state).toBe('Kerala');
    expect(searchWith(shown({ state: '' }), before, loading).state).toBe('');
    const failed: Places = { list: null, loading: false };
    expect(searchWith(shown({ state: ' Maharashtra ' }), before, failed).state).toBe('Maharashtra');
  });
});
