import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../pages/contact-page.ts';
import { FaqPage } from '../pages/faq-page.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';
import { PublicLayout } from '../pages/public-layout.ts';
import { useStack } from '../support/harness.ts';
import { FRAME_LINKS, LINK_JOURNEYS, PUBLIC_ROUTES, SPEC_LINKS } from './public-site.ts';

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
  const stack = useStack();

  it('renders every public route with its heading and title', async () => {
    const { page } = await stack().newPage({ viewport: { width: 1280, height: 900 } });
    const layout = new PublicLayout(page);
    for (const route of PUBLIC_ROUTES) {
      await layout.goto(route.path);
      expect(await layout.headingText(), route.path).toContain(route.heading);
      expect(await page.title(), route.path).toMatch(route.title);
      expect((await layout.description())?.length, route.path).toBeGreaterThan(40);
    }
  });

  it('links every page where the spec says', async () => {
    const layout = new PublicLayout(
      (await stack().newPage({ viewport: { width: 1280, height: 900 } })).page,
    );
    await layout.goto('/');
    for (const [name, href] of Object.entries(FRAME_LINKS)) {
      expect(new Set(await layout.hrefsOf(name)), `frame link "${name}"`).toEqual(new Set([href]));
    }
    for (const [path, links] of Object.entries(SPEC_LINKS)) {
      await layout.goto(path);
      await layout.heading.waitFor();
      for (const [name, href] of Object.entries(links)) {
        const hrefs = await layout.hrefsOf(name, layout.main);
        expect(hrefs.length, `${path}: link "${name}"`).toBeGreaterThan(0);
        expect(new Set(hrefs), `${path}: link "${name}"`).toEqual(new Set([href]));
      }
    }
  });

  it("follows the pages' own Register, Login, Partner Login and plan-card links", async () => {
    const layout = new PublicLayout(
      (await stack().newPage({ viewport: { width: 1280, height: 900 } })).page,
    );
    for (const journey of LINK_JOURNEYS) {
      const label = `${journey.from}: "${journey.link}"`;
      await layout.goto(journey.from);
      // Links inside the page itself, not the same names in the footer.
      await layout.link(journey.link, layout.main).first().click();
      await layout.waitForPath(journey.to);
      await layout.waitForHeading(journey.heading);
      expect(layout.pathname, label).toBe(journey.to);
    }
  });

  it('opens tel and mailto directly and WhatsApp and maps in a new tab', async () => {
    const contact = new ContactPage((await stack().newPage()).page);
    await contact.open();
    const attrs = (name: RegExp) => contact.linkAttributes(name);
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
    const { page } = await stack().newPage();
    const notFound = new NotFoundPage(page);
    await notFound.goto('/no/such/page');
    await notFound.waitForIt();
    expect(await notFound.headingText()).toContain('Page Not Found');
    expect(await notFound.path.textContent()).toBe('/no/such/page');
    expect(await notFound.goBack.getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Page Not Found - MediCostSaver');
  });

  // One test per width, from a 360 px phone to desktop: each is a whole walk of the site.
  it.each([360, 600, 768, 900, 1024, 1280])(
    'fits every public page to the screen at %i px wide, in even rows',
    async (width) => {
      const { page, context } = await stack().newPage({ viewport: { width, height: 800 } });
      const layout = new PublicLayout(page);
      for (const route of [...PUBLIC_ROUTES.map((r) => r.path), '/no-such-page']) {
        await layout.goto(route);
        await layout.heading.waitFor();
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
    },
  );

  it('serves the home page as readable HTML with no JavaScript', async () => {
    const { page } = await stack().newPage({ javaScriptEnabled: false });
    const home = new PublicLayout(page);
    await home.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      PUBLIC_ROUTES[0]!.heading,
    );
    expect(await page.getByRole('heading', { name: 'Why Choose MediCostSaver?' }).count()).toBe(1);
    expect(await home.link('Get Family Plan').getAttribute('href')).toBe('/coming-soon');
    expect(await page.title()).toMatch(PUBLIC_ROUTES[0]!.title);
  });

  it('answers an unknown address with HTTP 404 and no home page content', async () => {
    const { page } = await stack().newPage({ javaScriptEnabled: false });
    const layout = new PublicLayout(page);
    const response = await layout.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('MediCostSaver');
    expect(await layout.rootHtml()).toBe('');
    expect(await page.getByText(PUBLIC_ROUTES[0]!.heading).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const member = await layout.goto('/dashboard');
    expect(member?.status()).toBe(200);
  });

  it('opens FAQ answers with no JavaScript', async () => {
    const { page } = await stack().newPage({ javaScriptEnabled: false });
    const faq = new FaqPage(page);
    await faq.open();
    const answer = page.getByText(/cancel within 7 days of joining/);
    expect(await answer.isVisible()).toBe(false);
    await faq.toggle('Can I cancel my membership and get a refund?');
    await answer.waitFor();
    expect(await faq.openAnswers.count()).toBe(1);
  });

  it('never paints the prerendered home page on another client route', async () => {
    // Hold the app bundle back: what shows is what the HTML and its inline script alone produce.
    const { page } = await stack().newPage({ serviceWorkers: 'block' });
    const layout = new PublicLayout(page);
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/dashboard', '/partner/dashboard', '/admin', '/no-such-page']) {
      await layout.goto(path);
      expect(await layout.rootHtml(), path).toBe('');
      expect(await page.title(), path).not.toMatch(PUBLIC_ROUTES[0]!.title);
    }
    // A home page arriving under another address (an older service worker's fallback) empties
    // itself before the first paint.
    await page.route('**/partner/dashboard', async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${stack().baseURL}/` }) }),
    );
    await layout.goto('/partner/dashboard');
    expect(await layout.rootHtml()).toBe('');
  });

  it('has no serious or critical accessibility violations on any public route', async () => {
    for (const width of [375, 1280]) {
      const { page } = await stack().newPage({ viewport: { width, height: 900 } });
      const layout = new PublicLayout(page);
      for (const route of [...PUBLIC_ROUTES.map((r) => r.path), '/no-such-page']) {
        await layout.goto(route);
        await layout.heading.waitFor();
        expect(await seriousViolations(page), `${route} at ${width}px`).toEqual([]);
      }
    }
  });

  it('stays accessible with the phone menu open and with FAQ answers shown', async () => {
    const { page } = await stack().newPage({ viewport: { width: 375, height: 900 } });
    const faq = new FaqPage(page);
    await faq.goto('/');
    await faq.menuButton.click();
    await faq.menu('Register').click();
    expect(await seriousViolations(page), 'side menu').toEqual([]);
    await faq.open();
    await faq.toggle('Are dental consultations really free?');
    await faq.toggle('How is the Family Plan priced?');
    await page.getByText(/2 members pay ₹657/).waitFor();
    expect(await seriousViolations(page), 'FAQ answers').toEqual([]);
    await faq.search('no such words');
    await faq.noResults.waitFor();
    expect(await seriousViolations(page), 'FAQ empty state').toEqual([]);
  });
});
