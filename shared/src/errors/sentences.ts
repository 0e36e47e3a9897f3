// Validation messages a person can act on, through zod's own error customisation: a message a
// schema chose (the spec's wording, "Please enter ...") is used as it is; where a schema chose none,
// this error map writes a sentence naming the field ("Pincode must be at most 12 characters.")
// instead of zod's English ("Too big: expected string to have <=12 characters"). Install it once
// with `z.config({ customError: sentenceError })`; a schema's own `error` still wins over it.
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  file: 'a file',
};

/** What a size limit counts, by what was measured; none for plain numbers and dates. */
const UNIT: Record<string, string> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  file: 'bytes',
};

/** Letter-case formats. */
const LETTER_CASE: Record<string, string> = {
  lowercase: 'in lower case',
  uppercase: 'in upper case',
};

/** Names zod gives string formats, as a person would say them. */
const FORMAT: Record<string, string> = {
  email: 'email address',
  url: 'web address',
  uuid: 'UUID',
  guid: 'GUID',
  datetime: 'date and time (ISO 8601)',
  date: 'date (YYYY-MM-DD)',
  time: 'time (HH:MM)',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
};

/**
 * The field a sentence is about: the last named step of the path, in words ("discountApplied" ->
 * "Discount applied"); the request itself when the path is empty.
 */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((step) => typeof step === 'string');
  if (!name) return 'The request';
  const words = name
    .replace(/\[\]$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A date limit as the day it falls on, with the time only when it is not midnight (UTC). */
function dateText(limit: number | bigint): string {
  const iso = new Date(Number(limit)).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function sizeSentence(
  field: string,
  issue: Extract<RawIssue, { code: 'too_big' } | { code: 'too_small' }>,
): string {
  const unit = UNIT[issue.origin];
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  if (!big && unit === 'characters' && Number(limit) === 1) return `${field} must not be empty.`;
  if (issue.origin === 'date') {
    const bound = `${issue.inclusive ? 'on or ' : ''}${big ? 'before' : 'after'}`;
    return `${field} must be ${bound} ${dateText(limit)}.`;
  }
  const bound = issue.exact
    ? 'exactly'
    : issue.inclusive
      ? big
        ? 'at most'
        : 'at least'
      : big
        ? 'less than'
        : 'more than';
  const verb = unit && unit !== 'characters' ? 'have' : 'be';
  // "1 item", "2 items": the units above are plurals.
  const units = unit && Number(limit) === 1 ? unit.slice(0, -1) : unit;
  return `${field} must ${verb} ${bound} ${String(limit)}${units ? ` ${units}` : ''}.`;
}

/** The sentence for an issue no schema worded. */
export const sentenceError: z.core.$ZodErrorMap = (issue) => {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is required.`
        : `${field} must be ${KIND[issue.expected] ?? issue.expected}.`;
    case 'too_big':
    case 'too_small':
      return sizeSentence(field, issue);
    case 'invalid_format':
      if (issue.format === 'regex') return `${field} is not in the expected format.`;
      if (LETTER_CASE[issue.format]) return `${field} must be ${LETTER_CASE[issue.format]}.`;
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return `${field} must start with "${String(issue.prefix)}".`;
      if (issue.format === 'ends_with' && 'suffix' in issue)
        return `${field} must end with "${String(issue.suffix)}".`;
      if (issue.format === 'includes' && 'includes' in issue)
        return `${field} must include "${String(issue.includes)}".`;
      return `${field} must be a valid ${FORMAT[issue.format] ?? issue.format}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${JSON.stringify(issue.values[0])}.`
        : `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
};
