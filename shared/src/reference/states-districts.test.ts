import { describe, expect, it } from 'vitest';
import {
  districtsOf,
  OTHER,
  registrationDistrictOptions,
  registrationStateOptions,
  STATES,
  STATES_WITH_DISTRICTS,
  suggestDistricts,
  suggestStates,
} from './states-districts.ts';
import rawDistricts from './india-districts.json' with { type: 'json' };

describe('states and districts', () => {
  it('covers all 36 states and union territories, alphabetically', () => {
    expect(STATES).toHaveLength(36);
    expect(STATES[0]).toBe('Andaman and Nicobar Islands');
    expect(STATES.at(-1)).toBe('West Bengal');
    expect([...STATES].sort((a, b) => a.localeCompare(b, 'en-IN'))).toEqual(STATES);
  });

  it('names every state code of the data file and knows districts for each', () => {
    expect(STATES_WITH_DISTRICTS.map((s) => s.code).sort()).toEqual(
      Object.keys(rawDistricts).sort(),
    );
    for (const state of STATES_WITH_DISTRICTS) {
      expect(state.name, state.code).not.toBe(state.code);
      expect(state.districts.length, state.name).toBeGreaterThan(0);
    }
    // 772 entries in the copied data, one of them two districts fused into one name.
    const total = STATES_WITH_DISTRICTS.reduce((sum, s) => sum + s.districts.length, 0);
    expect(total).toBe(773);
  });

  it('knows the districts of Maharashtra, Karnataka and Delhi', () => {
    expect(districtsOf('Maharashtra')).toEqual(
      expect.arrayContaining(['Pune', 'Mumbai City', 'Mumbai Suburban', 'Nagpur']),
    );
    expect(districtsOf('Karnataka')).toEqual(
      expect.arrayContaining(['Bengaluru Urban', 'Bengaluru Rural', 'Mysuru']),
    );
    expect(districtsOf('Delhi')).toContain('New Delhi');
  });

  it('calls districts by their current names, as the site and India Post do', () => {
    const current: [state: string, now: string, before: string][] = [
      ['Karnataka', 'Bengaluru Urban', 'Bangalore Urban'],
      ['Karnataka', 'Bengaluru Rural', 'Bangalore Rural'],
      ['Karnataka', 'Belagavi', 'Belgaum'],
      ['Karnataka', 'Ballari', 'Bellary'],
      ['Karnataka', 'Kalaburagi', 'Gulbarga'],
      ['Karnataka', 'Mysuru', 'Mysore'],
      ['Karnataka', 'Shivamogga', 'Shimoga'],
      ['Karnataka', 'Chikkamagaluru', 'Chikmagalur'],
      ['Uttar Pradesh', 'Prayagraj', 'Allahabad'],
      ['Uttar Pradesh', 'Ayodhya', 'Faizabad'],
      ['Maharashtra', 'Chhatrapati Sambhajinagar', 'Aurangabad'],
      ['Maharashtra', 'Dharashiv', 'Osmanabad'],
      ['Maharashtra', 'Ahilyanagar', 'Ahmednagar'],
      ['Telangana', 'Hanumakonda', 'Hanamkonda'],
      ['Haryana', 'Gurugram', 'Gurgaon'],
    ];
    for (const [state, now, before] of current) {
      expect(districtsOf(state), state).toContain(now);
      expect(districtsOf(state), state).not.toContain(before);
    }
    // A name changed in one state stays where it is still current.
    expect(districtsOf('Bihar')).toContain('Aurangabad');
  });

  it('finds a state whatever its case or surrounding spaces, and nothing for an unknown one', () => {
    expect(districtsOf('  tamil nadu ')).toContain('Chennai');
    expect(districtsOf('Atlantis')).toEqual([]);
  });

  it('cleans up slips in the source data: trailing spaces and two fused district names', () => {
    expect(districtsOf('Chandigarh')).toEqual(['Chandigarh']);
    const andhra = districtsOf('Andhra Pradesh');
    expect(andhra).toContain('Sri Potti Sriramulu Nellore');
    expect(andhra).toEqual(expect.arrayContaining(['Sri Sathya Sai', 'YSR Kadapa']));
    expect(andhra).not.toContain('Sri SathyaYSR');
    for (const state of STATES_WITH_DISTRICTS) {
      for (const district of state.districts) expect(district).toBe(district.trim());
      expect(new Set(state.districts).size).toBe(state.districts.length);
    }
  });

  it("offers 'Other' last for state and district in registration", () => {
    expect(registrationStateOptions()).toHaveLength(37);
    expect(registrationStateOptions().at(-1)).toBe(OTHER);
    expect(registrationDistrictOptions('Goa')).toEqual(['North Goa', 'South Goa', 'Other']);
    expect(registrationDistrictOptions('Other')).toEqual(['Other']);
  });
});

describe('suggestions', () => {
  it('suggests nothing for blank text', () => {
    expect(suggestStates('')).toEqual([]);
    expect(suggestStates('   ')).toEqual([]);
  });

  it('matches any part of a state name, ignoring case', () => {
    expect(suggestStates('KARNA')).toEqual(['Karnataka']);
    expect(suggestStates('pradesh')).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
  });

  it('puts the names that begin with the text first, then those with a word that does', () => {
    expect(suggestStates('ma')).toEqual([
      'Madhya Pradesh',
      'Maharashtra',
      'Manipur',
      'Andaman and Nicobar Islands',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Himachal Pradesh',
    ]);
    expect(suggestStates('na')).toEqual([
      'Nagaland',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Tamil Nadu',
      'Arunachal Pradesh',
      'Haryana',
      'Karnataka',
      'Telangana',
    ]);
  });

  it('orders district suggestions the same way', () => {
    const pu = suggestDistricts('Maharashtra', 'pu');
    expect(pu[0]).toBe('Pune');
    expect(pu.slice(1)).toEqual(pu.slice(1).filter((d) => !d.toLowerCase().startsWith('pu')));
    expect(pu).toContain('Nagpur');
  });

  it('shows at most 10 states', () => {
    expect(suggestStates('a')).toHaveLength(10);
  });

  it('suggests districts only once a state is chosen and text typed', () => {
    expect(suggestDistricts('', 'pune')).toEqual([]);
    expect(suggestDistricts('Maharashtra', ' ')).toEqual([]);
    expect(suggestDistricts('Maharashtra', 'PUN')).toEqual(['Pune']);
    expect(suggestDistricts('Karnataka', 'pune')).toEqual([]);
  });

  it('finds a renamed district by its former name too', () => {
    expect(suggestDistricts('Karnataka', 'bangalore')).toEqual([
      'Bengaluru Rural',
      'Bengaluru Urban',
    ]);
    expect(suggestDistricts('Karnataka', 'belgaum')).toEqual(['Belagavi']);
    expect(suggestDistricts('Uttar Pradesh', 'allahabad')).toEqual(['Prayagraj']);
    // Only in the state that renamed it: Bihar's Aurangabad is still Aurangabad.
    expect(suggestDistricts('Bihar', 'aurangabad')).toEqual(['Aurangabad']);
    expect(suggestDistricts('Kerala', 'mysore')).toEqual([]);
  });

  it('shows at most 10 districts', () => {
    const withA = districtsOf('Uttar Pradesh').filter((d) => d.toLowerCase().includes('a'));
    expect(withA.length).toBeGreaterThan(10);
    expect(suggestDistricts('Uttar Pradesh', 'a')).toHaveLength(10);
  });
});
