// The home page's JavaScript: the entry chunk, the home page's own chunk (the public pages load on
// demand, and main.tsx loads the page being opened before it hydrates it) and every chunk these
// import statically, which all run before `/` is interactive, each gzipped at level 9 (a CDN's best; what a phone downloads).
// The build's budget check (check-home-js.ts) and the web bench (bench/web.bench.ts) both read it
// here, so they measure the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The fields of a chunk in dist/.vite/manifest.json that the walk reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface HomeScript {
  file: string;
  gzipBytes: number;
}

/** The home page's module: a chunk of its own (src/app/public-screen.ts). */
export const HOME_PAGE_MODULE = 'src/features/public/home/home-page.tsx';

/** The home page's script files (dist-relative), the entry's first. */
export function homeScriptFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('no index.html entry in the build manifest');
  // Absent when a build bundles the page into the entry, which the walk counts anyway.
  const page = manifest[HOME_PAGE_MODULE];
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported) throw new Error(`the build manifest has no chunk ${key}`);
      visit(imported);
    }
  };
  visit(entry);
  if (page) visit(page);
  return [...files];
}

/**
 * Each home page script of the build in `distDir` with its gzipped size. Throws when the built
 * index.html asks for a script outside that graph (then this would not be what `/` loads).
 */
export function homeScripts(distDir: string): HomeScript[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = homeScriptFiles(manifest);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g))
    if (file && !files.includes(file))
      throw new Error(`index.html loads ${file}, outside the entry's graph`);
  return files.map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file)), {
      level: constants.Z_BEST_COMPRESSION,
    }).length,
  }));
}
