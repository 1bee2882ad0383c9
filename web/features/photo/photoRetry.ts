// Which failed uploads are worth another try later (../shared/reference/offline-sync.md, "Error
// classes"): no connection, a server error, a timeout, a rate limit or an answer not in our shape
// keep the photo queued; only the server's own refusal (e.g. an unreadable image) is final. The
// answer itself is classified by the API client's classifyAnswer (web/apiClient/client.ts), which
// analyzePhoto reaches through api.exchange.
import { PhotoAnalysisError } from './photoApi';

export type UploadFailure = 'retry' | 'rejected';

export function classifyUploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof PhotoAnalysisError)) return 'retry';
  return error.retryable ? 'retry' : 'rejected';
}
