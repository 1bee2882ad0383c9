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
