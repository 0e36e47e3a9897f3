// Registration flood: the real server on loopback, 60 concurrent anonymous
// ~35 MB multipart posts to POST /api/partners/register, each missing a field, while a directory
// request is timed. Prints the server's memory growth (target: within +100 MB) and the directory
// latency meanwhile. Figures only: it never fails on timing. Bounded: loopback, 60 posts of at most
// 35 MB each, 60 s per post.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALID_REGISTRATION_FIELDS } from '../api/src/test/registration-form.ts';
import { median, printTable, timed } from './bench-kit.ts';

const POSTS = 60;
const POST_BYTES = 35 * 1024 * 1024;
const POST_TIMEOUT_MS = 60_000;
const BOUNDARY = 'mcs-bench-boundary';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 30 s');
}

/** The form's text fields without responsibleName, then one file part of ~35 MB, written as it goes. */
function floodPost(port: number): Promise<number> {
  const { responsibleName: _missing, ...fields } = VALID_REGISTRATION_FIELDS;
  let head = '';
  for (const [name, value] of Object.entries(fields))
    head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="certificateFile"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  return new Promise((resolve) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/partners/register',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        timeout: POST_TIMEOUT_MS,
      },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => {
          req.destroy();
          resolve(res.statusCode ?? 0);
        });
      },
    );
    req.on('error', () => resolve(answered ? 0 : -1));
    req.on('timeout', () => {
      req.destroy();
      resolve(-2);
    });
    req.write(head);
    let sent = head.length;
    const pump = () => {
      while (!answered && sent < POST_BYTES) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    pump();
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-bench-flood-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base);
    const pid = server.pid!;
    // Warm the directory and let the start-up settle before the baseline.
    for (let i = 0; i < 5; i++) await (await fetch(`${base}/api/partners`)).text();
    const baseline = rssMb(pid);
    const quiet = await timed(async () => (await fetch(`${base}/api/partners`)).text());

    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 50);
    const directoryMs: number[] = [];
    let flooding = true;
    const directory = (async () => {
      while (flooding) {
        directoryMs.push(await timed(async () => (await fetch(`${base}/api/partners`)).text()));
      }
    })();
    const floodMs = performance.now();
    const statuses = await Promise.all(Array.from({ length: POSTS }, () => floodPost(port)));
    const elapsed = performance.now() - floodMs;
    flooding = false;
    await directory;
    clearInterval(sampler);

    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const answers = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} x ${status < 0 ? (status === -2 ? 'timeout' : 'error') : status}`)
      .join(', ');
    printTable(`Registration flood: ${POSTS} concurrent ~35 MB posts, a field missing`, [
      ['answers', answers],
      ['flood took', `${elapsed.toFixed(0)} ms`],
      ['server memory before', `${baseline.toFixed(0)} MB`],
      ['server memory peak', `${peak.toFixed(0)} MB`],
      ['growth (target within +100 MB)', `+${(peak - baseline).toFixed(0)} MB`],
      ['directory request, quiet', `${quiet.toFixed(1)} ms`],
      [
        `directory during the flood (${directoryMs.length} requests)`,
        directoryMs.length
          ? `median ${median(directoryMs).toFixed(1)} ms, max ${Math.max(...directoryMs).toFixed(1)} ms`
          : 'none completed',
      ],
    ]);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
