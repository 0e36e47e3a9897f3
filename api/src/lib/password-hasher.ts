// scrypt on threads of its own that yield to the server. A password check keeps a core busy for
// tens of milliseconds; run on libuv's thread pool (node:crypto's async scrypt) two checks at a
// time took both cores of a small machine from the thread that answers every request, so a flood
// of bad sign-ins made every page wait hundreds of milliseconds even with the line bounded. Here
// each check runs in a worker thread that lowers its own scheduling priority first (Linux lets a
// thread renice itself alone), so the operating system gives the server's thread a core whenever
// it has a request to answer, and hashing takes what is left. The thread pool stays free for
// file reads and compression.
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * Nice 10 against the server's 0: the server's thread gets about nine tenths of a core it shares
 * with a hashing thread, and an idle core still hashes at full speed.
 */
export const HASHING_NICENESS = 10;

// Plain CommonJS run with `eval`: the same source works from TypeScript (tsx) and from the bundle,
// which has no file of its own for a worker.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  // /proc/thread-self is /proc/<pid>/task/<tid>; setpriority on a thread id renices that thread.
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.niceness);
} catch {
  // Not Linux, or not allowed: the hash still runs, at the server's priority.
}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** One hashing thread, started on first use; it never keeps the process alive on its own. */
class HashingThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  /** Checks sent to this thread and not yet answered. */
  get underWay(): number {
    return this.pending.size;
  }

  scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, password, salt, keyLength, options });
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { niceness: HASHING_NICENESS },
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.key) waiting.resolve(Buffer.from(reply.key));
      else waiting.reject(new Error(reply.error ?? 'password hashing failed'));
    });
    // A thread that died takes its checks with it; the next check starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password hashing thread stopped (${code})`)));
    return worker;
  }
}

/**
 * `count` hashing threads; each check goes to the thread with the fewest checks under way (the
 * bounded line in front keeps that at one each).
 */
export function createPasswordHasher(count: number) {
  const threads = Array.from({ length: count }, () => new HashingThread());
  return {
    scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
      const idlest = threads.reduce((best, thread) =>
        thread.underWay < best.underWay ? thread : best,
      );
      return idlest.scrypt(password, salt, keyLength, options);
    },
  };
}
