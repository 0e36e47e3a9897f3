// Bundles the service worker's own additions (src/offline/sw-sync.ts, with Dexie and the outbox
// push it shares with the pages) into dist/sw-sync.js as one classic script, since the generated
// worker can only pull extra code in through importScripts.
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
console.log('bundled src/offline/sw-sync.ts -> dist/sw-sync.js');
