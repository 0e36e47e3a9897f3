// Lighthouse 12 on the public pages a visitor lands on and the member dashboard, as a cheap phone
// on a slow network sees them: the production server (seeded, fresh data directory) and Debian's
// Chromium, Lighthouse's mobile defaults (simulated slow 4G and 4x CPU slowdown), the median of 3
// runs of each page (LIGHTHOUSE_RUNS), each in a fresh Chromium profile.
// CPU-heavy: run it alone (`node --import tsx bench/lighthouse.bench.ts`), not beside tests.
// Needs `npm run build` first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { median, reportBudget, type BudgetLine } from './bench-kit.ts';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  demoMemberToken,
  MEMBER_TOKEN_KEY,
  startBuiltServer,
} from './web-kit.ts';

interface Page {
  /** How the page is named in the figures. */
  label: string;
  path: string;
  /** Opened by the demo member, signed in (the token the sign-in page stores), or by a guest. */
  member?: boolean;
}

// The public pages a visitor lands on, and the dashboard's first visit by a guest (Find Partners,
// with the area's code and the directory sync) and by a signed-in member (the member's own
// answers and card besides), which have their own targets: an app screen, not a prerendered page.
const PAGES: Page[] = [
  { label: '/', path: '/' },
  { label: '/membership-fee', path: '/membership-fee' },
  { label: '/faq', path: '/faq' },
  { label: '/login', path: '/login' },
  { label: '/dashboard (guest)', path: '/dashboard' },
  { label: '/dashboard (member)', path: '/dashboard', member: true },
];
const DASHBOARD_TARGETS = { performance: 85, cls: 0.05 };
const PUBLIC_TARGETS = { performance: 95, cls: 0.02 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Some pages only, by label: LIGHTHOUSE_PAGES='/dashboard (member)' (comma-separated). The section
// in results.json then holds those pages only, until the next full run.
const CHOSEN = process.env.LIGHTHOUSE_PAGES?.split(',').map((label) => label.trim());
// A directory to keep each run's full Lighthouse report in (LIGHTHOUSE_LHR_DIR=/tmp/lhr), for
// finding what drives a score: the LCP element, the request chain, the main thread's long tasks.
const LHR_DIR = process.env.LIGHTHOUSE_LHR_DIR;
let lhrCount = 0;

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
    // Lighthouse's own list, named here because the member's runs rely on it: the service worker,
    // its caches and the HTTP cache go before each run, localStorage (the session token) stays.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (LHR_DIR) {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(LHR_DIR, { recursive: true });
    await writeFile(`${LHR_DIR}/run-${++lhrCount}.json`, JSON.stringify(result.lhr));
  }
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

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile: no IndexedDB, service worker or
 * HTTP cache from a run before), the demo member signed in first when `page.member`: the token is
 * stored on the server's origin from a JSON answer, which loads no script.
 */
async function freshRun(baseURL: string, page: Page): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (page.member) {
      const token = await demoMemberToken(baseURL);
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const tab = await browser.contexts()[0]!.newPage();
      await tab.goto(`${baseURL}/api/health`);
      await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [
        MEMBER_TOKEN_KEY,
        token,
      ] as const);
      await tab.close();
      // Disconnects; the browser stays for Lighthouse.
      await browser.close();
    }
    return await auditWithRetry(`${baseURL}${page.path}`, chrome.port);
  } finally {
    chrome.kill();
  }
}

function pageLines(page: Page, runs: Run[]): BudgetLine[] {
  const mid = (pick: (run: Run) => number) => median(runs.map(pick));
  const note = `median of ${runs.length}`;
  const path = page.label;
  const target = page.path === '/dashboard' ? DASHBOARD_TARGETS : PUBLIC_TARGETS;
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
  const pages = CHOSEN ? PAGES.filter((page) => CHOSEN.includes(page.label)) : PAGES;
  if (pages.length === 0) throw new Error(`no page is labelled ${CHOSEN?.join(' or ')}`);
  const server = await startBuiltServer();
  const lines: BudgetLine[] = [];
  try {
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await freshRun(server.baseURL, page));
      const failing = [...new Set(runs.flatMap((run) => run.failing))];
      if (failing.length > 0)
        console.log(`${page.label}: audits below a full score: ${failing.join(', ')}`);
      lines.push(...pageLines(page, runs));
    }
  } finally {
    await server.close();
  }
  await reportBudget('Lighthouse 12: public pages and the member dashboard, mobile', lines);
}

await main();
