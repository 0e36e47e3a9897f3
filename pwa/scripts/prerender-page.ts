// Turns the built SPA shell into one static page per public route, and into the bare app shell
// served for every other path (used by prerender.ts).
import { join } from 'node:path';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../src/app/app.tsx';
import { MARKER_ATTRIBUTE, PRERENDER_GUARD_FILE } from '../src/app/prerender-marker.ts';
import { preloadPublicPages } from '../src/app/routes.tsx';
import { canonicalPath, PRERENDERED_PATHS, type PublicPath } from '@mcs/shared/routes';
import {
  LANGUAGES,
  LOCALES,
  localizedPath,
  setLanguageNow,
  type Language,
} from '../src/i18n/index.ts';
import type { ManifestChunk } from './home-scripts.ts';
import { pageMetaIn } from './page-text.ts';

// The public pages load on demand (src/app/public-screen.ts), and rendering to a string cannot
// wait for a module: every page is loaded before any is rendered.
await preloadPublicPages();

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Where the public site lives when none is given at build (SITE_URL, see prerender.ts). */
export const DEFAULT_SITE_URL = 'https://medicostsaver.in';

/** The site's origin from SITE_URL: an http(s) origin with no path, no trailing slash. */
export function siteOrigin(value: string | undefined): string {
  const url = new URL(value || DEFAULT_SITE_URL);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search)
    throw new Error(`SITE_URL must be an http(s) origin such as ${DEFAULT_SITE_URL}, not ${value}`);
  return url.origin;
}

/** The pages a sitemap lists: each public page that is its own canonical page. */
export const SITEMAP_PATHS = PRERENDERED_PATHS.filter((path) => canonicalPath(path) === path);

/** "/" -> dist/index.html, "/about" -> dist/about/index.html, "/hi/about" -> dist/hi/about/index.html. */
export function outputFile(distDir: string, path: string): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const HTML_LANG = /<html lang="[^"]*">/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;
const EMPTY_ROOT = '<div id="root"></div>';

function assertEmptyShell(shell: string): void {
  if (!shell.includes(EMPTY_ROOT)) throw new Error('the shell has no empty <div id="root"></div>');
}

/**
 * The app shell for every path that is not a prerendered page (member, partner and admin screens,
 * unknown addresses): no page content and a neutral title, so it never passes for the home page,
 * and kept out of search results.
 */
export function renderAppShell(shell: string): string {
  assertEmptyShell(shell);
  return shell
    .replace(TITLE, '<title>MediCostSaver</title>')
    .replace(DESCRIPTION, (meta) => `${meta}\n    <meta name="robots" content="noindex" />`);
}

/**
 * The page's copy in every language, for search engines (hreflang): each language's address, and
 * English as the one for readers of any other language.
 */
function alternateLinks(path: PublicPath, site: string): string[] {
  const link = (hreflang: string, lang: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${site}${localizedPath(path, lang)}`)}" />`;
  return [...LANGUAGES.map((lang) => link(LOCALES[lang], lang)), link('x-default', 'en')];
}

/**
 * The page's own head tags: its canonical address (in its language), its copies in the other
 * languages, and the OpenGraph and Twitter card that a link shared in WhatsApp, Facebook or X
 * shows (title, description, the app icon).
 */
function headTags(path: PublicPath, site: string, lang: Language): string {
  const { title, description } = pageMetaIn(path, lang);
  const url = `${site}${localizedPath(canonicalPath(path) ?? path, lang)}`;
  const image = `${site}/icons/icon-512.png`;
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(path, site),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'MediCostSaver'),
    meta('property', 'og:locale', LOCALES[lang].replace('-', '_')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '512'),
    meta('property', 'og:image:height', '512'),
    meta('property', 'og:image:alt', 'MediCostSaver logo: a white cross on green'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ]
    .map((tag) => `\n    ${tag}`)
    .join('');
}

/**
 * The sitemap of the public site: every page that is its own canonical page, in every language,
 * each naming its copies in the others (the sitemap form of hreflang).
 */
export function renderSitemap(site: string): string {
  const address = (path: PublicPath, lang: Language) =>
    escapeHtml(`${site}${localizedPath(path, lang)}`);
  const urls = SITEMAP_PATHS.flatMap((path) =>
    LANGUAGES.map((lang) =>
      [
        `  <url><loc>${address(path, lang)}</loc>`,
        ...LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${LOCALES[other]}" href="${address(path, other)}" />`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt as written in public/, with the sitemap's absolute address added. */
export function renderRobots(robots: string, site: string): string {
  return `${robots.trimEnd()}\n\nSitemap: ${site}/sitemap.xml\n`;
}

/**
 * The shell with the page's title, description, head tags and markup in a language, at the
 * page's address in it (/hi/about), its root marked with that address and `<html lang>` set.
 * `site` is the public origin the canonical and shared links point to. The language's catalogs
 * must be loaded (loadLanguage): rendering to a string cannot wait for them.
 */
/**
 * The module of each prerendered page as the build manifest names it (app/routes.tsx loads them
 * on demand): a page added without its module here fails the typecheck.
 */
export const PAGE_MODULES: Record<PublicPath, string> = {
  '/': 'src/features/public/home/home-page.tsx',
  '/about': 'src/features/public/about/about-page.tsx',
  '/how-it-works': 'src/features/public/how-it-works/how-it-works-page.tsx',
  '/membership-fee': 'src/features/public/membership-fee/membership-fee-page.tsx',
  '/faq': 'src/features/public/faq/faq-page.tsx',
  '/contact': 'src/features/public/contact/contact-page.tsx',
  '/coming-soon': 'src/features/public/coming-soon/coming-soon-page.tsx',
  '/login': 'src/app/member-login-screen.tsx',
};

/**
 * `<link rel="modulepreload">` for a page's own chunk and the chunks it imports that the entry
 * does not: main.tsx waits for them before it hydrates the page (and the page's forms stay
 * disabled until then), so the browser fetches them beside the entry instead of after it ran.
 */
export function pagePreloads(manifest: Record<string, ManifestChunk>, path: PublicPath): string {
  const graph = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) graph(imported, into);
    return into;
  };
  const entry = graph('index.html');
  return [...graph(PAGE_MODULES[path])]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

export function renderPage(
  shell: string,
  path: PublicPath,
  site = DEFAULT_SITE_URL,
  lang: Language = 'en',
  preloads = '',
): string {
  assertEmptyShell(shell);
  setLanguageNow(lang);
  const { title, description } = pageMetaIn(path, lang);
  const location = localizedPath(path, lang);
  const markup = renderToString(
    createElement(StrictMode, null, createElement(StaticRouter, { location }, createElement(App))),
  );
  const root = `<div id="root" ${MARKER_ATTRIBUTE}="${location}">${markup}</div><script src="/${PRERENDER_GUARD_FILE}"></script>`;
  return shell
    .replace(HTML_LANG, `<html lang="${LOCALES[lang]}">`)
    .replace(TITLE, `<title>${escapeHtml(title)}</title>`)
    .replace(
      DESCRIPTION,
      () =>
        `<meta name="description" content="${escapeHtml(description)}" />${headTags(path, site, lang)}`,
    )
    .replace(EMPTY_ROOT, () => root)
    .replace('</head>', () => `${preloads}</head>`);
}
