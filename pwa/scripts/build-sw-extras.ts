// Bundles the service worker's own additions (src/offline/sw-sync.ts, with Dexie and the outbox
// push it shares with the pages) into dist/sw-sync.js as one classic script, since the generated
// worker can only pull extra code in through importScripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const pwaDir = join(import.meta.dirname, '..');

await build({
  configFile: false,
  root: pwaDir,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: join(pwaDir, 'src/offline/sw-sync.ts'),
      formats: ['iife'],
      name: 'mcsSwSync',
      fileName: () => 'sw-sync.js',
    },
  },
});
// A worker has no `process`: a module written for Node or React's development build would stop
// the worker's script at its first line, and with it the offline app. Such code must stay out.
const bundled = readFileSync(join(pwaDir, 'dist/sw-sync.js'), 'utf8');
if (/\bprocess\.env\b/.test(bundled))
  throw new Error(
    'dist/sw-sync.js reads process.env: something imports React or Node code into the worker',
  );
console.log('bundled src/offline/sw-sync.ts -> dist/sw-sync.js');
