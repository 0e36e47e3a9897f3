import { describe, expect, it } from 'vitest';
import { minutesOfDay, openState } from './opening-hours.ts';

/** A moment given on India's clock (UTC+5:30). 2026-11-23 is a Monday. */
const india = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

const weekdays = { timeFrom: '9:00 AM', timeTo: '6:00 PM', dayFrom: 'Monday', dayTo: 'Saturday' };

describe('reading a registered time', () => {
  it('reads the 12-hour choices of the form, noon and midnight included', () => {
    expect(minutesOfDay('9:00 AM')).toBe(9 * 60);
    expect(minutesOfDay('6:00 PM')).toBe(18 * 60);
    expect(minutesOfDay('12:00 PM')).toBe(12 * 60);
    expect(minutesOfDay('12:00 AM')).toBe(0);
    expect(minutesOfDay('9:30 pm')).toBe(21 * 60 + 30);
    expect(minutesOfDay('7 am')).toBe(7 * 60);
  });

  it('reads 24-hour times and refuses free text', () => {
    expect(minutesOfDay('21:15')).toBe(21 * 60 + 15);
    expect(minutesOfDay('Morning')).toBeNull();
    expect(minutesOfDay('25:00')).toBeNull();
    expect(minutesOfDay('13:00 PM')).toBeNull();
  });
});

describe('open now', () => {
  it('is open inside the hours on an open day and closed outside them', () => {
    expect(openState(weekdays, india('2026-11-23T09:00'))).toBe('open');
    expect(openState(weekdays, india('2026-11-23T17:59'))).toBe('open');
    expect(openState(weekdays, india('2026-11-23T18:00'))).toBe('closed');
    expect(openState(weekdays, india('2026-11-23T08:59'))).toBe('closed');
  });

  it("reads the moment on India's clock, whatever the phone's zone", () => {
    // 04:00 UTC is 9:30 AM in India: open; 13:00 UTC is 6:30 PM: closed.
    expect(openState(weekdays, new Date('2026-11-23T04:00:00Z'))).toBe('open');
    expect(openState(weekdays, new Date('2026-11-23T13:00:00Z'))).toBe('closed');
    // 20:00 UTC on Saturday is already 1:30 AM on Sunday in India.
    expect(
      openState(
        { ...weekdays, timeFrom: '12:00 AM', timeTo: '6:00 AM' },
        new Date('2026-11-28T20:00:00Z'),
      ),
    ).toBe('closed');
  });

  it('is closed all day on a day outside the range (Sunday for Monday to Saturday)', () => {
    expect(openState(weekdays, india('2026-11-28T10:00'))).toBe('open'); // Saturday
    expect(openState(weekdays, india('2026-11-29T10:00'))).toBe('closed'); // Sunday
  });

  it('takes a range that wraps the week (Friday to Monday)', () => {
    const weekend = { ...weekdays, dayFrom: 'Friday', dayTo: 'Monday' };
    expect(openState(weekend, india('2026-11-29T10:00'))).toBe('open'); // Sunday
    expect(openState(weekend, india('2026-11-23T10:00'))).toBe('open'); // Monday
    expect(openState(weekend, india('2026-11-25T10:00'))).toBe('closed'); // Wednesday
  });

  it('takes one day when the range starts and ends on it, and every day for Monday to Sunday', () => {
    const mondays = { ...weekdays, dayTo: 'Monday' };
    expect(openState(mondays, india('2026-11-23T10:00'))).toBe('open');
    expect(openState(mondays, india('2026-11-24T10:00'))).toBe('closed');
    const everyDay = { ...weekdays, dayTo: 'Sunday' };
    expect(openState(everyDay, india('2026-11-29T10:00'))).toBe('open');
  });

  it('keeps hours past midnight with the day they began', () => {
    const night = { timeFrom: '8:00 PM', timeTo: '2:00 AM', dayFrom: 'Monday', dayTo: 'Friday' };
    expect(openState(night, india('2026-11-27T23:00'))).toBe('open'); // Friday night
    expect(openState(night, india('2026-11-28T01:30'))).toBe('open'); // Friday's night, Saturday
    expect(openState(night, india('2026-11-29T01:30'))).toBe('closed'); // Saturday had no night
    expect(openState(night, india('2026-11-23T01:30'))).toBe('closed'); // after Sunday: closed
    expect(openState(night, india('2026-11-23T12:00'))).toBe('closed');
  });

  it('claims nothing when the timings cannot be read', () => {
    expect(openState({ ...weekdays, timeFrom: 'Morning' }, india('2026-11-23T10:00'))).toBeNull();
    expect(openState({ ...weekdays, dayTo: 'Weekdays' }, india('2026-11-23T10:00'))).toBeNull();
    expect(openState({ ...weekdays, timeTo: '9:00 AM' }, india('2026-11-23T10:00'))).toBeNull();
  });
});
