// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '@mcs/shared/routes';
import {
  outputFile,
  renderAppShell,
  renderPage,
  renderRobots,
  renderSitemap,
  siteOrigin,
} from './prerender-page.ts';

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

describe('what search engines and shared links see of a public page', () => {
  const SITE = 'https://medicostsaver.example';
  const canonical = (html: string) =>
    [...html.matchAll(/<link rel="canonical" href="([^"]+)" \/>/g)].map((m) => m[1]);

  it('names each page by one absolute canonical address on the public site', () => {
    for (const path of ['/', '/about', '/faq', '/membership-fee', '/login'] as const)
      expect(canonical(renderPage(SHELL, path, SITE)), path).toEqual([`${SITE}${path}`]);
  });

  it('names /login as the canonical page of /coming-soon, which shows the same notice', () => {
    expect(canonical(renderPage(SHELL, '/coming-soon', SITE))).toEqual([`${SITE}/login`]);
  });

  it('gives each page an OpenGraph and Twitter card with its own title and description', () => {
    const html = renderPage(SHELL, '/faq', SITE);
    expect(html).toContain(
      '<meta property="og:title" content="Frequently Asked Questions - MediCostSaver" />',
    );
    expect(html).toMatch(/<meta property="og:description" content="Answers about MediCostSaver/);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/faq" />`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/icons/icon-512.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain(
      '<meta name="twitter:title" content="Frequently Asked Questions - MediCostSaver" />',
    );
    // Only in the head, before the page content.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the app shell without a canonical address (it is not indexed at all)', () => {
    expect(renderAppShell(SHELL)).not.toContain('rel="canonical"');
  });

  it('lists every public page that is its own canonical page in the sitemap', () => {
    const xml = renderSitemap(SITE);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['/', '/about', '/how-it-works', '/membership-fee', '/faq', '/contact', '/login'].map(
        (path) => `${SITE}${path}`,
      ),
    );
  });

  it('adds the sitemap address to robots.txt', () => {
    expect(renderRobots('User-agent: *\nAllow: /\n', SITE)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('takes the public site from SITE_URL as an origin, and refuses anything else', () => {
    expect(siteOrigin(undefined)).toBe('https://medicostsaver.in');
    expect(siteOrigin('https://example.org/')).toBe('https://example.org');
    expect(() => siteOrigin('https://example.org/app')).toThrow(/SITE_URL/);
    expect(() => siteOrigin('ftp://example.org')).toThrow(/SITE_URL/);
  });
});
