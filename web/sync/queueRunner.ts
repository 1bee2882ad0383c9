// When a queue on this device is drained, for every queue but the outbox's own engine (the
// photo queue today): on demand (app start, the wake-up triggers of syncTriggers.ts) and,
// after a run that left work worth retrying, once more after the sync engine's backoff (full
// jitter, never shorter than the server's Retry-After). Offline runs are skipped; `online`
// starts the next one. The drain itself runs under the queue's lock (syncLock.ts).
import { backoffDelay } from './backoff';

/** What a drain reports: whether something is left to retry, and how long the server asked to wait. */
export type DrainReport = { retryLater: boolean; retryAfterMs?: number | null };

export type QueueRunner = {
  run: () => Promise<void>;
  /** Work was just queued after a server failure: retry after the backoff, not at once. */
  retryLater: (retryAfterMs?: number | null) => void;
  stop: () => void;
};

export type QueueRunnerOptions = {
  drain: () => Promise<DrainReport>;
  isOnline?: () => boolean;
  /** Pause before retry number n (1 = first); default: the sync engine's backoff. */
  delayFor?: (failures: number, retryAfterMs: number | null) => number;
};

export function createQueueRunner({
  drain,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  delayFor = (failures, retryAfterMs) => backoffDelay(failures, Math.random, retryAfterMs),
}: QueueRunnerOptions): QueueRunner {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const retryLater = (retryAfterMs: number | null = null) => {
    if (stopped || timer || !isOnline()) return;
    failures += 1;
    timer = setTimeout(() => void run(), delayFor(failures, retryAfterMs));
  };

  const run = async () => {
    if (stopped || !isOnline()) return;
    clear();
    let retryAfterMs: number | null = null;
    try {
      const report = await drain();
      if (!report.retryLater) {
        failures = 0;
        return;
      }
      retryAfterMs = report.retryAfterMs ?? null;
    } catch (error) {
      // IndexedDB refused (storage full, private mode): the rows stay, a later run retries.
      console.warn('Warteschlange konnte nicht abgearbeitet werden', error);
    }
    retryLater(retryAfterMs);
  };

  const stop = () => {
    stopped = true;
    clear();
  };

  return { run, retryLater, stop };
}
