// Registration flood: the built server with 50,000 partners on loopback, 300 concurrent ~35 MB
// multipart posts to POST /api/partners/register, each a complete form from its own address
// (behind a proxy that says so) whose certificate keeps growing past the 5 MB limit, while a
// directory request is timed. At most MAX_UPLOADS_AT_ONCE forms are read at once (the rest are
// answered 503 before any of their bytes are read), so the server's resident memory must stay
// under 250 MB. Figures only: it never fails on timing. Bounded: loopback, 300 posts of at most
// 35 MB each, 60 s per post.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALID_REGISTRATION_FIELDS } from '../api/src/test/registration-form.ts';
import { median, reportBudget, timed } from './bench-kit.ts';
import {
  freePort,
  requireBuild,
  seedDirectoryPartners,
  startServer,
  stopServer,
  waitForHealth,
} from './server-process.ts';

const PARTNERS = 50_000;
const POSTS = 300;
const POST_BYTES = 35 * 1024 * 1024;
const POST_TIMEOUT_MS = 60_000;
const BOUNDARY = 'mcs-bench-boundary';

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

/** Every text field of a valid form, then one certificate part of ~35 MB, written as it goes. */
function floodPost(port: number, n: number): Promise<number> {
  let head = '';
  for (const [name, value] of Object.entries({
    ...VALID_REGISTRATION_FIELDS,
    email: `flood${n}@clinic.example.in`,
  }))
    head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="certificateFile"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  return new Promise((resolve) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/partners/register',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'x-forwarded-for': `10.1.${n >> 8}.${n & 255}`,
        },
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
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'mcs-bench-flood-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const options = { demo: false, env: { TRUST_PROXY: '1' } };
  let server = startServer(port, dataDir, options);
  try {
    await waitForHealth(base); // migrated
    await stopServer(server);
    seedDirectoryPartners(join(dataDir, 'mcs.sqlite'), PARTNERS);
    server = startServer(port, dataDir, options);
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
      for (let page = 1; flooding && page <= 10_000; page++) {
        // A new page each time: the answer cache does not serve it.
        const url = `${base}/api/partners?page=${page}`;
        directoryMs.push(await timed(async () => (await fetch(url)).text()));
      }
    })();
    const floodMs = performance.now();
    const statuses = await Promise.all(Array.from({ length: POSTS }, (_, n) => floodPost(port, n)));
    const elapsed = performance.now() - floodMs;
    flooding = false;
    await directory;
    clearInterval(sampler);
    const after = rssMb(pid);

    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const answers = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} x ${status < 0 ? (status === -2 ? 'timeout' : 'error') : status}`)
      .join(', ');
    await reportBudget(
      `Registration flood: ${POSTS} concurrent ~35 MB forms, ${PARTNERS.toLocaleString('en-IN')} partners`,
      [
        {
          label: 'server resident memory, peak during the flood',
          value: peak,
          unit: 'MB',
          target: 250,
          note: `${baseline.toFixed(0)} MB before, ${after.toFixed(0)} MB after; answers ${answers}; ${(elapsed / 1000).toFixed(1)} s`,
        },
        {
          label: 'a directory page during the flood (median)',
          value: directoryMs.length ? median(directoryMs) : Number.NaN,
          unit: 'ms',
          note: `${directoryMs.length} pages, slowest ${Math.max(...directoryMs).toFixed(0)} ms; ${quiet.toFixed(1)} ms before the flood`,
        },
      ],
    );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
