// Sends a photo for recognition (POST /api/photo-analysis-batch, multipart field `image`)
// through the API client. Failures become PhotoAnalysisError with German text the visitor
// can read as it is, classified like every queue's answers: only our own error shape is a
// final refusal.
import { endpoints } from '../../../api/contract/endpoints';
import type { DetectedPhotoPerfume, PhotoAnalysisResponse } from '../../../api/contract/photo';
import { api, type ApiClient } from '../../apiClient';
import { PHOTO_TEXTS } from '../../apiClient/errorTexts';

export { PHOTO_TEXTS as PHOTO_API_MESSAGES };

/** Recognition waits in the server's queue and may ask the vision model: allow for both. */
export const PHOTO_REQUEST_TIMEOUT_MS = 90_000;

export type PhotoAnalysisErrorKind = 'offline' | 'server';

export class PhotoAnalysisError extends Error {
  override name = 'PhotoAnalysisError';
  constructor(
    message: string,
    readonly kind: PhotoAnalysisErrorKind,
    /** The HTTP status of a server answer; absent when no answer arrived. */
    readonly status?: number,
    /**
     * False only for the server's own refusal of this photo; no connection, 5xx, 408, 429 and
     * answers in another shape (a proxy's page, a captive portal) are worth another upload.
     */
    readonly retryable: boolean = kind === 'offline',
  ) {
    super(message);
  }
}

export type AnalyzePhotoOptions = {
  /** The photo's stable UUID: a repeated upload gets the stored result, not a second analysis. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  client?: ApiClient;
  isOnline?: () => boolean;
};

/** The bottles on the photo; an empty list means none was recognised. */
export async function analyzePhoto(
  photo: File,
  options: AnalyzePhotoOptions = {},
): Promise<DetectedPhotoPerfume[]> {
  return (await analyzePhotoResult(photo, options)).detectedPerfumes;
}

/** The whole answer: the bottles and how many labels could not be read. */
export async function analyzePhotoResult(
  photo: File,
  {
    idempotencyKey,
    signal,
    client = api,
    isOnline = () => navigator.onLine,
  }: AnalyzePhotoOptions = {},
): Promise<PhotoAnalysisResponse> {
  if (!isOnline()) throw new PhotoAnalysisError(PHOTO_TEXTS.offline, 'offline');

  const form = new FormData();
  form.append('image', photo, photo.name);
  const result = await client.exchange(endpoints.photoAnalysis, {
    body: form,
    signal,
    timeoutMs: PHOTO_REQUEST_TIMEOUT_MS,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
  switch (result.kind) {
    case 'accepted':
      return result.body;
    case 'rejected':
      throw new PhotoAnalysisError(
        result.body.error.message || PHOTO_TEXTS.failed,
        'server',
        result.status,
        false,
      );
    case 'server': {
      const ok = result.status >= 200 && result.status < 300;
      const message = ok ? PHOTO_TEXTS.unexpected : PHOTO_TEXTS.failed;
      throw new PhotoAnalysisError(message, 'server', result.status, true);
    }
    default:
      throw new PhotoAnalysisError(PHOTO_TEXTS.unreachable, 'offline');
  }
}
