// Back-pressure for photo recognition in this process: at most `concurrency` analyses at
// once, at most `queue` more waiting, and each one told to stop at its time limit. A photo
// that finds the queue full, or runs out of time, is answered with a German 503 and a
// Retry-After, so the device's photo queue tries again later instead of piling up work.
import { ApiError } from '../../http/apiError';

export interface PhotoLimits {
  /** Recognitions running at once (PHOTO_CONCURRENCY). */
  concurrency: number;
  /** Recognitions waiting for a free slot before new ones are refused (PHOTO_QUEUE). */
  queue: number;
  /** Per recognition with local OCR (PHOTO_TIMEOUT_MS). */
  timeoutMs: number;
  /** Per recognition with the OpenAI vision model, whose SDK retries on its own. */
  openAiTimeoutMs: number;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  concurrency: 2,
  queue: 4,
  timeoutMs: 20_000,
  openAiTimeoutMs: 60_000,
};

/** Seconds a client should wait before sending the photo again. */
const RETRY_AFTER_BUSY_S = 5;
const RETRY_AFTER_TIMEOUT_S = 30;

/** A 503 of the photo analysis; the route sends `retryAfterSeconds` as Retry-After. */
export class PhotoUnavailableError extends ApiError {
  constructor(
    code: 'photo_busy' | 'photo_timeout',
    readonly retryAfterSeconds = code === 'photo_busy' ? RETRY_AFTER_BUSY_S : RETRY_AFTER_TIMEOUT_S,
  ) {
    super(code);
  }
}

export interface PhotoGate {
  /**
   * Runs `task` in a free slot, or refuses with photo_busy when the queue is full. At the
   * time limit the task's signal aborts with photo_timeout; the task must then settle
   * (settledBy does that for work that cannot be stopped), and its slot is free only once
   * it has, so clean-up such as deleting the upload is finished before the answer.
   */
  run<T>(timeoutMs: number, task: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

export function createPhotoGate(limits: Partial<PhotoLimits> = {}): PhotoGate {
  const { concurrency, queue } = { ...DEFAULT_PHOTO_LIMITS, ...limits };
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running < concurrency) {
      running++;
      return;
    }
    if (waiting.length >= queue) throw new PhotoUnavailableError('photo_busy');
    // release() hands its slot over directly, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(timeoutMs, task) {
      await acquire();
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new PhotoUnavailableError('photo_timeout')),
        timeoutMs,
      );
      try {
        return await task(controller.signal);
      } finally {
        clearTimeout(timer);
        release();
      }
    },
  };
}

/**
 * `work`, or the abort reason as soon as `signal` aborts. A later rejection of `work` is
 * handled here, so it never becomes an unhandled rejection.
 */
export function settledBy<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
