// Retention in one place: every table that grows with use has a documented period after
// which its rows go (docs/security.md, "Retention"). The server runs all tasks at start
// and hourly; with N instances each runs them, which is harmless because every task is
// one idempotent DELETE. A failing task is logged and retried next hour; it never stops
// the others or the server.
export interface HousekeepingTask {
  name: string;
  /** Deletes what is past its period; returns the number of rows removed. */
  run: () => Promise<number>;
}

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export async function runHousekeeping(
  tasks: readonly HousekeepingTask[],
  log: (line: string) => void = console.log,
): Promise<void> {
  for (const task of tasks) {
    try {
      const removed = await task.run();
      if (removed > 0) log(`[aufräumen] ${task.name}: ${removed} entfernt`);
    } catch (error) {
      console.error(
        `[aufräumen] ${task.name} fehlgeschlagen:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
}

/** Runs the tasks now and then every hour; returns a function that stops the timer. */
export function scheduleHousekeeping(tasks: readonly HousekeepingTask[]): () => void {
  let running: Promise<void> = runHousekeeping(tasks);
  const timer = setInterval(() => {
    running = running.then(() => runHousekeeping(tasks));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
