import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/harness.ts';
import { PUBLIC_ROUTES } from './public-site.ts';

describe('public site offline', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('opens every public page with the network cut after one visit', async () => {
    const { context, page } = await stack.newPage();
    await page.goto('/');
    // The service worker has precached the shell and every public page once it is active.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });

    // setOffline does not cut the service worker's own fetches, so abort those too.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);

    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      expect(await heading.textContent(), route.path).toContain(route.heading);
    }
    // A screen that was never prerendered still opens from the bare app shell, never from a
    // copy of the home page.
    for (const path of ['/dashboard', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
    }
    await page.getByText('/no-such-page').waitFor();
  });
});
