// CSV files the API hands out (the admin's lists, a partner's visits for its accounts): one writer,
// so every file quotes and guards its cells the same way. csv-stringify does the quoting (commas,
// quotes and line breaks inside names and addresses).
import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';

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

/** `rows` as CSV lines without a header, quoted and guarded as toCsv does: a streamed file's pages. */
export function csvLines(columns: readonly string[], rows: readonly CsvRow[]): string {
  return stringify(rows as CsvRow[], {
    header: false,
    columns: columns as string[],
    cast: { string: neutraliseFormula },
  });
}

export interface CsvFile {
  filename: string;
  csv: string;
}

/** A CSV file written as it is read: the header row, then each page of rows. */
export interface CsvStream {
  filename: string;
  chunks: AsyncIterable<string>;
}

/** How a route declares a CSV answer in the OpenAPI document, with an example file. */
export function csvFileAnswer(example: string) {
  return {
    description: 'The CSV file (header row first)',
    content: { 'text/csv': { schema: { type: 'string' as const }, example } },
  };
}

/** The headers that make the browser save the answer as `filename` and keep no copy of it. */
export function csvFileHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  };
}

/**
 * `file` as the answer, each chunk sent once the one before was taken by the client (a write
 * waits for the stream to drain), so a slow download holds one page in memory, not the file; a
 * client that goes away stops the reading.
 */
export function sendCsvStream(c: Context, file: CsvStream): Response {
  for (const [name, value] of Object.entries(csvFileHeaders(file.filename))) c.header(name, value);
  return stream(c, async (out) => {
    for await (const chunk of file.chunks) {
      if (out.aborted) return;
      await out.write(chunk);
    }
  });
}
