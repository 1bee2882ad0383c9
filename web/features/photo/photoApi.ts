// The one place the browser sends a photo for recognition (POST /api/photo-analysis-batch,
// multipart field `image`). Answers are checked against the contract; failures become
// PhotoAnalysisError with German text the visitor can read as it is, classified like the sync
// engine's answers (web/sync/syncHttp.ts): only our own error shape is a final refusal.
import {
  photoAnalysisResponseSchema,
  type DetectedPhotoPerfume,
} from '../../../api/contract/photo';
import { classifyAnswer, readBody } from '../../sync/syncHttp';

export const PHOTO_API_MESSAGES = {
  offline:
    'Die Fotoerkennung braucht eine Internetverbindung. Bitte verbinde dich und versuche es erneut – oder suche per Texteingabe.',
  unreachable:
    'Die Fotoerkennung ist gerade nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.',
  failed: 'Das Foto konnte nicht analysiert werden. Bitte versuche es erneut.',
  unexpected: 'Die Fotoerkennung hat unerwartet geantwortet. Bitte versuche es erneut.',
} as const;

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

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type AnalyzePhotoOptions = {
  /** The photo's stable UUID: a repeated upload gets the stored result, not a second analysis. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  fetchImpl?: Fetch;
  isOnline?: () => boolean;
};

/** The bottles on the photo; an empty list means none was recognised. */
export async function analyzePhoto(
  photo: File,
  {
    idempotencyKey,
    signal,
    fetchImpl = (input, init) => fetch(input, init),
    isOnline = () => navigator.onLine,
  }: AnalyzePhotoOptions = {},
): Promise<DetectedPhotoPerfume[]> {
  if (!isOnline()) throw new PhotoAnalysisError(PHOTO_API_MESSAGES.offline, 'offline');

  const form = new FormData();
  form.append('image', photo, photo.name);
  let response: Response;
  try {
    response = await fetchImpl('/api/photo-analysis-batch', {
      method: 'POST',
      body: form,
      signal,
      headers: {
        Accept: 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PhotoAnalysisError(PHOTO_API_MESSAGES.unreachable, 'offline');
  }

  const verdict = classifyAnswer(
    response.status,
    await readBody(response),
    photoAnalysisResponseSchema,
  );
  if (verdict.kind === 'accepted') return verdict.body.detectedPerfumes;
  if (verdict.kind === 'rejected') {
    const message = verdict.body.error.message || PHOTO_API_MESSAGES.failed;
    throw new PhotoAnalysisError(message, 'server', response.status, false);
  }
  const message = response.ok ? PHOTO_API_MESSAGES.unexpected : PHOTO_API_MESSAGES.failed;
  throw new PhotoAnalysisError(message, 'server', response.status, true);
}
