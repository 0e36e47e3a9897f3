/**
 * One run at a time, and no request lost. A call while a run is going asks for one more run
 * straight after it and gets the result of the last run it asked for; a call after a run has
 * ended starts a new one. The sync loop runs through this, so "Sync now", a recorded visit and
 * every other trigger are each answered by a run that started after they were made.
 */

export interface SerialRunner<T> {
  run(): Promise<T>;
  /** Forgets a run asked for during the current one (the loop was stopped). */
  dropQueued(): void;
}

export function serialRunner<T>(
  task: () => Promise<T>,
  /** Called once the last run of a burst has ended and a new call would start afresh. */
  onIdle: (result: T) => void = () => undefined,
): SerialRunner<T> {
  let active = false;
  let again = false;
  let current: Promise<T> | null = null;

  async function runUntilNoneAsked(): Promise<T> {
    let result: T;
    try {
      do {
        again = false;
        result = await task();
      } while (again);
    } finally {
      // Cleared in the same synchronous step as the last `again` check. Were it cleared a tick
      // later (a `.finally` on the returned promise), a call landing in between would set
      // `again` on a run that had already decided to stop and get its stale result back.
      active = false;
    }
    onIdle(result);
    return result;
  }

  return {
    run() {
      if (active && current) {
        again = true;
        return current;
      }
      // Set before the task starts, so even a task that fails at once cannot leave it stuck.
      active = true;
      current = runUntilNoneAsked();
      return current;
    },
    dropQueued() {
      again = false;
    },
  };
}
