// The Content-Security-Policy the server sends (api/src/lib/security-headers.ts) is one the app
// really runs under: every public page, every client-only screen and the Not-found page load in
// Chromium, hydrate and register the service worker with no violation reported and no console
// error. A control at the end proves the listener hears a violation when one happens.
import type { Page } from 'playwright-core';
import { CLIENT_ONLY_ROUTES } from '@mcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/harness.ts';
import { PUBLIC_ROUTES } from './public/public-site.ts';

interface Watched {
  page: Page;
  /** Violations the document reported, and console errors, so far. */
  problems(): Promise<string[]>;
}

async function watchedPage(stack: Stack): Promise<Watched> {
  const { page } = await stack.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  // Runs before any script of the page, in every document the page opens.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    page,
    async problems() {
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      return [...violations.map((v) => `CSP: ${v}`), ...consoleErrors];
    },
  };
}

/** The Not-found page is a real 404, which Chromium logs as a failed load: that one is expected. */
const isNotFoundLog = (problem: string) =>
  /Failed to load resource: the server responded with a status of 404/.test(problem);

describe('the Content-Security-Policy', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('is sent with the pages, and the service worker installs under it', async () => {
    const { page, problems } = await watchedPage(stack);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    expect(['activating', 'activated']).toContain(state);
    expect(await problems()).toEqual([]);
  });

  it('lets every public page load and hydrate with no violation', async () => {
    const { page, problems } = await watchedPage(stack);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await page.getByRole('heading', { level: 1, name: route.heading }).first().waitFor();
      // Hydrated: the navigation menu answers a click, which only React's handlers do.
      await page.getByRole('button', { name: 'Login' }).first().click();
      expect(await problems(), route.path).toEqual([]);
    }
  });

  it('lets every client-only screen and the Not-found page load with no violation', async () => {
    for (const path of [...CLIENT_ONLY_ROUTES, '/no-such-page']) {
      const { page, problems } = await watchedPage(stack);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const found = (await problems()).filter(
        (p) => !(path === '/no-such-page' && isNotFoundLog(p)),
      );
      expect(found, path).toEqual([]);
    }
  });

  it('blocks an inline script, and the test hears it', async () => {
    const { page, problems } = await watchedPage(stack);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(problems)
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/^CSP: script-src-elem blocked inline/)]),
      );
  });
});
