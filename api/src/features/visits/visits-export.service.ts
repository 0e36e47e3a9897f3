// A partner's own visits as a CSV file for its accounts: the visits made at its counter between two
// calendar dates in India, both days included, oldest first. Only the partner in the token is
// read (the route gives its id), so no clinic can download another's visits.
import { VISITS_CSV_MAX_ROWS, VISITS_CSV_TOO_MANY, roundToPaise } from '@mcs/shared';
import type { PartnerVisitsCsvQuery } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import type { CsvFile } from '../../lib/csv.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { DAY_MS, indiaDate, indiaDateStart, indiaTime } from '../../lib/india-time.ts';
import { listPartnerVisitsBetween } from './visits.repo.ts';

const COLUMNS = [
  'date',
  'time',
  'visitedAt',
  'membershipId',
  'memberName',
  'patient',
  'service',
  'discountPercent',
  'billAmount',
  'savedAmount',
  'paidAmount',
  'flagged',
] as const;

/**
 * The file for `range` (the query schema has checked its dates and length). A range holding more
 * visits than a file may is refused (400) with what to do, never cut short.
 */
export async function partnerVisitsCsv(
  deps: Pick<AppDeps, 'db'>,
  partnerId: number,
  range: PartnerVisitsCsvQuery,
): Promise<CsvFile> {
  const from = indiaDateStart(range.from).toISOString();
  const until = new Date(indiaDateStart(range.to).getTime() + DAY_MS).toISOString();
  // One more than a file may hold tells "too many" from "exactly the most".
  const rows = await listPartnerVisitsBetween(
    deps.db,
    partnerId,
    from,
    until,
    VISITS_CSV_MAX_ROWS + 1,
  );
  if (rows.length > VISITS_CSV_MAX_ROWS) throw AppError.badRequest(VISITS_CSV_TOO_MANY);
  const csv = toCsv(
    COLUMNS,
    rows.map((row) => ({
      date: indiaDate(row.visited_at),
      time: indiaTime(row.visited_at),
      visitedAt: row.visited_at,
      membershipId: row.membership_id,
      memberName: row.member_name,
      patient: row.patient,
      service: row.service,
      discountPercent: row.discount_applied,
      billAmount: row.bill_amount,
      savedAmount: row.saved_amount,
      // What the member paid the clinic; none recorded when the visit had no bill.
      paidAmount:
        row.bill_amount === null ? null : roundToPaise(row.bill_amount - row.saved_amount),
      flagged: row.flagged === 1 ? 'yes' : 'no',
    })),
  );
  return { filename: `mcs-visits-${range.from}-to-${range.to}.csv`, csv };
}
