// Turns the built SPA shell into one static page per public route (used by prerender.ts).
import { join } from 'node:path';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../src/app/app.tsx';
import { CLEAR_FOREIGN_MARKUP_SCRIPT, MARKER_ATTRIBUTE } from '../src/app/prerender-marker.ts';
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

/** The shell with the page's title, description and markup, its root marked with the path. */
export function renderPage(shell: string, path: PublicPath): string {
  const { title, description } = PUBLIC_PAGES[path];
  const markup = renderToString(
    createElement(
      StrictMode,
      null,
      createElement(StaticRouter, { location: path }, createElement(App)),
    ),
  );
  const root = `<div id="root" ${MARKER_ATTRIBUTE}="${path}">${markup}</div><script>${CLEAR_FOREIGN_MARKUP_SCRIPT}</script>`;
  if (!shell.includes('<div id="root"></div>'))
    throw new Error('the shell has no empty <div id="root"></div>');
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', () => root);
}
