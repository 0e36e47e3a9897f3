// `npm run bench`: runs every bench/*.bench.ts with tsx, one process each, and prints figures.
// Benchmarks are never timed tests: they report, they do not pass or fail on speed.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

// The web, Lighthouse, offline and server benches measure the production build, so make it first.
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Every section is written afresh: a section renamed or removed since leaves no stale figures.
rmSync(join(benchDir, 'results.json'), { force: true });

let failed = false;
for (const file of files) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error(`bench ${file} failed (exit ${r.status ?? r.signal})`);
    failed = true;
  }
}
console.log(
  '\nLatest figures are in bench/results.json; `node scripts/bench-table.mjs` prints them as the README table.',
);
process.exit(failed ? 1 : 0);
