// Keeps the directory's full-text index (SQLite) in one piece. FTS5 writes each change as a small
// b-tree of its own and merges them only level by level, so an index filled a partner at a time
// holds several (eight after 50,000 inserts), and every search walks each of them: merged into
// one, a typed search's count and page took half the time. Merging is work no answer waits for,
// so it never runs on the way to listening: a while after the start, and then now and then, the
// b-trees are counted and, past a few, merged in short steps (each a few milliseconds and its own
// transaction), with other requests answered between two steps. A step interrupted (a stop, a
// crash, another instance writing) loses nothing: FTS5 keeps its place in the index itself.
import type { AppDeps } from '../../lib/deps.ts';
import { letOthersRun } from '../../lib/let-others-run.ts';
import { directoryIndexSegments, mergeDirectoryIndexStep } from './partners.repo.ts';

/** The first look, once the server is answering. */
const FIRST_CHECK_MS = 2_000;
const CHECK_EVERY_MS = 15 * 60_000;
/** More b-trees than this are merged: a few small new ones cost a search little. */
export const MERGE_ABOVE_SEGMENTS = 4;
/** Pages written per step: a few milliseconds of the server's thread. */
const PAGES_PER_STEP = 16;

export interface DirectoryIndexUpkeep {
  /** Counts the b-trees and merges them if there are too many; answers whether it merged. */
  runOnce(): Promise<boolean>;
  start(): void;
  /** Stops the checks and waits for a merge under way to finish its current step. */
  stop(): Promise<void>;
}

export function directoryIndexUpkeep(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  options: { firstCheckMs?: number } = {},
): DirectoryIndexUpkeep {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | undefined;
  let started = false;
  /** Set by stop(): a merge under way ends after its current step. */
  let stopped = false;

  async function merge(): Promise<boolean> {
    if (deps.env.database.kind !== 'sqlite') return false;
    if ((await directoryIndexSegments(deps.db)) <= MERGE_ABOVE_SEGMENTS) return false;
    while (!stopped && (await mergeDirectoryIndexStep(deps.db, PAGES_PER_STEP))) {
      await letOthersRun();
    }
    return true;
  }

  const runOnce = () => (running ??= merge().finally(() => (running = undefined)));

  function schedule(afterMs: number) {
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => {
          // Busy with another instance's write, or a disk problem: searches still work, slower.
          deps.logger.warn(
            `directory index merge put off: ${error instanceof Error ? error.message : String(error)}`,
          );
        })
        .finally(() => {
          if (!stopped) schedule(CHECK_EVERY_MS);
        });
    }, afterMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      schedule(options.firstCheckMs ?? FIRST_CHECK_MS);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
