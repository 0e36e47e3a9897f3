// Turns the built SPA shell into one static page per public route, and into the bare app shell
// served for every other path (used by prerender.ts).
import { join } from 'node:path';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../src/app/app.tsx';
import { MARKER_ATTRIBUTE, PRERENDER_GUARD_FILE } from '../src/app/prerender-marker.ts';
import { PUBLIC_PAGES, type PublicPath } from '../src/features/public/public-pages.ts';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** "/" -> dist/index.html, "/about" -> dist/about/index.html. */
export function outputFile(distDir: string, path: PublicPath): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
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

/** The shell with the page's title, description and markup, its root marked with the path. */
export function renderPage(shell: string, path: PublicPath): string {
  assertEmptyShell(shell);
  const { title, description } = PUBLIC_PAGES[path];
  const markup = renderToString(
    createElement(
      StrictMode,
      null,
      createElement(StaticRouter, { location: path }, createElement(App)),
    ),
  );
  const root = `<div id="root" ${MARKER_ATTRIBUTE}="${path}">${markup}</div><script src="/${PRERENDER_GUARD_FILE}"></script>`;
  return shell
    .replace(TITLE, `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace(EMPTY_ROOT, () => root);
}
