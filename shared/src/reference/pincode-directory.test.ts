import { describe, expect, it } from 'vitest';
import { districtsOf } from './states-districts.ts';
import data from './pincode-directory.json' with { type: 'json' };
import {
  loadedPincodeDirectory,
  loadPincodeDirectory,
  readPincodeDirectory,
} from './pincode-directory.ts';

describe("India Post's pincode directory", () => {
  it.each([
    ['560001', 'Karnataka', 'Bengaluru Urban'],
    ['110001', 'Delhi', 'New Delhi'],
    ['682001', 'Kerala', 'Ernakulam'],
    ['400001', 'Maharashtra', 'Mumbai City'],
    ['400053', 'Maharashtra', 'Mumbai Suburban'],
    ['600001', 'Tamil Nadu', 'Chennai'],
    ['500001', 'Telangana', 'Hyderabad'],
    ['700001', 'West Bengal', 'Kolkata'],
  ])('places %s in %s, %s', async (pincode, state, district) => {
    const directory = await loadPincodeDirectory();
    expect(directory.has(pincode)).toBe(true);
    expect(directory.placeOf(pincode)).toEqual({ state, district });
  });

  it.each([
    ['590001', 'Karnataka', 'Belagavi'],
    ['570001', 'Karnataka', 'Mysuru'],
    ['585101', 'Karnataka', 'Kalaburagi'],
    ['211001', 'Uttar Pradesh', 'Prayagraj'],
    ['122001', 'Haryana', 'Gurugram'],
    ['431001', 'Maharashtra', 'Chhatrapati Sambhajinagar'],
  ])(
    'gives renamed districts their current name: %s is in %s',
    async (pincode, state, district) => {
      expect((await loadPincodeDirectory()).placeOf(pincode)).toEqual({ state, district });
    },
  );

  it('knows no pincode India Post has not issued, and nothing that is not six digits', async () => {
    const directory = await loadPincodeDirectory();
    for (const unknown of [
      '560999',
      '999999',
      '100000',
      '56000',
      '5600011',
      '056001',
      'abcdef',
      '',
    ])
      expect(directory.has(unknown), unknown).toBe(false);
    expect(directory.placeOf('560999')).toBeUndefined();
    expect(directory.has(' 560001 ')).toBe(true);
  });

  it('keeps a pincode whose post office names no state: it exists, with nothing to fill in', async () => {
    // 121999: the Faridabad mail processing centre, listed with state and district 'NA'.
    const directory = await loadPincodeDirectory();
    expect(directory.has('121999')).toBe(true);
    expect(directory.placeOf('121999')).toBeUndefined();
  });

  it('holds about nineteen and a half thousand pincodes, each in a district registration offers', () => {
    let count = 0;
    for (const [state = '', district = '', steps = ''] of data.places) {
      count += steps.split(' ').length;
      if (state !== '') expect(districtsOf(state), state).toContain(district);
    }
    expect(count).toBeGreaterThan(19_000);
    expect(count).toBeLessThan(20_000);
  });

  it('reads the first pincode of a place and then the steps to each next one', () => {
    const directory = readPincodeDirectory({
      places: [
        ['Goa', 'North Goa', '403001 1 3'],
        ['', '', '403999'],
      ],
    });
    expect(['403001', '403002', '403005'].map((p) => directory.placeOf(p)?.district)).toEqual([
      'North Goa',
      'North Goa',
      'North Goa',
    ]);
    expect(directory.has('403003')).toBe(false);
    expect(directory.has('403999')).toBe(true);
  });

  it('reads the data once, however often it is asked for, and keeps it at hand', async () => {
    expect(loadPincodeDirectory()).toBe(loadPincodeDirectory());
    expect(loadedPincodeDirectory()).toBe(await loadPincodeDirectory());
  });
});
