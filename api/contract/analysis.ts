// The Duft-DNA analysis as the API, the device and both engines (local, OpenAI) see it:
// the two request forms of POST /api/analysis, the result in the spec's German field names
// (spec 000 §3, spec 001 §3 and §7) and the stored collection analysis.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { upgradeStoredAnalysis } from './legacyAnalysis';
import { perfumeIdSchema } from './perfume';

/** Most perfumes one analysis or recommendation request may name (ids and names together). */
export const MAX_INPUT_PERFUMES = 100;
/** The UI asks for at least this many before analysing (spec 001 §5 "Nicht genügend Parfüms"). */
export const ANALYSIS_MIN_PERFUMES = 2;
export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_NOTES_PER_INPUT = 50;

/** The six radar axes, in display order (spec 001 §2). */
export const SPIDER_AXES = [
  'sportlich',
  'sinnlich',
  'elegant',
  'frisch',
  'orientalisch',
  'holzig',
] as const;
export type SpiderAxis = (typeof SPIDER_AXES)[number];

/** Each axis's German name, on the radar and in the Duft-DNA's texts alike. */
export const SPIDER_AXIS_LABELS: Readonly<Record<SpiderAxis, string>> = {
  sportlich: 'Sportlich',
  sinnlich: 'Sinnlich',
  elegant: 'Elegant',
  frisch: 'Frisch',
  orientalisch: 'Orientalisch',
  holzig: 'Holzig',
};

/** Top notes: 5 primary and 5 secondary (spec 001 §9). */
export const TOP_NOTES_PER_GROUP = 5;

const nameSchema = lazySchema(() => z.string().trim().min(1).max(MAX_NAME_LENGTH));

/** A perfume as the profile page sends it: a collection item's perfume (spec 001 §7). */
export const analysisInputPerfumeSchema = lazySchema(() =>
  z.object({
    name: nameSchema,
    /** Empty (or null, as a stored item may hold it) for custom perfumes without a brand. */
    brand: z
      .string()
      .trim()
      .max(MAX_NAME_LENGTH)
      .nullish()
      .transform((brand) => brand ?? ''),
    description: z.string().max(MAX_DESCRIPTION_LENGTH).nullish(),
    notes: z.array(z.string().trim().min(1).max(100)).max(MAX_NOTES_PER_INPUT).nullish(),
    fragrance_family: z.string().trim().max(100).nullish(),
    occasions: z.array(z.string().trim().max(50)).max(20).nullish(),
  }),
);
export type AnalysisInputPerfume = z.infer<typeof analysisInputPerfumeSchema>;

/**
 * POST /api/analysis. Two forms of `inputPerfumes`: plain "name brand" strings (home page)
 * or perfume objects (profile page). `perfumeIds` (optional, our addition) names catalog
 * perfumes exactly; the engine takes the union of ids and names, counting a name that
 * resolves to one of the given ids once. Names that match no catalog perfume with
 * confidence stay unknown and are reported in `matching.unknown`, never guessed; objects
 * that carry notes still contribute those notes.
 */
export const analysisRequestSchema = lazySchema(() =>
  z
    .object({
      inputPerfumes: z
        .union([
          z.array(nameSchema).max(MAX_INPUT_PERFUMES),
          z.array(analysisInputPerfumeSchema).max(MAX_INPUT_PERFUMES),
        ])
        .default([]),
      perfumeIds: z.array(perfumeIdSchema).max(MAX_INPUT_PERFUMES).default([]),
    })
    .refine((body) => body.inputPerfumes.length + body.perfumeIds.length > 0, {
      message: 'Mindestens ein Parfüm angeben.',
      path: ['inputPerfumes'],
    })
    .refine((body) => body.inputPerfumes.length + body.perfumeIds.length <= MAX_INPUT_PERFUMES, {
      message: `Höchstens ${MAX_INPUT_PERFUMES} Parfüms pro Anfrage.`,
      path: ['inputPerfumes'],
    }),
);
export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;

const percentSchema = lazySchema(() => z.number().int().min(0).max(100));

export const spiderWebSchema = lazySchema(() =>
  z.object({
    sportlich: percentSchema,
    sinnlich: percentSchema,
    elegant: percentSchema,
    frisch: percentSchema,
    orientalisch: percentSchema,
    holzig: percentSchema,
  }),
);
export type SpiderWeb = z.infer<typeof spiderWebSchema>;

const textSchema = lazySchema(() => z.string().trim().min(1).max(2000));

export const duftIchSchema = lazySchema(() =>
  z.object({
    beschreibung: textSchema,
    spider_web: spiderWebSchema,
    /**
     * Short words for the two bars. The UI fills the style bar to 75% when `stil` contains
     * "auffällig" or "modern" (else 35%) and the energy bar to 70% when `energie` contains
     * "warm" or "energisch" (else 30%) (spec 001 §9).
     */
    stil_energie: z.object({
      stil: z.string().min(1).max(100),
      energie: z.string().min(1).max(100),
    }),
    /** Dominant notes (German names), strongest first. */
    meta: z.object({ dominant: z.array(z.string().min(1)).max(10) }),
  }),
);

export const persoenlichkeitStilSchema = lazySchema(() =>
  z.object({
    titel: z.string().trim().min(1).max(100),
    begruendung: textSchema,
  }),
);

export const topNotenSchema = lazySchema(() =>
  z.object({
    primary: z.array(z.string().min(1)).max(TOP_NOTES_PER_GROUP),
    secondary: z.array(z.string().min(1)).max(TOP_NOTES_PER_GROUP),
  }),
);

export const analysisSchema = lazySchema(() =>
  z.object({
    duft_ich: duftIchSchema,
    persoenlichkeit_stil: z.array(persoenlichkeitStilSchema).min(1).max(5),
    top_noten: topNotenSchema,
    empfehlungs_ziel: textSchema,
  }),
);
export type Analysis = z.infer<typeof analysisSchema>;

export const kategoriePerfumeSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    brand: z.string(),
    image_url: z.string().url().nullable(),
  }),
);

export const kategorieSchema = lazySchema(() =>
  z.object({
    label: z.string().trim().min(1).max(100),
    rationale: textSchema,
    perfumes: z.array(kategoriePerfumeSchema).min(1).max(MAX_INPUT_PERFUMES),
  }),
);
export type Kategorie = z.infer<typeof kategorieSchema>;

/** The user's own perfumes grouped (by family or dominant accord), with a summary. */
export const kategorienSchema = lazySchema(() =>
  z.object({
    summary: textSchema,
    categories: z.array(kategorieSchema).max(12),
  }),
);
export type Kategorien = z.infer<typeof kategorienSchema>;

/** How the input was understood: catalog perfumes found and names left unknown. */
export const inputMatchingSchema = lazySchema(() =>
  z.object({
    matched: z.number().int().nonnegative(),
    unknown: z.array(z.string()).max(MAX_INPUT_PERFUMES),
  }),
);
export type InputMatching = z.infer<typeof inputMatchingSchema>;

/** Response of POST /api/analysis (spec 001 §7: analysis, kategorien). */
export const analysisResponseSchema = lazySchema(() =>
  z.object({
    analysis: analysisSchema,
    kategorien: kategorienSchema,
    matching: inputMatchingSchema,
  }),
);
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

/** What a collection analysis stores (spec 001 §3 analysis_data): the analysis plus kategorien. */
export const analysisDataSchema = lazySchema(() =>
  analysisSchema.extend({ kategorien: kategorienSchema }),
);
export type AnalysisData = z.infer<typeof analysisDataSchema>;

/** analysis_data as read back from storage: older shapes are upgraded first (legacyAnalysis.ts). */
export const storedAnalysisDataSchema = lazySchema(() =>
  z.preprocess(upgradeStoredAnalysis, analysisDataSchema),
);

/** POST /api/collection-analysis (spec 001 §7). */
export const collectionAnalysisBodySchema = lazySchema(() =>
  z.object({
    collectionId: z.uuid(),
    analysisData: analysisSchema,
    kategorienData: kategorienSchema,
    perfumeNames: z.array(nameSchema).max(MAX_INPUT_PERFUMES),
  }),
);
export type CollectionAnalysisBody = z.infer<typeof collectionAnalysisBodySchema>;

/** GET /api/collection-analysis?collectionId= → the stored analysis, or null if none yet. */
export const collectionAnalysisResponseSchema = lazySchema(() =>
  z.object({
    analysis: z
      .object({
        analysis_data: storedAnalysisDataSchema,
        perfume_names: z.array(z.string()),
        created_at: z.string(),
      })
      .nullable(),
  }),
);
export type CollectionAnalysisResponse = z.infer<typeof collectionAnalysisResponseSchema>;
