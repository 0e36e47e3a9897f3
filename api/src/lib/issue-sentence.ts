// Validation failures as sentences a person can act on, for every route. A message a schema chose
// (the spec's wording, "Please enter ...") is kept; zod's own English ("Too big: expected string
// to have <=12 characters") is replaced by a sentence naming the field: "pincode must be at most
// 12 characters."
import { z } from 'zod';

type Issue = z.core.$ZodIssue;

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

/**
 * True when the message is zod's default wording rather than one the schema chose. zod writes
 * its wording from the issue alone, except the received type of `invalid_type`, which needs the
 * input the finished issue no longer carries: that one is told by its fixed opening.
 */
function isZodWording(issue: Issue): boolean {
  if (issue.code === 'invalid_type') {
    return issue.message.startsWith(`Invalid input: expected ${issue.expected}, received `);
  }
  const locale = z.config().localeError;
  return locale !== undefined && locale(issue as z.core.$ZodRawIssue) === issue.message;
}

/** A date limit as the day it falls on, with the time only when it is not midnight (UTC). */
function dateText(limit: number | bigint): string {
  const iso = new Date(Number(limit)).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function sizeSentence(
  field: string,
  issue: Extract<Issue, { code: 'too_big' | 'too_small' }>,
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

/** Letter-case formats, which zod words as "Invalid lowercase". */
const LETTER_CASE: Record<string, string> = {
  lowercase: 'in lower case',
  uppercase: 'in upper case',
};

function sentence(field: string, issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined')
        ? `${field} is required.`
        : `${field} must be ${KIND[issue.expected] ?? issue.expected}.`;
    case 'too_big':
    case 'too_small':
      return sizeSentence(field, issue);
    case 'invalid_format':
      if (issue.format === 'regex') return `${field} is not in the expected format.`;
      if (LETTER_CASE[issue.format]) return `${field} must be ${LETTER_CASE[issue.format]}.`;
      if (issue.message.startsWith('Invalid string: '))
        return `${field} ${issue.message.slice('Invalid string: '.length)}.`;
      return `${field} must be a valid ${issue.message.replace(/^Invalid /, '')}.`;
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
}

/** One issue as the `message` of a 400: "field: the schema's message", or a sentence of ours. */
export function issueSentence(issue: Issue): string {
  const path = issue.path.map(String).join('.');
  if (isZodWording(issue)) return sentence(path || 'The request', issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}
