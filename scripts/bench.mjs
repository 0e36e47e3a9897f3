// `npm run bench`: runs every bench/*.bench.ts with tsx, one process each, and prints figures.
// Benchmarks are never timed tests: they report, they do not pass or fail on speed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

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
process.exit(failed ? 1 : 0);
