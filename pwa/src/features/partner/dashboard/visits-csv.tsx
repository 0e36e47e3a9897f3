import { useState, type FormEvent } from 'react';
import {
  monthSoFarInIndia,
  VISITS_CSV_MAX_DAYS,
  VISITS_CSV_RANGE_REVERSED,
  VISITS_CSV_RANGE_TOO_LONG,
  visitsCsvRangeIssue,
} from '@mcs/shared';
import { downloadPartnerVisitsCsv } from '../../../api/partner-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { useDeskWords, type DeskWords } from '../desk/desk-words.ts';
import { en } from '../i18n/en.ts';

export const CSV_FAILED = en['csv.failed'];
export const CSV_NEEDS_CONNECTION = en['csv.needsConnection'];
export const CSV_DATES_NEEDED = en['csv.datesNeeded'];

/** The shared range rule's finding: its own words in English, the catalog's by rule otherwise. */
function rangeIssueText(words: DeskWords, issue: string): string {
  if (issue === VISITS_CSV_RANGE_REVERSED) return words.either(issue, 'csv.reversed');
  if (issue === VISITS_CSV_RANGE_TOO_LONG)
    return words.either(issue, 'csv.tooLong', { days: words.number(VISITS_CSV_MAX_DAYS) });
  return issue;
}

/**
 * The clinic's visits between two dates (India, both included) as a CSV file for its accounts.
 * The file comes from the server, so visits still waiting on this device are not in it until they
 * have synced; without a connection the form says so.
 */
export function VisitsCsv({ token, now = () => new Date() }: { token: string; now?: () => Date }) {
  const [range, setRange] = useState(() => monthSoFarInIndia(now()));
  const words = useDeskWords();
  const { t } = words;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rule = range.from && range.to ? visitsCsvRangeIssue(range.from, range.to) : null;
    const issue =
      range.from && range.to ? rule && rangeIssueText(words, rule) : t('csv.datesNeeded');
    setProblem(issue);
    if (issue) return;
    setBusy(true);
    try {
      const { blob, filename } = await downloadPartnerVisitsCsv(token, range.from, range.to);
      saveFile(blob, filename);
    } catch (failure) {
      setProblem(messageFor(failure, t('csv.failed'), { network: t('csv.needsConnection') }));
    } finally {
      setBusy(false);
    }
  };

  const change = (edge: 'from' | 'to') => (event: { target: { value: string } }) => {
    setRange((before) => ({ ...before, [edge]: event.target.value }));
    setProblem(null);
  };

  return (
    <form
      className="form visits-csv"
      aria-labelledby="visits-csv-heading"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h2 id="visits-csv-heading">{t('csv.title')}</h2>
      <p className="hint">{t('csv.hint')}</p>
      <div className="visits-csv-dates">
        <TextField label={t('csv.from')} type="date" value={range.from} onChange={change('from')} />
        <TextField label={t('csv.to')} type="date" value={range.to} onChange={change('to')} />
      </div>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {busy ? t('csv.downloading') : t('csv.download')}
      </button>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
