import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/harness.ts';
import { FRAME_LINKS, LINK_JOURNEYS, PUBLIC_ROUTES, SPEC_LINKS, hrefsOf } from './public-site.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as an inline <script>: the server's CSP refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('public site', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('renders every public route with its heading and title', async () => {
    const { page } = await stack.newPage({ viewport: { width: 1280, height: 900 } });
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await expect(
        page.getByRole('heading', { level: 1 }).first().textContent(),
      ).resolves.toContain(route.heading);
      expect(await page.title(), route.path).toMatch(route.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, route.path).toBeGreaterThan(40);
    }
  });

  it('links every page where the spec says', async () => {
    const { page } = await stack.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    for (const [name, href] of Object.entries(FRAME_LINKS)) {
      expect(new Set(await hrefsOf(page, name)), `frame link "${name}"`).toEqual(new Set([href]));
    }
    for (const [path, links] of Object.entries(SPEC_LINKS)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const [name, href] of Object.entries(links)) {
        const hrefs = await hrefsOf(page.getByRole('main'), name);
        expect(hrefs.length, `${path}: link "${name}"`).toBeGreaterThan(0);
        expect(new Set(hrefs), `${path}: link "${name}"`).toEqual(new Set([href]));
      }
    }
  });

  it("follows the pages' own Register, Login, Partner Login and plan-card links", async () => {
    const { page } = await stack.newPage({ viewport: { width: 1280, height: 900 } });
    for (const journey of LINK_JOURNEYS) {
      const label = `${journey.from}: "${journey.link}"`;
      await page.goto(journey.from);
      // Links inside the page itself, not the same names in the footer.
      await page
        .getByRole('main')
        .getByRole('link', { name: journey.link, exact: true })
        .first()
        .click();
      await page.waitForURL(`**${journey.to}`);
      const heading = page.getByRole('heading', { level: 1, name: journey.heading, exact: true });
      await heading.waitFor();
      expect(new URL(page.url()).pathname, label).toBe(journey.to);
    }
  });

  it('opens tel and mailto directly and WhatsApp and maps in a new tab', async () => {
    const { page } = await stack.newPage();
    await page.goto('/contact');
    const attrs = async (name: RegExp) => {
      const link = page.getByRole('link', { name });
      return {
        href: await link.getAttribute('href'),
        target: await link.getAttribute('target'),
        rel: await link.getAttribute('rel'),
      };
    };
    expect(await attrs(/^Call Now$/)).toMatchObject({
      href: expect.stringMatching(/^tel:/),
      target: null,
    });
    expect(await attrs(/^Send Email$/)).toMatchObject({
      href: expect.stringMatching(/^mailto:/),
      target: null,
    });
    for (const name of [/^Chat on WhatsApp/, /^Open in Maps/]) {
      expect(await attrs(name)).toMatchObject({
        target: '_blank',
        rel: expect.stringContaining('noopener'),
      });
    }
  });

  it('shows 404 with the path for an unknown address', async () => {
    const { page } = await stack.newPage();
    await page.goto('/no/such/page');
    await page.getByText('404', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Page Not Found');
    expect(await page.locator('main code').textContent()).toBe('/no/such/page');
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Go Back' }).getAttribute('href'),
    ).toBe('/');
    expect(await page.title()).toBe('Page Not Found - MediCostSaver');
  });

  it('fits every public page to the screen from a 360 px phone to desktop, in even rows', async () => {
    for (const width of [360, 600, 768, 900, 1024, 1280]) {
      const { page, context } = await stack.newPage({ viewport: { width, height: 800 } });
      for (const route of [...PUBLIC_ROUTES.map((r) => r.path), '/no-such-page']) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const fit = await page.evaluate(() => ({
          sideways: document.documentElement.scrollWidth - window.innerWidth,
          header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
          // Card lists laid out as grids whose last row is shorter than the others: a lone
          // card under a full row looks like a mistake.
          ragged: Array.from(document.querySelectorAll('main ul, main ol'))
            .map((list) => ({
              list,
              columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
            }))
            .filter(
              ({ list, columns }) =>
                getComputedStyle(list).display === 'grid' &&
                columns > 1 &&
                list.children.length > columns &&
                list.children.length % columns !== 0,
            )
            .map(({ list, columns }) => `${list.className}: ${list.children.length} in ${columns}`),
        }));
        expect(fit.sideways, `${route} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        // One row of navigation: no label of the bar wraps onto a second line.
        expect(fit.header, `${route} at ${width}px header height`).toBeLessThan(70);
        expect(fit.ragged, `${route} at ${width}px`).toEqual([]);
      }
      await context.close();
    }
  });

  it('serves the home page as readable HTML with no JavaScript', async () => {
    const { page } = await stack.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      PUBLIC_ROUTES[0]!.heading,
    );
    expect(await page.getByRole('heading', { name: 'Why Choose MediCostSaver?' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Get Family Plan' }).getAttribute('href')).toBe(
      '/coming-soon',
    );
    expect(await page.title()).toMatch(PUBLIC_ROUTES[0]!.title);
  });

  it('answers an unknown address with HTTP 404 and no home page content', async () => {
    const { page } = await stack.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('MediCostSaver');
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await page.getByText(PUBLIC_ROUTES[0]!.heading).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const member = await page.goto('/dashboard');
    expect(member?.status()).toBe(200);
  });

  it('opens FAQ answers with no JavaScript', async () => {
    const { page } = await stack.newPage({ javaScriptEnabled: false });
    await page.goto('/faq');
    const answer = page.getByText(/cancel within 7 days of joining/);
    expect(await answer.isVisible()).toBe(false);
    await page
      .locator('summary', { hasText: 'Can I cancel my membership and get a refund?' })
      .click();
    await answer.waitFor();
    expect(await page.locator('details[open]').count()).toBe(1);
  });

  it('never paints the prerendered home page on another client route', async () => {
    // Hold the app bundle back: what shows is what the HTML and its inline script alone produce.
    const { page } = await stack.newPage({ serviceWorkers: 'block' });
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/dashboard', '/partner/dashboard', '/admin', '/no-such-page']) {
      await page.goto(path);
      expect(await page.locator('#root').innerHTML(), path).toBe('');
      expect(await page.title(), path).not.toMatch(PUBLIC_ROUTES[0]!.title);
    }
    // A home page arriving under another address (an older service worker's fallback) empties
    // itself before the first paint.
    await page.route('**/partner/dashboard', async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${stack.baseURL}/` }) }),
    );
    await page.goto('/partner/dashboard');
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  it('has no serious or critical accessibility violations on any public route', async () => {
    for (const width of [375, 1280]) {
      const { page } = await stack.newPage({ viewport: { width, height: 900 } });
      for (const route of [...PUBLIC_ROUTES.map((r) => r.path), '/no-such-page']) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await seriousViolations(page), `${route} at ${width}px`).toEqual([]);
      }
    }
  });

  it('stays accessible with the phone menu open and with FAQ answers shown', async () => {
    const { page } = await stack.newPage({ viewport: { width: 375, height: 900 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await seriousViolations(page), 'side menu').toEqual([]);
    await page.goto('/faq');
    await page.locator('summary', { hasText: 'Are dental consultations really free?' }).click();
    await page.locator('summary', { hasText: 'How is the Family Plan priced?' }).click();
    await page.getByText(/2 members pay ₹657/).waitFor();
    expect(await seriousViolations(page), 'FAQ answers').toEqual([]);
    await page.getByPlaceholder('Search questions...').fill('no such words');
    await page.getByText('No questions found').waitFor();
    expect(await seriousViolations(page), 'FAQ empty state').toEqual([]);
  });
});
