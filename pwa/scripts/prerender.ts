// Renders every public page to static HTML after `vite build`, so the public site shows and is
// indexed with no JavaScript; the client then hydrates it (src/main.tsx). Writes
//   dist/app-shell.html        the bare shell for every other path (member, partner and admin
//                              screens with 200, unknown paths with 404; see api/src/lib/web-app.ts)
//   dist/index.html            home page
//   dist/<route>/index.html    each other public page
//   dist/hi/…, dist/bn/…       every public page again in Hindi and Bengali (/hi, /hi/about)
//   dist/prerender-guard.js    the script each page loads after its root (prerender-marker.ts)
//   dist/sitemap.xml           the public pages in every language, and a Sitemap line at the end
//                              of dist/robots.txt
// then regenerates the service worker so its precache lists the final HTML.
// Canonical links, shared-link cards, the sitemap and robots.txt name the public site by its
// absolute address: SITE_URL at build time (default https://medicostsaver.in).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveConfig, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { CLEAR_FOREIGN_MARKUP_SCRIPT, PRERENDER_GUARD_FILE } from '../src/app/prerender-marker.ts';
import { APP_SHELL_FILE, PRERENDERED_PATHS } from '@mcs/shared/routes';
import { LANGUAGES, loadLanguage, localizedPath } from '../src/i18n/index.ts';
import {
  outputFile,
  pagePreloads,
  renderAppShell,
  renderPage,
  renderRobots,
  renderSitemap,
  siteOrigin,
} from './prerender-page.ts';

const pwaDir = join(import.meta.dirname, '..');
const distDir = join(pwaDir, 'dist');

async function regenerateServiceWorker(): Promise<void> {
  // Workbox picks its minified runtime from NODE_ENV, which `vite build` set and tsx does not.
  process.env.NODE_ENV = 'production';
  const config = await resolveConfig({ root: pwaDir, logLevel: 'warn' }, 'build', 'production');
  const plugin = config.plugins.find((p: Plugin) => p.name === 'vite-plugin-pwa') as
    (Plugin & { api?: VitePluginPWAAPI }) | undefined;
  if (!plugin?.api) throw new Error('vite-plugin-pwa not found in vite.config.ts');
  await plugin.api.generateSW();
  // The first worker's runtime copy (workbox-<hash>.js) is no longer referenced by sw.js.
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  for (const file of readdirSync(distDir)) {
    if (/^workbox-[\w-]+\.js$/.test(file) && !worker.includes(file.replace(/\.js$/, '')))
      rmSync(join(distDir, file));
  }
}

async function main(): Promise<void> {
  const site = siteOrigin(process.env.SITE_URL);
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Parameters<typeof pagePreloads>[0];
  writeFileSync(join(distDir, APP_SHELL_FILE), renderAppShell(shell));
  console.log(`wrote the app shell -> dist/${APP_SHELL_FILE}`);
  writeFileSync(join(distDir, PRERENDER_GUARD_FILE), `${CLEAR_FOREIGN_MARKUP_SCRIPT}\n`);
  for (const lang of LANGUAGES) {
    await loadLanguage(lang);
    for (const path of PRERENDERED_PATHS) {
      const file = outputFile(distDir, localizedPath(path, lang));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, renderPage(shell, path, site, lang, pagePreloads(manifest, path)));
      console.log(`prerendered ${localizedPath(path, lang)} -> ${file.slice(pwaDir.length + 1)}`);
    }
  }
  writeFileSync(join(distDir, 'sitemap.xml'), renderSitemap(site));
  const robots = join(distDir, 'robots.txt');
  writeFileSync(robots, renderRobots(readFileSync(robots, 'utf8'), site));
  console.log(`wrote dist/sitemap.xml and the robots.txt Sitemap line for ${site}`);
  await regenerateServiceWorker();
}

await main();
