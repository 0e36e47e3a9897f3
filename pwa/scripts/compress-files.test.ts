import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDir } from './compress-files.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'mcs-compress-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const text = (n: number) => 'const answer = "MediCostSaver";\n'.repeat(n);

describe('pre-compressing the build', () => {
  it('writes a brotli and a gzip copy that decode to the same bytes, in every folder', () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'faq'));
    const files = {
      'assets/index-abc.js': text(200),
      'assets/index-abc.css': `.a{color:red}\n`.repeat(100),
      'faq/index.html': `<p>FAQ</p>\n`.repeat(100),
      'manifest.webmanifest': JSON.stringify({ name: 'MediCostSaver '.repeat(40) }),
      'icons/favicon.svg': `<svg>${'<path d="M0 0"/>'.repeat(50)}</svg>`,
    };
    mkdirSync(join(dist, 'icons'));
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dist, name), body);

    compressDir(dist);

    for (const [name, body] of Object.entries(files)) {
      const file = join(dist, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), name).toBe(body);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), name).toBe(body);
    }
  });

  it('leaves images, build-only dot-folders and a copy that would not be smaller alone', () => {
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(2000));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ a: text(50) }));
    compressDir(dist);
    expect(existsSync(join(dist, '.vite', 'manifest.json.br'))).toBe(false);
    expect(existsSync(join(dist, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dist, 'robots.txt.gz'))).toBe(false);
    expect(existsSync(join(dist, 'icon.png.br'))).toBe(false);
  });
});
