// Retry timing of the sync engine: exponential backoff with full jitter (AWS architecture
// blog's "full jitter": a random delay between 0 and the exponential bound), capped, and
// never shorter than the server's Retry-After.
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/** Delay before retry number `failures` (1 = first retry). */
export function backoffDelay(
  failures: number,
  random: () => number,
  retryAfterMs: number | null = null,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const bound = Math.min(capMs, baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = Math.floor(random() * bound);
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, 3_600_000));
}
