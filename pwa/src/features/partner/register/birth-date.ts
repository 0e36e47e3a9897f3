// The date of birth as people in India write it, dd/mm/yyyy, whatever the browser's own date
// format: a date input shows mm/dd/yyyy on a phone set to US English, and 04/12/1983 then reads
// as the wrong day. The field is plain text; what is sent stays YYYY-MM-DD.

const SIZES = [2, 2, 4] as const;

/**
 * What the field shows as the user types: digits only, a slash after the day and the month
 * (typed or not), at most dd/mm/yyyy. A single-digit day or month ended by a slash stays as
 * typed ("1/5/1983"); a pasted ISO date (1983-05-01) is turned round.
 */
export function maskBirthDate(typed: string): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(typed);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const parts = [''];
  for (const char of typed) {
    const last = parts.length - 1;
    if (char === '/') {
      if (parts[last] !== '' && parts.length < SIZES.length) parts.push('');
    } else if (/\d/.test(char)) {
      if (parts[last]!.length === SIZES[last]) {
        if (parts.length === SIZES.length) break;
        parts.push('');
      }
      parts[parts.length - 1] += char;
    }
  }
  return parts.join('/');
}

/**
 * dd/mm/yyyy (or d/m/yyyy) as YYYY-MM-DD, the form the server and the shared checks read; any
 * other text is passed on as it is, so the checks answer it (blank: required; else unreadable).
 */
export function birthDateToIso(shown: string): string {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(shown);
  if (!match) return shown.trim();
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
