// `npm test`: lint first (eslint with the layer rules, then prettier: the quickest to fail),
// typecheck, build the PWA, then every vitest project (shared, api, pwa, e2e) in one run, so the
// last line is one summary that CI can count.
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.mjs']);
