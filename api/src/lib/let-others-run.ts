// better-sqlite3 runs each query synchronously on the event loop: while one runs, the server
// answers nobody. A long read (an export of every visit, a month of insights) is therefore cut
// into short queries, and between two of them this lets the requests that arrived meanwhile run
// (setImmediate: after pending I/O, unlike a resolved promise, which would run first).
import { setImmediate } from 'node:timers/promises';

export function letOthersRun(): Promise<void> {
  return setImmediate();
}
