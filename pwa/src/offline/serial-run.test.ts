import { describe, expect, it, vi } from 'vitest';
import { serialRunner } from './serial-run.ts';

/** A task whose first run waits for `finishFirst`; later runs end at once. Each returns its number. */
function gatedTask() {
  let finishFirst!: () => void;
  const gate = new Promise<void>((resolve) => {
    finishFirst = resolve;
  });
  let runs = 0;
  const task = async () => {
    runs += 1;
    const run = runs;
    if (run === 1) await gate;
    return run;
  };
  return { task, finishFirst, runs: () => runs };
}

async function microtasks(n: number) {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

describe('serialRunner', () => {
  it('runs once more after a run for every burst of calls made during it', async () => {
    const { task, finishFirst, runs } = gatedTask();
    const runner = serialRunner(task);

    const first = runner.run();
    const second = runner.run();
    const third = runner.run();
    finishFirst();

    expect(await Promise.all([first, second, third])).toEqual([2, 2, 2]);
    expect(runs()).toBe(2);
  });

  // The window this guards: the run has checked for a pending call and decided to stop, but has
  // not yet told callers it is idle. Each step below lands a call one microtask later than the
  // one before, across the whole end of a run; every such call must be answered by a run that
  // started after it, never by the result of the run that was already ending.
  it.each(Array.from({ length: 12 }, (_, hops) => hops))(
    'answers a call landing %i microtasks after the work ends with a run made after it',
    async (hops) => {
      const { task, finishFirst, runs } = gatedTask();
      const runner = serialRunner(task);

      void runner.run();
      finishFirst();
      await microtasks(hops);
      const late = runner.run();

      expect(await late).toBe(2);
      expect(runs()).toBe(2);
    },
  );

  it('starts afresh after a run that failed, and tells nobody it is idle', async () => {
    const onIdle = vi.fn();
    let fail = true;
    const runner = serialRunner(async () => {
      if (fail) throw new Error('IndexedDB is gone');
      return 'ok';
    }, onIdle);

    await expect(runner.run()).rejects.toThrow('IndexedDB is gone');
    fail = false;

    expect(await runner.run()).toBe('ok');
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('tells the owner it is idle once per burst, with the last result', async () => {
    const { task, finishFirst } = gatedTask();
    const onIdle = vi.fn();
    const runner = serialRunner(task, onIdle);

    const first = runner.run();
    void runner.run();
    finishFirst();
    await first;

    expect(onIdle.mock.calls).toEqual([[2]]);
  });

  it('forgets a run asked for during the current one when told to', async () => {
    const { task, finishFirst, runs } = gatedTask();
    const runner = serialRunner(task);

    const first = runner.run();
    void runner.run();
    runner.dropQueued();
    finishFirst();

    expect(await first).toBe(1);
    expect(runs()).toBe(1);
  });
});
