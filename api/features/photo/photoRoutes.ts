// POST /photo-analysis-batch (mounted under /api): one photo as multipart field `image`,
// checked by size and content, written to the temporary upload directory for exactly the
// duration of its analysis, and answered with the detected perfumes (spec 000 §7).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES } from '../../contract/photo';
import { ApiError, sendError } from '../../http/apiError';
import { checkImage, type ImageProblem } from './imageCheck';
import type { PhotoAnalyzer } from './photoAnalyzers';
import { withTemporaryUpload } from './tempUploads';

export interface PhotoRoutesDeps {
  /** createLocalPhotoAnalyzer (OCR) or createOpenAiPhotoAnalyzer (vision model). */
  photoAnalyzer: PhotoAnalyzer;
  /** The temporary upload directory (default DATA_DIR/tmp-uploads, see uploadDirFor). */
  uploadDir: string;
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
};

export function photoRoutes(deps: PhotoRoutesDeps) {
  return new Hono().post(
    '/photo-analysis-batch',
    // Refuses by Content-Length before reading, or as soon as the streamed body passes it.
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => sendError(c, 'payload_too_large', PHOTO_MESSAGES.tooLarge),
    }),
    async (c) => {
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
      try {
        const extension = check.type === 'jpeg' ? 'jpg' : check.type;
        const result = await withTemporaryUpload(deps.uploadDir, bytes, extension, (filePath) =>
          deps.photoAnalyzer.analyze({ filePath, type: check.type }),
        );
        return c.json(result);
      } catch (error) {
        if (error instanceof ApiError) return sendError(c, error.code, error.message);
        console.error('[photo] Analyse fehlgeschlagen:', error);
        return sendError(c, 'internal_error', PHOTO_MESSAGES.analysisFailed);
      }
    },
  );
}
