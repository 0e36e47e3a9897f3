// Small helpers for the benchmarks: timing, medians, and a readable figure table.
export async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function printTable(title: string, rows: ReadonlyArray<readonly [string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

export const perSecond = (count: number, ms: number) =>
  `${Math.round((count / ms) * 1000).toLocaleString('en-IN')} /s`;

/** One measured figure beside its target, for the budget table and `bench/results.json`. */
export interface BudgetLine {
  label: string;
  /** The measured figure, in `unit`. */
  value: number;
  unit: string;
  /** The target, in the same unit; absent for a figure printed for comparison only. */
  target?: number;
  /** Whether a larger figure is better (throughput, scores, ratios) or worse (time, bytes). */
  better?: 'lower' | 'higher';
  /** Extra context printed after the verdict (e.g. the LIKE scan's figure beside FTS). */
  note?: string;
}

const RESULTS_FILE = new URL('./results.json', import.meta.url);

export const meetsTarget = (line: BudgetLine): boolean | undefined =>
  line.target === undefined
    ? undefined
    : (line.better ?? 'lower') === 'lower'
      ? line.value <= line.target
      : line.value >= line.target;

const figure = (value: number, unit: string) =>
  `${value.toLocaleString('en-IN', { maximumFractionDigits: value < 10 ? 2 : 1 })} ${unit}`;

/**
 * Prints a section of figures with each target and verdict beside it, and records the section in
 * `bench/results.json` (one key per section, replaced on each run), so the README table can be
 * written from the latest run.
 */
export async function reportBudget(section: string, lines: readonly BudgetLine[]): Promise<void> {
  printTable(
    section,
    lines.map((line) => {
      const ok = meetsTarget(line);
      const target =
        line.target === undefined
          ? ''
          : `  target ${(line.better ?? 'lower') === 'lower' ? '<=' : '>='} ${figure(line.target, line.unit)}  ${ok ? 'MET' : 'MISSED'}`;
      return [
        line.label,
        `${figure(line.value, line.unit)}${target}${line.note ? `  (${line.note})` : ''}`,
      ];
    }),
  );
  const { readFile, writeFile } = await import('node:fs/promises');
  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // First run, or an unreadable file: start afresh.
  }
  results[section] = {
    measuredAt: new Date().toISOString(),
    lines: lines.map((line) => ({ ...line, met: meetsTarget(line) })),
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
