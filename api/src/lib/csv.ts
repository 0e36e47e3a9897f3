// CSV files the API hands out (the admin's lists, a partner's visits for its accounts): one writer,
// so every file quotes and guards its cells the same way. csv-stringify does the quoting (commas,
// quotes and line breaks inside names and addresses).
import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: a name typed as "=HYPERLINK(...)" must stay text (CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvRow = Record<string, string | number | null>;

/** A header row of `columns`, then one line per row in that order. */
export function toCsv(columns: readonly string[], rows: readonly CsvRow[]): string {
  return stringify(rows as CsvRow[], {
    header: true,
    columns: columns as string[],
    cast: { string: neutraliseFormula },
  });
}

export interface CsvFile {
  filename: string;
  csv: string;
}

/** How a route declares a CSV answer in the OpenAPI document. */
export const csvFileAnswer = {
  description: 'The CSV file (header row first)',
  content: { 'text/csv': { schema: { type: 'string' as const } } },
};

/** The headers that make the browser save the answer as `filename` and keep no copy of it. */
export function csvFileHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  };
}
