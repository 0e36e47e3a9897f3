import { describe, expect, it } from 'vitest';
import { MembershipFeePage } from '../pages/membership-fee-page.ts';
import { PublicLayout } from '../pages/public-layout.ts';
import { useStack } from '../support/harness.ts';
import { PUBLIC_ROUTES } from './public-site.ts';

// Each public page is prerendered to pwa/dist/<route>/index.html. The server must answer
// GET /about with dist/about/index.html (before its SPA fallback to dist/index.html) for
// visitors and crawlers without JavaScript to see the page itself rather than the home page.
describe('prerendered public pages', () => {
  const stack = useStack();

  it.for(PUBLIC_ROUTES.slice(1))(
    'serves $path as static HTML with its own title and heading',
    async (route) => {
      const html = await (await stack().api(route.path)).text();
      expect(html).toContain(`data-prerendered="${route.path}"`);
      const { page } = await stack().newPage({ javaScriptEnabled: false });
      const layout = new PublicLayout(page);
      await layout.goto(route.path);
      expect(await page.title()).toMatch(route.title);
      expect(await layout.headingText()).toContain(route.heading);
    },
  );

  it('hydrates every prerendered page without a React error', async () => {
    const { page } = await stack().newPage({ viewport: { width: 1280, height: 800 } });
    const layout = new PublicLayout(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of PUBLIC_ROUTES) {
      await layout.goto(route.path, { waitUntil: 'networkidle' });
      // The static markup has no handlers: a menu that opens proves React took the page over.
      await layout.menu('Login').click();
      await page.getByRole('button', { name: 'Login', exact: true, expanded: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it.for(['/', '/membership-fee'])(
    'hydrates %s without React errors and keeps it interactive',
    async (path) => {
      const { page } = await stack().newPage();
      const calculator = new MembershipFeePage(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await calculator.goto(path);
      await calculator.addFamilyMember();
      expect(await calculator.familyQuote.textContent()).toContain('₹657');
      expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual(
        [],
      );
    },
  );
});
