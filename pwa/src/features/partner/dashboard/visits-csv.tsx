import { useState, type FormEvent } from 'react';
import { monthSoFarInIndia, visitsCsvRangeIssue } from '@mcs/shared';
import { downloadPartnerVisitsCsv } from '../../../api/partner-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { saveFile } from '../../../ui/save-file.ts';

export const CSV_FAILED = 'The file could not be downloaded. Please try again.';
export const CSV_NEEDS_CONNECTION =
  'The file could not be downloaded: there is no connection to the server. Please try again when you are online.';
export const CSV_DATES_NEEDED = 'Please choose both dates.';

/**
 * The clinic's visits between two dates (India, both included) as a CSV file for its accounts.
 * The file comes from the server, so visits still waiting on this device are not in it until they
 * have synced; without a connection the form says so.
 */
export function VisitsCsv({ token, now = () => new Date() }: { token: string; now?: () => Date }) {
  const [range, setRange] = useState(() => monthSoFarInIndia(now()));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue =
      range.from && range.to ? visitsCsvRangeIssue(range.from, range.to) : CSV_DATES_NEEDED;
    setProblem(issue);
    if (issue) return;
    setBusy(true);
    try {
      const { blob, filename } = await downloadPartnerVisitsCsv(token, range.from, range.to);
      saveFile(blob, filename);
    } catch (failure) {
      setProblem(messageFor(failure, CSV_FAILED, { network: CSV_NEEDS_CONNECTION }));
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
      <h2 id="visits-csv-heading">Download CSV</h2>
      <p className="hint">Your visits between two dates, for your accounts.</p>
      <div className="visits-csv-dates">
        <TextField label="From" type="date" value={range.from} onChange={change('from')} />
        <TextField label="To" type="date" value={range.to} onChange={change('to')} />
      </div>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {busy ? 'Downloading...' : 'Download CSV'}
      </button>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
