// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '@mcs/shared/routes';
import { loadLanguage, localizedPath } from '../src/i18n/index.ts';
import {
  outputFile,
  pagePreloads,
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

  it('lists every public page that is its own canonical page in the sitemap, in each language', () => {
    const xml = renderSitemap(SITE);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['/', '/about', '/how-it-works', '/membership-fee', '/faq', '/contact', '/login'].flatMap(
        (path) =>
          [path, localizedPath(path, 'hi'), localizedPath(path, 'bn')].map((p) => `${SITE}${p}`),
      ),
    );
    // Each address names its copies in the three languages.
    expect(xml).toContain(
      `<url><loc>${SITE}/hi/faq</loc>\n    <xhtml:link rel="alternate" hreflang="en-IN" href="${SITE}/faq" />\n    <xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE}/hi/faq" />\n    <xhtml:link rel="alternate" hreflang="bn-IN" href="${SITE}/bn/faq" />`,
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

describe('prerendering a public page in Hindi and Bengali', () => {
  const SITE = 'https://example.org';
  const shell = SHELL.replace('<html>', '<html lang="en-IN">');

  it('writes each language under its code', () => {
    expect(outputFile('/d', localizedPath('/', 'hi'))).toBe('/d/hi/index.html');
    expect(outputFile('/d', localizedPath('/about', 'bn'))).toBe('/d/bn/about/index.html');
  });

  it("renders the page in the language at its address, with the language's title and html lang", async () => {
    await loadLanguage('hi');
    const html = renderPage(shell, '/faq', SITE, 'hi');
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<title>अक्सर पूछे जाने वाले सवाल - MediCostSaver</title>');
    expect(html).toContain('<div id="root" data-prerendered="/hi/faq">');
    expect(html).toContain('<h1>अक्सर पूछे जाने वाले सवाल</h1>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/hi/faq" />`);
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    // Its links lead to the Hindi pages; a partner's sign-in has one address for all.
    expect(html).toContain('href="/hi/contact"');
    expect(html).toContain('href="/partner/login"');
    expect(html).not.toContain('Frequently Asked Questions');
  });

  it("names every language's copy, and English for any other reader, on each page", async () => {
    await loadLanguage('bn');
    for (const [lang, html] of [
      ['en', renderPage(shell, '/about', SITE)],
      ['bn', renderPage(shell, '/about', SITE, 'bn')],
    ] as const) {
      const links = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
      ];
      expect(
        links.map(([, hreflang, href]) => [hreflang, href]),
        lang,
      ).toEqual([
        ['en-IN', `${SITE}/about`],
        ['hi-IN', `${SITE}/hi/about`],
        ['bn-IN', `${SITE}/bn/about`],
        ['x-default', `${SITE}/about`],
      ]);
    }
    expect(renderPage(shell, '/', SITE, 'bn')).toContain('<html lang="bn-IN">');
    expect(renderPage(shell, '/', SITE)).toContain('<html lang="en-IN">');
  });
});

describe('the scripts a prerendered page asks for early', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_runtime.js', '_client.js'],
    },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_client.js': { file: 'assets/client.js' },
    '_field.js': { file: 'assets/field.js', imports: ['_client.js'] },
    'src/features/public/contact/contact-page.tsx': {
      file: 'assets/contact-page.js',
      imports: ['_field.js', '_client.js'],
    },
  };

  it("preloads the page's chunk and what it imports, but nothing the entry already loads", () => {
    const links = pagePreloads(manifest, '/contact');
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/contact-page.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/field.js">',
    );
    expect(renderPage(SHELL, '/contact', undefined, 'en', links)).toContain(`${links}</head>`);
  });

  it('fails the build when a page has no chunk in the manifest', () => {
    expect(() => pagePreloads(manifest, '/about')).toThrow(/no chunk src\/features\/public\/about/);
  });
});
