// Lighthouse 12 on the public pages a visitor lands on and the member dashboard, as a cheap phone on a slow network sees
// them: the production server (seeded, fresh data directory) and Debian's Chromium, Lighthouse's
// mobile defaults (simulated slow 4G and 4x CPU slowdown), the median of 3 runs of each page.
// CPU-heavy: run it alone (`node --import tsx bench/lighthouse.bench.ts`), not beside tests.
// Needs `npm run build` first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, reportBudget, type BudgetLine } from './bench-kit.ts';
import { CHROMIUM, CHROMIUM_FLAGS, startBuiltServer } from './web-kit.ts';

// The public pages a visitor lands on, and the member dashboard's first visit (a fresh profile:
// the guest's Find Partners, with the area's code and the directory sync), which has its own
// targets: an app screen, not a prerendered page.
const PAGES = ['/', '/membership-fee', '/faq', '/login', '/dashboard'];
const TARGETS: Record<string, { performance: number; cls: number }> = {
  '/dashboard': { performance: 85, cls: 0.05 },
};
const PUBLIC_TARGETS = { performance: 95, cls: 0.02 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Ids of the audits below a full score, for the fixes (printed, not budgeted). */
  failing: string[];
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    failing,
  };
}

/**
 * Lighthouse asks to be run again when its trace misses the navigation (NO_NAVSTART and the
 * like), which happens on a loaded machine; a run that fails twice more stops the bench.
 */
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

function pageLines(path: string, runs: Run[]): BudgetLine[] {
  const mid = (pick: (run: Run) => number) => median(runs.map(pick));
  const note = `median of ${runs.length}`;
  const target = TARGETS[path] ?? PUBLIC_TARGETS;
  return [
    {
      label: `${path} performance`,
      value: mid((r) => r.performance),
      unit: 'score',
      target: target.performance,
      better: 'higher',
      note,
    },
    { label: `${path} LCP`, value: mid((r) => r.lcp), unit: 's', target: 1.8 },
    { label: `${path} CLS`, value: mid((r) => r.cls), unit: '', target: target.cls },
    { label: `${path} TBT`, value: mid((r) => r.tbt), unit: 'ms', target: 100 },
    {
      label: `${path} accessibility`,
      value: mid((r) => r.accessibility),
      unit: 'score',
      target: 95,
      better: 'higher',
    },
    {
      label: `${path} best practices`,
      value: mid((r) => r.bestPractices),
      unit: 'score',
      target: 100,
      better: 'higher',
    },
    {
      label: `${path} SEO`,
      value: mid((r) => r.seo),
      unit: 'score',
      target: 100,
      better: 'higher',
    },
  ];
}

async function main() {
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const lines: BudgetLine[] = [];
  try {
    for (const path of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await auditWithRetry(`${server.baseURL}${path}`, chrome.port));
      const failing = [...new Set(runs.flatMap((run) => run.failing))];
      if (failing.length > 0)
        console.log(`${path}: audits below a full score: ${failing.join(', ')}`);
      lines.push(...pageLines(path, runs));
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  await reportBudget('Lighthouse 12: public pages and the member dashboard, mobile', lines);
}

await main();
