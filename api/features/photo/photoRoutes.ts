// POST /photo-analysis-batch (mounted under /api): one photo as multipart field `image`,
// checked by size, content and header dimensions, analysed within the photo gate's limits
// (written to the temporary upload directory only for that time), and answered with the
// detected perfumes (spec 000 §7). No upload can do more than fail its own request.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
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
  type MutationAnswer,
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
import { createUploadSlots, formFile, readUploadBody } from './uploadBody';

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
  /** How long a photo's body may take to arrive (default UPLOAD_TIMEOUT_MS). */
  uploadTimeoutMs?: number;
}

/** Room for the multipart boundaries and headers around a photo of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A photo (compressed to a few MB by the browser) has this long to arrive. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** Retry-After of a refusal while every upload slot is taken (as the gate's own). */
const BUSY_RETRY_AFTER_S = 5;

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
  // Answers being found or made now, by key: a retry arriving meanwhile waits for the same
  // one. The stored answer is looked up inside this single flight, and the flight ends only
  // once a new answer is stored, so a retry either joins it or finds the answer stored; with
  // the lookup outside, a retry whose lookup straddled the whole analysis ran a second one
  // (seen on PostgreSQL, whose pool lets the two lookups overlap).
  const running = new Map<string, Promise<MutationAnswer>>();
  const answerOnce = (
    id: IdempotencyKey | null,
    analyze: () => Promise<unknown>,
  ): Promise<MutationAnswer> => {
    const analysed = async (): Promise<MutationAnswer> => ({ status: 200, body: await analyze() });
    if (!id) return analysed();
    // Bound to the owner and the photo (review L9): someone else's key, or another photo
    // under the same key, never joins this analysis.
    const runKey = `${id.scope}\u0000${id.requestHash}`;
    const existing = running.get(runKey);
    if (existing) return existing;
    const started = (async () => {
      // A stored answer not in the contract's shape is dropped: the photo is analysed again.
      // The same key for another photo is answered with its refusal (422).
      const stored = await recalledAnswer(deps.db, id, photoAnalysisResponseSchema);
      if (stored) return stored;
      const answer = await analysed();
      await rememberAnswer(deps.db, id, answer);
      return answer;
    })().finally(() => running.delete(runKey));
    running.set(runKey, started);
    return started;
  };
  // Slots for reading, waiting and analysing: as many as the gate runs and queues, so an
  // upload the gate would refuse is refused before its body is read (review N4).
  const total = limits.concurrency + limits.queue;
  const slots = createUploadSlots({ total, perNetwork: Math.max(1, Math.ceil(total / 2)) });
  return new Hono().post(apiPath(endpoints.photoAnalysis), async (c) => {
    // Counted before the body is read: every upload attempt costs a decode.
    const user = await optionalUser(c, deps.auth);
    await takeQuota(c, deps, QUOTAS.photo, user);
    // A queued photo is uploaded with its stable id as key: a retry gets the stored
    // result without a second analysis (or a second paid vision call).
    let key: string | null;
    try {
      key = idempotencyKeyOf(c);
    } catch {
      return sendError(c, 'invalid_idempotency_key');
    }
    const release = slots.take(deps.clientIp(c));
    if (!release) {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
      return sendError(c, 'photo_busy');
    }
    try {
      // Stored answers belong to the account, or to the network when anonymous (L9, N16).
      const owner = user ? `user:${user.id}` : `ip:${deps.clientIp(c)}`;
      return await analyseUpload(c, owner, key);
    } finally {
      release();
    }
  });

  async function analyseUpload(c: Context, owner: string, key: string | null): Promise<Response> {
    const body = await readUploadBody(
      c.req.raw,
      MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
      deps.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
    );
    if (!body.ok) {
      if (body.problem === 'too_large') {
        return sendError(c, 'payload_too_large', PHOTO_MESSAGES.tooLarge);
      }
      if (body.problem === 'timeout') return sendError(c, 'upload_timeout');
      return sendError(c, 'bad_request', PHOTO_MESSAGES.unreadableForm);
    }
    const image = formFile(body.bytes, c.req.header('Content-Type') ?? '', 'image');
    if (!image.ok) {
      return image.problem === 'missing'
        ? sendError(c, 'bad_request', PHOTO_MESSAGES.missing)
        : sendError(c, 'bad_request', PHOTO_MESSAGES.unreadableForm);
    }
    if (image.bytes.length > MAX_PHOTO_BYTES) {
      return sendError(c, 'payload_too_large', PHOTO_MESSAGES.tooLarge);
    }
    const bytes = new Uint8Array(image.bytes.buffer, image.bytes.byteOffset, image.bytes.length);
    const check = checkImage(bytes);
    if (!check.ok) return sendError(c, 'bad_request', IMAGE_PROBLEM_MESSAGES[check.problem]);
    const id =
      key === null
        ? null
        : {
            scope: `photo:${owner}`,
            key,
            requestHash: requestHash('POST', c.req.path, {
              image: createHash('sha256').update(bytes).digest('hex'),
            }),
          };
    const analyzer = deps.photoAnalyzer;
    const timeoutMs = analyzer.engine === 'openai' ? limits.openAiTimeoutMs : limits.timeoutMs;
    try {
      const extension = check.type === 'jpeg' ? 'jpg' : check.type;
      const answer = await answerOnce(id, () =>
        gate.run(timeoutMs, (signal) =>
          // The file is deleted when the time is up, even if the analyzer never returns.
          withTemporaryUpload(deps.uploadDir, bytes, extension, (filePath) =>
            settledBy(analyzer.analyze({ filePath, type: check.type, owner }, signal), signal),
          ),
        ),
      );
      return c.json(answer.body, answer.status);
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
  }
}
