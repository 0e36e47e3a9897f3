// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the finished build, once,
// at the highest levels: the server (api/src/lib/web-app.ts) then answers each client with the
// smallest copy it accepts and never compresses per request. It runs last in `npm run build`,
// after the prerendered pages and the regenerated service worker are written, so they are
// compressed too. The copies are not precached: their extensions are outside the worker's
// globPatterns, and the browser's cache holds the decoded file anyway.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text answers the server sends: pages, scripts, styles, icons, manifests, sitemap, robots. */
export const COMPRESSED_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.ico',
]);

export interface CompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/** The files under `dir`, leaving out dot-folders (Vite's .vite/ manifest is never served). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

/**
 * Compresses every text file under `dir`. A copy that would not be smaller than the file (a
 * robots.txt of a few bytes) is not written, so the server sends that file as it is.
 */
export function compressDir(dir: string): CompressedFile[] {
  const written: CompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSED_EXTENSIONS.has(extname(file))) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    const result: CompressedFile = { file, bytes: source.length };
    if (br.length < source.length) {
      writeFileSync(`${file}.br`, br);
      result.br = br.length;
    }
    if (gz.length < source.length) {
      writeFileSync(`${file}.gz`, gz);
      result.gz = gz.length;
    }
    written.push(result);
  }
  return written;
}
