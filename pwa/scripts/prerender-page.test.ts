// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../src/features/public/public-pages.ts';
import { outputFile, renderAppShell, renderPage } from './prerender-page.ts';

const SHELL = `<!doctype html><html><head><title>Shell</title>
<meta
  name="description"
  content="shell"
/></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('prerendering a public page', () => {
  it('writes each route to its own index.html, home to the root one', () => {
    expect(outputFile('/d', '/')).toBe('/d/index.html');
    expect(outputFile('/d', '/how-it-works')).toBe('/d/how-it-works/index.html');
    expect(PRERENDERED_PATHS).toEqual([
      '/',
      '/about',
      '/how-it-works',
      '/membership-fee',
      '/faq',
      '/contact',
      '/coming-soon',
      '/login',
    ]);
  });

  it('puts the page markup, its title and description into the shell and marks the root', () => {
    const html = renderPage(SHELL, '/membership-fee');
    expect(html).toContain('<title>Membership Fee - ₹365/Year | MediCostSaver</title>');
    expect(html).toMatch(
      /<meta name="description" content="One membership for ₹365 per member per year/,
    );
    expect(html).not.toContain('content="shell"');
    expect(html).toContain('<div id="root" data-prerendered="/membership-fee">');
    expect(html).toContain('<h1>Membership Fee</h1>');
    expect(html).toContain('Potential Savings');
    expect(html).toContain('₹1,625');
    expect(html).toContain('© 2025 MediCostSaver. All rights reserved.');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('has no inline script, so it runs under a Content-Security-Policy without unsafe-inline', () => {
    for (const path of PRERENDERED_PATHS) {
      const html = renderPage(SHELL, path);
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html, path).toContain('<script src="/prerender-guard.js"></script>');
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), path).toBeNull();
      expect(html, path).not.toMatch(/\sstyle="|<style/);
    }
  });

  it('refuses a shell that was already prerendered', () => {
    const once = renderPage(SHELL, '/');
    expect(() => renderPage(once, '/about')).toThrow(/no empty <div id="root">/);
    expect(() => renderAppShell(once)).toThrow(/no empty <div id="root">/);
  });

  it('makes the app shell for every other path: neutral title, no page content, not indexed', () => {
    const html = renderAppShell(SHELL);
    expect(html).toContain('<title>MediCostSaver</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<body><div id="root"></div><script type="module"');
    expect(html).not.toContain('data-prerendered');
  });
});
