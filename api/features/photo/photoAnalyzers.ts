// The two ways to read a photo, behind one interface: local OCR (tesseract.js, no network)
// and an OpenAI vision model. Both end in the same catalog matching and response shape,
// and both go through the result cache and the AI call log (type 'photo'), keyed by a hash
// of the image bytes; only text results are cached, never the photo.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type OpenAI from 'openai';
import { z } from 'zod';
import {
  type DetectedPhotoPerfume,
  MAX_DETECTIONS_PER_PHOTO,
  MAX_SEARCH_RESULTS_PER_DETECTION,
  type PhotoAnalysisResponse,
  photoAnalysisResponseSchema,
} from '../../contract/photo';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { cachedCall } from '../ai/aiCalls';
import { type CatalogLookup, matchProposal, withVariants } from '../perfumes/catalogMatch';
import { photoBottlesSchema } from '../engine/openai/modelSchemas';
import { checkedResult, requestJson } from '../engine/openai/openAiClient';
import { PHOTO_PROMPT_VERSION, photoPrompt } from '../engine/openai/prompts';
import type { ProviderGuard } from '../engine/openai/providerGuard';
import { findByBarcode, knownObject, perfumesByBarcode } from './barcodeFinds';
import type { BarcodeReader } from './barcodes';
import { IMAGE_MIME, type ImageType } from './imageCheck';
import { OcrReadError, type OcrReader } from './ocr';
import { readPhotoText, type TextDetection } from './ocrMatch';
import { readLabels } from './readLabels';

export interface PhotoUpload {
  /** The upload in the temporary directory. */
  filePath: string;
  type: ImageType;
  /**
   * Whose photo it is: `user:<id>`, or `ip:<network>` when anonymous. The cached reading is
   * bound to it, so no one else is served it and account deletion removes it (review N16).
   */
  owner: string;
}

export interface PhotoAnalyzer {
  readonly engine: 'local' | 'openai';
  /** `signal` aborts at the photo gate's time limit: stop the work, nobody waits for it. */
  analyze(upload: PhotoUpload, signal?: AbortSignal): Promise<PhotoAnalysisResponse>;
}

const LOCAL_OCR_VERSION = 'ocr-2';

async function imageHash(filePath: string): Promise<{ bytes: Buffer; hash: string }> {
  const bytes = await readFile(filePath);
  return { bytes, hash: createHash('sha256').update(bytes).digest('hex') };
}

function toResponse(
  catalog: CatalogLookup,
  detections: readonly TextDetection[],
  unreadLabels?: number,
): PhotoAnalysisResponse {
  // The same perfume read twice (two bottles, or twice on one label) is offered once.
  const best = new Map<string, TextDetection>();
  const unmatched: TextDetection[] = [];
  for (const detection of detections) {
    if (!detection.perfume) {
      unmatched.push(detection);
      continue;
    }
    // A barcode's find is kept over any reading of the same perfume.
    const seen = best.get(detection.perfume.id);
    const better =
      !seen ||
      (detection.barcode !== undefined && seen.barcode === undefined) ||
      ((detection.barcode === undefined) === (seen.barcode === undefined) &&
        seen.confidence < detection.confidence);
    if (better) best.set(detection.perfume.id, detection);
  }
  const detectedPerfumes: DetectedPhotoPerfume[] = [...best.values(), ...unmatched]
    .slice(0, MAX_DETECTIONS_PER_PHOTO)
    .map((detection) => {
      const searchResults = detection.perfume
        ? withVariants(catalog, detection.perfume, MAX_SEARCH_RESULTS_PER_DETECTION)
        : [];
      return {
        detected: {
          name: detection.name,
          brand: detection.brand,
          description: null,
          occasions: [],
          fragranceFamily: detection.perfume?.fragranceFamily ?? null,
          concentration: detection.concentration,
          gender: null,
        },
        searchResults,
        hasMatches: searchResults.length > 0,
        confidence: detection.confidence,
        ...(detection.barcode ? { barcode: detection.barcode } : {}),
      };
    });
  return checkedResult(photoAnalysisResponseSchema, {
    detectedPerfumes,
    ...(unreadLabels === undefined ? {} : { unreadLabels }),
  });
}

const ocrWordsSchema = z.array(
  z.object({
    text: z.string(),
    confidence: z.number(),
    box: z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() }),
  }),
);

export function createLocalPhotoAnalyzer(deps: {
  catalog: CatalogLookup;
  db: Database;
  ocr: OcrReader;
  /** Barcodes that a shop feed names identify their perfume exactly (barcodeFinds.ts). */
  barcodes?: BarcodeReader;
}): PhotoAnalyzer {
  return {
    engine: 'local',
    async analyze(upload, signal) {
      const { bytes, hash } = await imageHash(upload.filePath);
      // Read beside the OCR; it never rejects, so an OCR failure leaves nothing dangling.
      const barcodeFinds = deps.barcodes
        ? findByBarcode(deps.db, deps.barcodes, bytes, signal)
        : Promise.resolve([]);
      const { result: words } = await cachedCall(deps.db, {
        type: 'photo',
        engine: 'local',
        model: deps.ocr.model,
        promptVersion: LOCAL_OCR_VERSION,
        input: { image: hash },
        owner: upload.owner,
        schema: ocrWordsSchema,
        compute: async () => ({
          result: await readLabels(deps.ocr, deps.catalog, bytes, signal),
          usage: { model: deps.ocr.model, inputTokens: 0, outputTokens: 0 },
        }),
      }).catch((error: unknown) => {
        if (error instanceof OcrReadError) throw new ApiError('photo_unreadable');
        throw error;
      });
      const finds = await barcodeFinds;
      const { detections, unreadLabels } = readPhotoText(deps.catalog, words, {
        known: finds.map(knownObject),
      });
      return toResponse(deps.catalog, detections, unreadLabels);
    },
  };
}

export function createOpenAiPhotoAnalyzer(deps: {
  client: OpenAI;
  /** The provider's breaker (shared with the text engine); the photo gate's signal times it. */
  guard: ProviderGuard;
  visionModel: string;
  catalog: CatalogLookup;
  db: Database;
}): PhotoAnalyzer {
  return {
    engine: 'openai',
    async analyze(upload, signal) {
      const { bytes, hash } = await imageHash(upload.filePath);
      const prompt = photoPrompt();
      const { result } = await cachedCall(deps.db, {
        type: 'photo',
        engine: 'openai',
        model: deps.visionModel,
        promptVersion: PHOTO_PROMPT_VERSION,
        input: { image: hash },
        owner: upload.owner,
        schema: photoBottlesSchema,
        compute: async () => {
          const ask = (guarded: AbortSignal) =>
            requestJson(deps.client, {
              model: deps.visionModel,
              system: prompt.system,
              user: [
                { type: 'text', text: prompt.text },
                {
                  type: 'image_url',
                  image_url: {
                    url: `data:${IMAGE_MIME[upload.type]};base64,${bytes.toString('base64')}`,
                    detail: 'high',
                  },
                },
              ],
              schema: photoBottlesSchema,
              schemaName: 'parfumflaschen',
              temperature: 0,
              signal: guarded,
            });
          const { data, usage } = await deps.guard.run(ask, {
            callerSignal: signal,
            budgetMs: null,
          });
          return { result: data, usage };
        },
      });
      const bottles = result.bottles.filter(
        (bottle) => bottle.name.trim() !== '' || bottle.brand.trim() !== '',
      );
      // Digits the model read under a barcode count only when they pass the GS1 check digit
      // and a shop feed names them: then they identify the bottle exactly, over its name.
      const byBarcode = await perfumesByBarcode(
        deps.db,
        bottles.flatMap((bottle) => (bottle.barcode ? [bottle.barcode.trim()] : [])),
      );
      const detections = bottles.map((bottle): TextDetection => {
        const barcode = bottle.barcode?.trim() ?? '';
        const exact = byBarcode.get(barcode);
        if (exact) {
          return {
            perfume: exact,
            name: exact.name,
            brand: exact.brand,
            concentration: bottle.concentration?.trim() || null,
            confidence: 1,
            barcode: barcode.replace(/[\s-]/g, ''),
          };
        }
        const perfume = matchProposal(deps.catalog, bottle);
        return {
          perfume,
          name: bottle.name.trim(),
          brand: bottle.brand.trim(),
          concentration: bottle.concentration?.trim() || null,
          confidence: Math.round(bottle.confidence * 100) / 100,
        };
      });
      return toResponse(deps.catalog, detections);
    },
  };
}
