import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/harness.ts';
import { PUBLIC_ROUTES } from './public-site.ts';

// Each public page is prerendered to pwa/dist/<route>/index.html. The server must answer
// GET /about with dist/about/index.html (before its SPA fallback to dist/index.html) for
// visitors and crawlers without JavaScript to see the page itself rather than the home page.
describe('prerendered public pages', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.for(PUBLIC_ROUTES.slice(1))(
    'serves $path as static HTML with its own title and heading',
    async (route) => {
      const html = await (await stack.api(route.path)).text();
      expect(html).toContain(`data-prerendered="${route.path}"`);
      const { page } = await stack.newPage({ javaScriptEnabled: false });
      await page.goto(route.path);
      expect(await page.title()).toMatch(route.title);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(
        route.heading,
      );
    },
  );

  it('hydrates every prerendered page without a React error', async () => {
    const { page } = await stack.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path, { waitUntil: 'networkidle' });
      // The static markup has no handlers: a menu that opens proves React took the page over.
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('button', { name: 'Login', exact: true, expanded: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it.for(['/', '/membership-fee'])(
    'hydrates %s without React errors and keeps it interactive',
    async (path) => {
      const { page } = await stack.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await page.getByRole('button', { name: 'Add a family member' }).click();
      await page.getByText('Yearly Total').waitFor();
      expect(await page.getByTestId('family-quote').textContent()).toContain('₹657');
      expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual(
        [],
      );
    },
  );
});
