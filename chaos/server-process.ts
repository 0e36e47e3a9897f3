// The real server entry (api/src/server.ts) in a child process, so a test can kill it as a crash
// would (SIGKILL: no shutdown hook runs, an open transaction is simply gone) and start it again on
// the same data directory.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../api/src/env.ts';

export interface ServerSettings {
  dataDir: string;
  jwtSecret: string;
}

/** Output kept for a failure message: enough to see why a start failed, never the whole log. */
const OUTPUT_KEPT = 4_000;

export class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';
  /** The port of the running server; 0 before the first start. */
  port = 0;

  constructor(private readonly settings: ServerSettings) {}

  /**
   * Only what the server needs, on loopback, with a fresh port each time. Nothing of this
   * process's own environment passes on: a DATABASE_URL or CARD_PRIVATE_JWK set on the machine
   * must not point the test server at real data or a real key.
   */
  private env(): NodeJS.ProcessEnv {
    return {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: this.settings.dataDir,
      DEMO: '0',
      JWT_SECRET: this.settings.jwtSecret,
      LOG_LEVEL: 'warn',
      // One desk records the whole run's visits in a day: above the everyday cap on purpose.
      MAX_VISITS_PER_PARTNER_PER_DAY: '5000',
    };
  }

  start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')],
      {
        cwd: REPO_ROOT,
        env: this.env(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-OUTPUT_KEPT);
        const running = /is running at http:\/\/[^:\s]+:(\d+)/.exec(this.output);
        if (running && this.child === child && child.exitCode === null) {
          this.port = Number(running[1]);
          this.output = '';
          resolve();
        }
      };
      // Drained for the life of the process, or a full pipe would stall the server.
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) =>
        reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${this.output}`)),
      );
    });
  }

  /** SIGKILL by default: the crash the outbox must survive. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
