// Which failed uploads are worth another try later (docs: offline-sync.md "Error classes"):
// no connection, a server error, a timeout, a rate limit or an answer not in our shape keep
// the photo queued; only the server's own refusal (e.g. an unreadable image) is final. The
// answer itself is classified by the sync engine's classifyAnswer (analyzePhoto).
import { PhotoAnalysisError } from './photoApi';

export type UploadFailure = 'retry' | 'rejected';

export function classifyUploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof PhotoAnalysisError)) return 'retry';
  return error.retryable ? 'retry' : 'rejected';
}

/** Wait before retry n (0-based): doubling from 2 s up to 5 min, half of it random so devices spread out. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
