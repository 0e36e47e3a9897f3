// `npm run dev`: the API with reload on :8787 and Vite's dev server (which proxies /api to it),
// side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@mcs/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@mcs/pwa'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
