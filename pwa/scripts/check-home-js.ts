// The last build step: fails the build when the home page's JavaScript (home-scripts.ts) grows
// past its budget. A visitor's first page is the home page, often on a slow phone network; every
// kilobyte there is paid before the page responds. Code the first paint does not need belongs
// behind a dynamic import (as the areas, the request layer and the service worker's registration
// are), and code shared with the areas must not drag area-only parts into a module the public
// pages import.
import { join } from 'node:path';
import { homeScripts } from './home-scripts.ts';

/**
 * Kilobytes of 1000 bytes, gzipped: the level the home page's script was brought back to, so that
 * growing it is a decision (raise this with the reason in the commit), never an accident. The web
 * bench (bench/web.bench.ts) reports the same figure against the product's ceiling of 110 KB.
 */
const HOME_JS_BUDGET_KB = 97.9;

// A build elsewhere can be checked too: tsx scripts/check-home-js.ts /tmp/some-dist
const distDir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const scripts = homeScripts(distDir);
const totalKb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;
for (const s of scripts) console.log(`  ${s.file}  ${(s.gzipBytes / 1000).toFixed(2)} KB gzipped`);
console.log(`home page JavaScript: ${totalKb.toFixed(2)} KB gzipped (budget ${HOME_JS_BUDGET_KB})`);

if (totalKb > HOME_JS_BUDGET_KB) {
  console.error(
    `\nThe home page's JavaScript grew past its budget of ${HOME_JS_BUDGET_KB} KB gzipped.\n` +
      'To see which modules grew, build with source maps and compare the entry chunk by module:\n' +
      '  cd pwa && npx vite build --sourcemap --outDir /tmp/home-js --emptyOutDir\n' +
      '  npx source-map-explorer /tmp/home-js/assets/index-*.js\n' +
      '(the same for a build of the last commit that passed shows the difference). A file above\n' +
      'besides the entry and rolldown-runtime means code the entry needs was cut out of its chunk\n' +
      "(vite.config.ts's codeSplitting group says why it must not be).",
  );
  process.exitCode = 1;
}
