// Runs the reminders in the server process: once at start and then every few minutes. No second
// process is needed, and several instances may each run one: the database decides who sends
// (reminders.service.ts). A run never overlaps the previous one in the same process.
import type { AppDeps } from '../../lib/deps.ts';
import { runReminders } from './reminders.service.ts';

export const REMINDER_INTERVAL_MS = 10 * 60_000;

export interface ReminderScheduler {
  /** Resolves when the run under way (if any) has finished. */
  stop(): Promise<void>;
}

export function startReminderScheduler(
  deps: Pick<AppDeps, 'db' | 'env' | 'now' | 'logger'>,
  intervalMs = REMINDER_INTERVAL_MS,
): ReminderScheduler {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = runReminders(deps)
      .then(({ sent }) => {
        if (sent.length > 0) deps.logger.info(`Sent ${sent.length} membership reminder(s).`);
      })
      .catch((error: unknown) => {
        deps.logger.error(
          `Membership reminders failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
