import { describe, expect, it } from 'vitest';
import { TIME_OPTIONS } from '../reference/options.ts';
import { loadPincodeDirectory } from '../reference/pincode-directory.ts';
import { STATES } from '../reference/states-districts.ts';
import {
  FIELD_CHECK_MESSAGES as M,
  firstFieldCheckFailure,
  indianPhoneDigits,
  isEmailAddress,
  minutesOfDay,
  type FieldCheckInput,
} from './field-checks.ts';
import { PINCODE_REGIONS, pincodeStateProblem } from './pincode-regions.ts';

const NOW = new Date('2026-11-26T06:00:00Z');
const valid: FieldCheckInput = {
  responsibleAge: '45',
  responsibleDOB: '1981-05-10',
  contactPhone: '+91 98450 01371',
  contactEmail: 'desk@raoclinic.in',
  pincode: '560001',
  state: 'Karnataka',
  timeFrom: '9:00 AM',
  timeTo: '6:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
};
const failure = (change: Partial<FieldCheckInput>) =>
  firstFieldCheckFailure({ ...valid, ...change }, NOW);

describe('registration field checks', () => {
  it('passes a plausible clinic', () => {
    expect(failure({})).toBeNull();
    expect(failure({ dayFrom: 'Sunday', dayTo: 'Sunday' })).toBeNull();
    expect(failure({ contactPhone: '080 2222 3333' })).toBeNull();
  });

  it.each([
    [{ responsibleAge: '-5' }, 'responsibleAge', M.ageNotNumber],
    [{ responsibleAge: '4 5' }, 'responsibleAge', M.ageNotNumber],
    [{ responsibleAge: '17' }, 'responsibleAge', M.ageRange],
    [{ responsibleAge: '250' }, 'responsibleAge', M.ageRange],
    [{ responsibleDOB: '2030-01-01' }, 'responsibleDOB', M.dobFuture],
    [{ responsibleDOB: '2026-11-26' }, 'responsibleDOB', M.dobFuture],
    [{ responsibleDOB: '1981-02-30' }, 'responsibleDOB', M.dobUnreadable],
    [{ responsibleDOB: '10/05/1981' }, 'responsibleDOB', M.dobUnreadable],
    [{ responsibleDOB: '1960-05-10' }, 'responsibleDOB', M.dobDisagrees],
    [{ contactPhone: 'abc' }, 'contactPhone', M.phone],
    [{ contactPhone: '98450' }, 'contactPhone', M.phone],
    [{ contactPhone: '0000000000' }, 'contactPhone', M.phone],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', M.contactEmail],
    [{ pincode: '12' }, 'pincode', M.pincodeFormat],
    [{ pincode: '056001' }, 'pincode', M.pincodeFormat],
    [
      { pincode: '110001' },
      'pincode',
      'This pincode is not in Karnataka. Please check the pincode and the state.',
    ],
    [{ timeFrom: '9:00 AM', timeTo: '6:00 AM' }, 'timeTo', M.closesBeforeOpening],
    [{ timeFrom: '9:00 AM', timeTo: '9:00 AM' }, 'timeTo', M.closesBeforeOpening],
    [{ dayFrom: 'Sunday', dayTo: 'Monday' }, 'dayTo', M.daysOrder],
  ] as const)('refuses %j at %s', (change, field, message) => {
    expect(failure(change)).toEqual({ field, message });
  });

  it('refuses a pincode India Post has not issued, once its directory is given', async () => {
    const pincodes = await loadPincodeDirectory();
    const check = (pincode: string) => firstFieldCheckFailure({ ...valid, pincode }, NOW, pincodes);
    expect(check('560001')).toBeNull();
    expect(check('560999')).toEqual({ field: 'pincode', message: M.pincodeUnknown });
    // The wrong state is the clearer message, so it comes first.
    expect(check('110999')?.message).toBe(
      'This pincode is not in Karnataka. Please check the pincode and the state.',
    );
    // Without the directory (the form before it has loaded) only the format and state are checked.
    expect(failure({ pincode: '560999' })).toBeNull();
  });

  it('lets the age differ from the birth date by a year at most', () => {
    // Born 10/05/1981: 45 on 26/11/2026; 44 and 46 are a birthday's slip, 43 is not.
    expect(failure({ responsibleAge: '44' })).toBeNull();
    expect(failure({ responsibleAge: '46' })).toBeNull();
    expect(failure({ responsibleAge: '43' })?.message).toBe(M.dobDisagrees);
  });

  it('reads Indian phone numbers with or without +91 or 0', () => {
    expect(indianPhoneDigits('9845001371')).toBe('9845001371');
    expect(indianPhoneDigits('+91-98450-01371')).toBe('9845001371');
    expect(indianPhoneDigits('09845001371')).toBe('9845001371');
    expect(indianPhoneDigits('919845001371')).toBe('9845001371');
    expect(indianPhoneDigits('98450013712')).toBeNull();
  });

  it('knows an address from text that only looks like one', () => {
    expect(isEmailAddress('asha@clinic.co.in')).toBe(true);
    for (const text of ['asha@clinic', 'asha clinic@x.in', '@clinic.in', 'a@@b.in'])
      expect(isEmailAddress(text)).toBe(false);
  });

  it('reads every offered time', () => {
    expect(TIME_OPTIONS.map(minutesOfDay).every((m) => m !== null)).toBe(true);
    expect(minutesOfDay('12:00 AM')).toBe(0);
    expect(minutesOfDay('12:00 PM')).toBe(720);
    expect(minutesOfDay('11:00 PM')).toBe(1380);
  });
});

describe('pincode regions', () => {
  it('has the ranges of every state in the reference list', () => {
    expect(STATES.filter((state) => !(state in PINCODE_REGIONS))).toEqual([]);
  });

  it.each([
    ['560001', 'Karnataka'],
    ['403001', 'Goa'],
    ['400001', 'Maharashtra'],
    ['605001', 'Puducherry'],
    ['737101', 'Sikkim'],
    ['793001', 'Meghalaya'],
    ['160017', 'Chandigarh'],
    ['834001', 'Jharkhand'],
  ])('accepts %s in %s', (pincode, state) => {
    expect(pincodeStateProblem(pincode, state)).toBeNull();
  });

  it('leaves a state typed under Other alone', () => {
    expect(pincodeStateProblem('560001', 'Atlantis')).toBeNull();
  });
});
