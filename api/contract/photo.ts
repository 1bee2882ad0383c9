// Photo recognition as the API and the browser see it (spec 000 §3 "Detected photo
// perfume", §7 POST /api/photo-analysis-batch): one entry per bottle recognised on the
// photo, with what was read and the catalog perfumes it matched.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { perfumeSchema } from './perfume';

/** Largest photo accepted (spec 000 §9: "Photo up to 10MB"). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Catalog candidates offered per detected bottle (the match first, then its variants). */
export const MAX_SEARCH_RESULTS_PER_DETECTION = 5;
/** Bottles reported per photo at most. */
export const MAX_DETECTIONS_PER_PHOTO = 20;
/**
 * The document that converts HEIC photos in the browser (web/heic/). The server gives it,
 * and only it, a policy that lets libheif run; the page loads it in a hidden frame.
 */
export const HEIC_CONVERTER_PATH = '/heic/heic-converter.html';

/** What was recognised on one bottle. Unknown facts are null or empty, never guessed. */
export const detectedPerfumeInfoSchema = lazySchema(() =>
  z.object({
    name: z.string().max(200),
    brand: z.string().max(200),
    description: z.string().max(2000).nullable(),
    occasions: z.array(z.string().max(50)).max(10),
    fragranceFamily: z.string().max(100).nullable(),
    /** As printed on the bottle, e.g. "Eau de Parfum". */
    concentration: z.string().max(100).nullable(),
    gender: z.string().max(50).nullable(),
  }),
);
export type DetectedPerfumeInfo = z.infer<typeof detectedPerfumeInfoSchema>;

export const detectedPhotoPerfumeSchema = lazySchema(() =>
  z.object({
    detected: detectedPerfumeInfoSchema,
    /** Catalog perfumes for this bottle, best first; empty when nothing matched with confidence. */
    searchResults: z.array(perfumeSchema).max(MAX_SEARCH_RESULTS_PER_DETECTION),
    hasMatches: z.boolean(),
    /** 0–1: how sure the recognition is (OCR word confidence, or the vision model's estimate). */
    confidence: z.number().min(0).max(1),
    /**
     * The EAN/GTIN read from a barcode on the photo that a shop feed names for this perfume:
     * the bottle is identified exactly (the first search result is it). Absent otherwise.
     */
    barcode: z
      .string()
      .regex(/^\d{8,14}$/)
      .optional(),
  }),
);
export type DetectedPhotoPerfume = z.infer<typeof detectedPhotoPerfumeSchema>;

/** Response of POST /api/photo-analysis-batch; an empty list means no perfume was recognised. */
export const photoAnalysisResponseSchema = lazySchema(() =>
  z.object({
    detectedPerfumes: z.array(detectedPhotoPerfumeSchema).max(MAX_DETECTIONS_PER_PHOTO),
    /**
     * Labels the local OCR read text on but could not identify ("2 Etiketten nicht lesbar");
     * absent from the vision model's answers and from answers of older servers.
     */
    unreadLabels: z.number().int().min(0).max(1000).optional(),
  }),
);
export type PhotoAnalysisResponse = z.infer<typeof photoAnalysisResponseSchema>;
