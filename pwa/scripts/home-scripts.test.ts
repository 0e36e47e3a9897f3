import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOME_PAGE_MODULE, homeScripts } from './home-scripts.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'mcs-home-js-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const code = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(50))};\n`;
const gzipped = (text: string) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

function build(html: string) {
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_runtime-b.js', '_shared-c.js'],
      dynamicImports: ['src/area.tsx', HOME_PAGE_MODULE],
    },
    '_runtime-b.js': { file: 'assets/runtime-b.js' },
    '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_runtime-b.js'] },
    'src/area.tsx': {
      file: 'assets/area-d.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-c.js'],
    },
    [HOME_PAGE_MODULE]: {
      file: 'assets/home-e.js',
      isDynamicEntry: true,
      imports: ['index.html', '_plans-f.js'],
    },
    '_plans-f.js': { file: 'assets/plans-f.js' },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const name of ['index-a', 'runtime-b', 'shared-c', 'area-d', 'home-e', 'plans-f'])
    writeFileSync(join(dist, 'assets', `${name}.js`), code(name.replace('-', '')));
  writeFileSync(join(dist, 'index.html'), html);
}

describe("the home page's JavaScript", () => {
  it('is the entry, the home page and what they import statically, each gzipped, never a lazy area', () => {
    build('<script type="module" src="/assets/index-a.js"></script>');
    expect(homeScripts(dist)).toEqual([
      { file: 'assets/index-a.js', gzipBytes: gzipped(code('indexa')) },
      { file: 'assets/runtime-b.js', gzipBytes: gzipped(code('runtimeb')) },
      { file: 'assets/shared-c.js', gzipBytes: gzipped(code('sharedc')) },
      { file: 'assets/home-e.js', gzipBytes: gzipped(code('homee')) },
      { file: 'assets/plans-f.js', gzipBytes: gzipped(code('plansf')) },
    ]);
  });

  it('refuses a build whose index.html loads a script outside the entry graph', () => {
    build(
      '<script type="module" src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" href="/assets/area-d.js">',
    );
    expect(() => homeScripts(dist)).toThrow('index.html loads assets/area-d.js');
  });
});
