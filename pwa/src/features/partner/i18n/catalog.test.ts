import {
  BILL_AMOUNT_INVALID,
  billAboveCeiling,
  cardFailureMessages,
  DEFAULT_MAX_BILL_AMOUNT,
  DISCOUNT_OUT_OF_RANGE,
  expiredCardMessage,
  FIELD_CHECK_MESSAGES,
  FORMAT_MESSAGES,
  formatRupees,
  REGISTRATION_MESSAGES,
  SAVED_AMOUNT_INVALID,
  STANDARD_DISCOUNT_MESSAGE,
  VISITS_CSV_MAX_DAYS,
  VISITS_CSV_RANGE_REVERSED,
  VISITS_CSV_RANGE_TOO_LONG,
} from '@mcs/shared';
import { UPLOAD_MESSAGES } from '@mcs/shared/uploads';
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../i18n/english.ts';
import bn from './bn.ts';
import { en } from './en.ts';
import hi from './hi.ts';

// The desk says some shared rules' findings in Hindi and Bengali from its own catalog; its English
// copy of each is the translators' source, so it must say what the rule says.
describe('the desk catalog beside the shared rules', () => {
  it('repeats each card refusal as the shared verifier words it', () => {
    for (const [reason, message] of Object.entries(cardFailureMessages))
      expect(en[`reason.${reason}` as keyof typeof en]).toBe(message);
    const end = new Date('2026-05-31T06:00:00Z');
    expect(interpolate(en['reason.expired'], { date: '31 May 2026' })).toBe(
      expiredCardMessage(end),
    );
  });

  it('repeats the visit amount, standard discount and CSV range rules', () => {
    expect(en['record.discountRange']).toBe(DISCOUNT_OUT_OF_RANGE);
    expect(en['record.billInvalid']).toBe(BILL_AMOUNT_INVALID);
    expect(en['record.savedInvalid']).toBe(SAVED_AMOUNT_INVALID);
    expect(
      interpolate(en['record.billTooHigh'], { max: formatRupees(DEFAULT_MAX_BILL_AMOUNT) }),
    ).toBe(billAboveCeiling(DEFAULT_MAX_BILL_AMOUNT));
    expect(en['standard.invalid']).toBe(STANDARD_DISCOUNT_MESSAGE);
    expect(en['csv.reversed']).toBe(VISITS_CSV_RANGE_REVERSED);
    expect(interpolate(en['csv.tooLong'], { days: VISITS_CSV_MAX_DAYS })).toBe(
      VISITS_CSV_RANGE_TOO_LONG,
    );
  });

  it("repeats every registration rule's sentence, by the rule's name", () => {
    const copies = (prefix: string, table: Record<string, string>) =>
      Object.fromEntries(
        Object.keys(table).map((name) => [name, en[`${prefix}${name}` as keyof typeof en]]),
      );
    expect(copies('reg.rule.', REGISTRATION_MESSAGES)).toEqual(REGISTRATION_MESSAGES);
    expect(copies('reg.check.', FIELD_CHECK_MESSAGES)).toEqual(FIELD_CHECK_MESSAGES);
    expect(copies('reg.format.', FORMAT_MESSAGES)).toEqual(FORMAT_MESSAGES);
    expect(en['reg.upload.certificateType']).toBe(UPLOAD_MESSAGES.certificateType);
    expect(en['reg.upload.photoType']).toBe(UPLOAD_MESSAGES.photoType);
    expect(en['reg.upload.tooManyPhotos']).toBe(UPLOAD_MESSAGES.tooManyPhotos);
  });
});

describe('the desk catalog in Hindi and Bengali', () => {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it.each([
    ['Hindi', hi],
    ['Bengali', bn],
  ])('%s has every English key, none empty, each with the same placeholders', (_name, words) => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = words[key as keyof typeof en];
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });
});
