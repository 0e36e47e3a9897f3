import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue.ts';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const full = new Error('full');
const queue = (concurrency: number, maxWaiting: number) =>
  new BoundedQueue({ concurrency, maxWaiting, refusal: () => full });

describe('BoundedQueue', () => {
  it('runs at most its concurrency at once, the waiting ones first come, first served', async () => {
    const q = queue(2, 10);
    const started: number[] = [];
    const gates = Array.from({ length: 4 }, gate);
    const done = gates.map((g, i) =>
      q.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(q.load).toEqual({ running: 2, waiting: 2 });

    gates[1]!.open();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(q.load).toEqual({ running: 2, waiting: 1 });

    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task at once when the line is full, and takes one again when a place frees', async () => {
    const q = queue(1, 1);
    const g = gate();
    const first = q.run(() => g.opened);
    const second = q.run(() => Promise.resolve('second'));

    await expect(q.run(() => Promise.resolve('third'))).rejects.toBe(full);

    g.open();
    await first;
    expect(await second).toBe('second');
    expect(await q.run(() => Promise.resolve('fourth'))).toBe('fourth');
  });

  it('frees the place of a task that fails', async () => {
    const q = queue(1, 0);
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(q.load).toEqual({ running: 0, waiting: 0 });
    expect(await q.run(() => Promise.resolve(1))).toBe(1);
  });
});
