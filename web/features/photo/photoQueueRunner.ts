// When the photo queue is drained: on demand (mount, `online`, page visible) and, after a
// failure worth retrying, once more after a pause that doubles each time (photoRetry.ts).
// Offline runs are skipped; the `online` event starts the next one.
import type { DrainOutcome } from './photoQueueDrain';
import { retryDelayMs } from './photoRetry';

export type PhotoQueueRunner = {
  run: () => Promise<void>;
  /** A photo was just queued after a server failure: retry later, not at once. */
  retryLater: () => void;
  stop: () => void;
};

export function createPhotoQueueRunner({
  drain,
  isOnline = () => navigator.onLine,
  delayFor = retryDelayMs,
}: {
  drain: () => Promise<DrainOutcome>;
  isOnline?: () => boolean;
  delayFor?: (attempt: number) => number;
}): PhotoQueueRunner {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failedRuns = 0;
  let stopped = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const retryLater = () => {
    if (stopped || timer || !isOnline()) return;
    timer = setTimeout(() => void run(), delayFor(failedRuns));
    failedRuns += 1;
  };

  const run = async () => {
    if (stopped || !isOnline()) return;
    clear();
    try {
      if (!(await drain()).retryLater) {
        failedRuns = 0;
        return;
      }
    } catch (error) {
      // IndexedDB refused (storage full, private mode): the rows stay, a later run retries.
      console.warn('Gespeicherte Fotos konnten nicht hochgeladen werden', error);
    }
    retryLater();
  };

  const stop = () => {
    stopped = true;
    clear();
  };

  return { run, retryLater, stop };
}
