import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../pages/not-found-page.ts';
import { PublicLayout } from '../pages/public-layout.ts';
import { useStack } from '../support/harness.ts';
import { PUBLIC_ROUTES } from './public-site.ts';

describe('public site offline', () => {
  const stack = useStack();

  it('opens every public page with the network cut after one visit', async () => {
    const { context, page } = await stack().newPage();
    const layout = new PublicLayout(page);
    await layout.goto('/');
    // The service worker has precached the shell and every public page once it is active.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });

    // setOffline does not cut the service worker's own fetches, so abort those too.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);

    for (const route of PUBLIC_ROUTES) {
      await layout.goto(route.path);
      expect(await layout.headingText(), route.path).toContain(route.heading);
    }
    // A screen that was never prerendered still opens from the bare app shell, never from a
    // copy of the home page.
    for (const path of ['/dashboard', '/no-such-page']) {
      const response = await layout.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
    }
    const notFound = new NotFoundPage(page);
    await notFound.waitForIt();
    expect(await notFound.path.textContent()).toBe('/no-such-page');
  });
});
