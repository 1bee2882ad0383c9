// POST /photo-analysis-batch (mounted under /api): one photo as multipart field `image`,
// checked by size, content and header dimensions, analysed within the photo gate's limits
// (written to the temporary upload directory only for that time), and answered with the
// detected perfumes (spec 000 §7). No upload can do more than fail its own request.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '../../contract/endpoints';
import { MAX_PHOTO_BYTES, photoAnalysisResponseSchema } from '../../contract/photo';
import type { Database } from '../../db/database';
import { ApiError, sendError } from '../../http/apiError';
import { apiPath } from '../../http/endpointRoutes';
import {
  idempotencyKeyOf,
  recalledAnswer,
  rememberAnswer,
  requestHash,
  type IdempotencyKey,
} from '../sync/idempotency';
import { optionalUser, type AccessTokenVerifier } from '../auth/requireUser';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';
import { checkImage, type ImageProblem } from './imageCheck';
import {
  createPhotoGate,
  DEFAULT_PHOTO_LIMITS,
  PhotoUnavailableError,
  type PhotoLimits,
  settledBy,
} from './photoGate';
import type { PhotoAnalyzer } from './photoAnalyzers';
import { withTemporaryUpload } from './tempUploads';

export interface PhotoRoutesDeps extends QuotaDeps {
  /** Signed-in uploads count against the user's quota, anonymous ones against the address. */
  auth: AccessTokenVerifier;
  /** Stored results of uploads sent with an Idempotency-Key (queued offline photos). */
  db: Database;
  /** createLocalPhotoAnalyzer (OCR) or createOpenAiPhotoAnalyzer (vision model). */
  photoAnalyzer: PhotoAnalyzer;
  /** The temporary upload directory (default DATA_DIR/tmp-uploads, see uploadDirFor). */
  uploadDir: string;
  /** Concurrency, queue and time limits; DEFAULT_PHOTO_LIMITS for what is left out. */
  photoLimits?: Partial<PhotoLimits>;
}

/** Room for the multipart boundaries and headers around a photo of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const PHOTO_MESSAGES = {
  tooLarge: 'Das Foto ist zu groß. Erlaubt sind höchstens 10 MB.',
  missing: 'Bitte wähle ein Foto aus (Formularfeld „image“).',
  unreadableForm:
    'Die Anfrage enthält kein lesbares Foto. Bitte sende es als Formularfeld „image“.',
  analysisFailed: 'Das Foto konnte nicht analysiert werden. Bitte versuche es erneut.',
} as const;

export const IMAGE_PROBLEM_MESSAGES: Record<ImageProblem, string> = {
  heic: 'HEIC-Fotos können wir nicht lesen. Bitte wandle das Foto in JPG oder PNG um und lade es erneut hoch.',
  not_image:
    'Die Datei ist kein unterstütztes Bild. Bitte lade ein Foto als JPG, PNG oder WebP hoch.',
  truncated:
    'Das Bild ist unvollständig, die Datei endet vorzeitig. Bitte lade das Foto erneut hoch.',
  broken:
    'Die Bilddatei ist beschädigt und kann nicht gelesen werden. Bitte nimm das Foto erneut auf oder lade es als JPG oder PNG hoch.',
  too_many_pixels:
    'Das Foto hat zu viele Pixel: erlaubt sind höchstens 10.000 Pixel pro Seite und 40 Megapixel. Bitte verkleinere es und lade es erneut hoch.',
};

export function photoRoutes(deps: PhotoRoutesDeps) {
  const limits = { ...DEFAULT_PHOTO_LIMITS, ...deps.photoLimits };
  const gate = createPhotoGate(limits);
  // Analyses running now, by key: a retry arriving meanwhile waits for the same result.
  const running = new Map<string, Promise<unknown>>();
  const analyzeOnce = (id: IdempotencyKey | null, analyze: () => Promise<unknown>) => {
    if (!id) return analyze();
    const existing = running.get(id.key);
    if (existing) return existing;
    const started = analyze()
      .then(async (result) => {
        await rememberAnswer(deps.db, id, { status: 200, body: result });
        return result;
      })
      .finally(() => running.delete(id.key));
    running.set(id.key, started);
    return started;
  };
  return new Hono().post(
    apiPath(endpoints.photoAnalysis),
    // Refuses by Content-Length before reading, or as soon as the streamed body passes it.
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => sendError(c, 'payload_too_large', PHOTO_MESSAGES.tooLarge),
    }),
    async (c) => {
      // Counted before the body is read: every upload attempt costs a decode.
      await takeQuota(c, deps, QUOTAS.photo, await optionalUser(c, deps.auth));
      // A queued photo is uploaded with its stable id as key: a retry gets the stored
      // result without a second analysis (or a second paid vision call).
      let key: string | null;
      try {
        key = idempotencyKeyOf(c);
      } catch {
        return sendError(c, 'invalid_idempotency_key');
      }
      let image: unknown;
      try {
        image = (await c.req.parseBody())['image'];
      } catch {
        return sendError(c, 'bad_request', PHOTO_MESSAGES.unreadableForm);
      }
      if (!(image instanceof File)) return sendError(c, 'bad_request', PHOTO_MESSAGES.missing);
      if (image.size > MAX_PHOTO_BYTES) {
        return sendError(c, 'payload_too_large', PHOTO_MESSAGES.tooLarge);
      }
      const bytes = new Uint8Array(await image.arrayBuffer());
      const check = checkImage(bytes);
      if (!check.ok) return sendError(c, 'bad_request', IMAGE_PROBLEM_MESSAGES[check.problem]);
      const id =
        key === null
          ? null
          : {
              scope: `photo:${key}`,
              key,
              requestHash: requestHash('POST', c.req.path, {
                image: createHash('sha256').update(bytes).digest('hex'),
              }),
            };
      if (id) {
        // A stored answer not in the contract's shape is dropped: the photo is analysed again.
        const stored = await recalledAnswer(deps.db, id, photoAnalysisResponseSchema);
        if (stored) return c.json(stored.body, stored.status);
      }
      const analyzer = deps.photoAnalyzer;
      const timeoutMs = analyzer.engine === 'openai' ? limits.openAiTimeoutMs : limits.timeoutMs;
      try {
        const extension = check.type === 'jpeg' ? 'jpg' : check.type;
        const result = await analyzeOnce(id, () =>
          gate.run(timeoutMs, (signal) =>
            // The file is deleted when the time is up, even if the analyzer never returns.
            withTemporaryUpload(deps.uploadDir, bytes, extension, (filePath) =>
              settledBy(analyzer.analyze({ filePath, type: check.type }, signal), signal),
            ),
          ),
        );
        return c.json(result);
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.status === 503) {
            const seconds = error instanceof PhotoUnavailableError ? error.retryAfterSeconds : 30;
            c.header('Retry-After', String(seconds));
          }
          return sendError(c, error.code, error.message);
        }
        console.error('[photo] Analyse fehlgeschlagen:', error);
        return sendError(c, 'internal_error', PHOTO_MESSAGES.analysisFailed);
      }
    },
  );
}
