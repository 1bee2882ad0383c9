// Recommendations as the API, the device and both engines see them (spec 000 §3 and §7,
// spec 001 §3 and §7): one recommendation card, the summary, the stats, and the request
// and response bodies of every recommendation endpoint. Field names follow the spec.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { MAX_INPUT_PERFUMES, MAX_NAME_LENGTH } from './analysis';
import { perfumeIdSchema } from './perfume';
import { currencySchema } from './price';

/**
 * The occasions, in display order: those the UI has icons for (spec 001 §2) and Winter (from
 * the catalog's season shares; the spec's generic "Anlass" icon).
 */
export const OCCASIONS = [
  'Alltag',
  'Büro',
  'Sommer',
  'Winter',
  'Abend',
  'Date/Dinner',
  'Club/Party',
  'Freizeit',
] as const;
export const occasionSchema = lazySchema(() => z.enum(OCCASIONS));
export type Occasion = z.infer<typeof occasionSchema>;

/** Main picks per request, niche picks per niche section, "already shown" names (spec 000 §9). */
export const RECOMMENDATIONS_PER_REQUEST = 10;
export const NICHE_PER_REQUEST = 3;
export const MAX_MENTIONED_NICHE = 3;
/** Blacklisted ids a request may carry (a collection's blacklist). */
export const MAX_BLACKLIST = 500;

const nameSchema = lazySchema(() => z.string().trim().min(1).max(MAX_NAME_LENGTH));
const idsSchema = lazySchema(() => z.array(perfumeIdSchema).max(MAX_INPUT_PERFUMES));

/** The catalog perfume a recommendation was matched to, with its shop fields. */
export const matchedPerfumeSchema = lazySchema(() =>
  z.object({
    id: perfumeIdSchema,
    name: z.string().min(1),
    brand: z.string().min(1),
    image: z.string().url().nullable(),
    /** Null when no feed price is known; the UI then shows no price (README, deviations). */
    priceCents: z.number().int().positive().nullable(),
    currency: currencySchema.nullable(),
    /** Feed deep link, else the configured affiliate search link, else null. Advertising link. */
    affiliate_link: z.string().url().nullable(),
    shop: z.string().nullable(),
    /** Bottle size in ml of the feed's price (our addition), for the Grundpreis. */
    sizeMl: z.number().positive().nullable().optional(),
  }),
);
export type MatchedPerfume = z.infer<typeof matchedPerfumeSchema>;

/**
 * One recommendation card. `gpt_*` carry what the engine proposed (the OpenAI engine's
 * words; the local engine proposes catalog perfumes, so they equal the match). `id` is the
 * catalog id for fresh results and the stored row id for a collection's stored list.
 */
export const recommendationSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(100),
    gpt_name: z.string().min(1).max(MAX_NAME_LENGTH),
    gpt_brand: z.string().max(MAX_NAME_LENGTH),
    gpt_description: z.string().max(2000),
    reasoning: z.string().min(1).max(2000),
    /** At most two are shown per card (spec 000 §9); the engine gives one to three. */
    occasions: z.array(occasionSchema).max(OCCASIONS.length),
    is_niche: z.boolean(),
    matched_perfume: matchedPerfumeSchema.nullable(),
    match_found: z.boolean(),
  }),
);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationSummarySchema = lazySchema(() =>
  z.object({
    conclusion: z.string().min(1).max(2000),
    empfehlung: z.string().min(1).max(2000),
    nicheHighlight: z.string().min(1).max(2000),
  }),
);
export type RecommendationSummary = z.infer<typeof recommendationSummarySchema>;

/** total = cards returned; matched = with a catalog match; gpt_only = proposals without one. */
export const recommendationStatsSchema = lazySchema(() =>
  z.object({
    total: z.number().int().nonnegative(),
    matched: z.number().int().nonnegative(),
    gpt_only: z.number().int().nonnegative(),
  }),
);
export type RecommendationStats = z.infer<typeof recommendationStatsSchema>;

/**
 * "Für wen?" above the recommendations: women's and shared perfumes, men's and shared, or
 * any. Absent, the picks follow the list's own lean (a mixed list leans nowhere).
 */
export const FOR_WHOM = ['damen', 'herren', 'egal'] as const;
export const forWhomSchema = lazySchema(() => z.enum(FOR_WHOM));
export type ForWhom = z.infer<typeof forWhomSchema>;

/**
 * "Budget" above the recommendations, shown with a shop feed: the most a bottle may cost, in
 * euro cents. Picks whose feed price is higher are left out; picks without a feed price (or
 * with one in another currency) cannot be compared and stay.
 */
export const BUDGET_STEPS_EUR = [50, 100, 150, 250] as const;
export const budgetCentsSchema = lazySchema(() => z.number().int().min(100).max(1_000_000));

/** Which way the chosen list leans, as the engine reads it: the UI's default for "Für wen?". */
export const listLeanSchema = lazySchema(() => z.enum(['damen', 'herren', 'gemischt']));
export type ListLean = z.infer<typeof listLeanSchema>;

/** Our addition to the recommendations' answer: the list's lean and the "Für wen?" applied. */
export const audienceSchema = lazySchema(() =>
  z.object({ listLean: listLeanSchema, forWhom: forWhomSchema.nullable() }),
);
export type Audience = z.infer<typeof audienceSchema>;

/** Occasion filter of the home page; "all" means no filter (spec 000 §7). */
export const occasionFilterSchema = lazySchema(() => z.union([z.literal('all'), occasionSchema]));
export type OccasionFilter = z.infer<typeof occasionFilterSchema>;

/**
 * POST /api/temp-recommendations (anonymous, home page). `perfumeNames` are "name brand"
 * strings; `perfumeIds` (our addition) name catalog perfumes exactly and are united with
 * the names. Unknown names are ignored for the profile and never guessed.
 */
export const tempRecommendationsBodySchema = lazySchema(() =>
  z
    .object({
      perfumeNames: z.array(nameSchema).max(MAX_INPUT_PERFUMES).default([]),
      occasion: occasionFilterSchema.default('all'),
      perfumeIds: idsSchema.default([]),
      forWhom: forWhomSchema.optional(),
      budgetCents: budgetCentsSchema.optional(),
    })
    .refine((body) => body.perfumeNames.length + body.perfumeIds.length > 0, {
      message: 'Mindestens ein Parfüm angeben.',
      path: ['perfumeNames'],
    }),
);
export type TempRecommendationsBody = z.infer<typeof tempRecommendationsBodySchema>;

/**
 * Response of /api/temp-recommendations: the main picks, then the niche section (every
 * card `is_niche`, none repeated from the main picks), the summary and stats over both.
 */
export const recommendationsResponseSchema = lazySchema(() =>
  z.object({
    recommendations: z.array(recommendationSchema).max(RECOMMENDATIONS_PER_REQUEST),
    niche: z.array(recommendationSchema).max(NICHE_PER_REQUEST),
    summary: recommendationSummarySchema,
    stats: recommendationStatsSchema,
    audience: audienceSchema.optional(),
  }),
);
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/**
 * POST /api/recommendations/more-niche: new niche picks for the same list, excluding the
 * niche perfumes already shown. `mentionedNichePerfumes` are "name brand" strings (spec:
 * up to 3); `mentionedNicheIds` (our addition) exclude exactly and may list every card shown.
 */
export const moreNicheBodySchema = lazySchema(() =>
  z
    .object({
      mentionedNichePerfumes: z.array(nameSchema).max(MAX_MENTIONED_NICHE).default([]),
      mentionedNicheIds: z.array(perfumeIdSchema).max(30).default([]),
      selectedPerfumes: z.array(nameSchema).max(MAX_INPUT_PERFUMES).default([]),
      perfumeIds: idsSchema.default([]),
      forWhom: forWhomSchema.optional(),
      budgetCents: budgetCentsSchema.optional(),
    })
    .refine((body) => body.selectedPerfumes.length + body.perfumeIds.length > 0, {
      message: 'Mindestens ein Parfüm angeben.',
      path: ['selectedPerfumes'],
    }),
);
export type MoreNicheBody = z.infer<typeof moreNicheBodySchema>;

export const moreNicheResponseSchema = lazySchema(() =>
  z.object({
    recommendations: z.array(recommendationSchema).max(NICHE_PER_REQUEST),
  }),
);
export type MoreNicheResponse = z.infer<typeof moreNicheResponseSchema>;

/**
 * POST /api/recommendations and GET /api/recommendations?collectionId= (spec 001 §7): a
 * collection's recommendations. The server reads the collection's items and blacklist
 * itself; `perfumeNames` is what the page sends and only used for perfumes without an id.
 */
export const collectionRecommendationsBodySchema = lazySchema(() =>
  z.object({
    collectionId: z.uuid(),
    perfumeNames: z.array(nameSchema).max(MAX_INPUT_PERFUMES).default([]),
    // Our additions, as on the home page: "Für wen?", the budget and the occasion.
    forWhom: forWhomSchema.optional(),
    budgetCents: budgetCentsSchema.optional(),
    occasion: occasionFilterSchema.default('all'),
  }),
);
export type CollectionRecommendationsBody = z.infer<typeof collectionRecommendationsBodySchema>;

export const collectionRecommendationsQuerySchema = lazySchema(() =>
  z.object({ collectionId: z.uuid() }),
);

export const collectionRecommendationsResponseSchema = lazySchema(() =>
  z.object({
    recommendations: z.array(recommendationSchema),
    stats: recommendationStatsSchema,
  }),
);
export type CollectionRecommendationsResponse = z.infer<
  typeof collectionRecommendationsResponseSchema
>;

/**
 * POST /api/category-recommendations (spec shows only "response includes fazit"; our
 * design): for each category of an analysis (kategorien), picks that fit that category's
 * perfumes, plus a `fazit` over all. `collectionId`, when given (signed in), adds that
 * collection's items and blacklist to the exclusions.
 */
export const categoryRecommendationsBodySchema = lazySchema(() =>
  z.object({
    collectionId: z.uuid().optional(),
    categories: z
      .array(
        z.object({
          label: z.string().trim().min(1).max(100),
          perfumes: z.array(nameSchema).min(1).max(MAX_INPUT_PERFUMES),
        }),
      )
      .min(1)
      .max(12),
    perfumeIds: idsSchema.default([]),
  }),
);
export type CategoryRecommendationsBody = z.infer<typeof categoryRecommendationsBodySchema>;

export const PICKS_PER_CATEGORY = 3;

export const categoryRecommendationsResponseSchema = lazySchema(() =>
  z.object({
    categories: z.array(
      z.object({
        label: z.string(),
        recommendations: z.array(recommendationSchema).max(PICKS_PER_CATEGORY),
      }),
    ),
    fazit: z.string().min(1).max(2000),
    stats: recommendationStatsSchema,
  }),
);
export type CategoryRecommendationsResponse = z.infer<typeof categoryRecommendationsResponseSchema>;

/**
 * POST /api/niche-recommendations (spec shows no payload; our design): niche picks only,
 * for a list of names/ids or a collection (its items and blacklist read by the server),
 * excluding `excludeIds` (cards already shown).
 */
export const nicheRecommendationsBodySchema = lazySchema(() =>
  z
    .object({
      collectionId: z.uuid().optional(),
      perfumeNames: z.array(nameSchema).max(MAX_INPUT_PERFUMES).default([]),
      perfumeIds: idsSchema.default([]),
      excludeIds: z.array(perfumeIdSchema).max(MAX_BLACKLIST).default([]),
      limit: z.number().int().min(1).max(RECOMMENDATIONS_PER_REQUEST).default(NICHE_PER_REQUEST),
    })
    .refine(
      (body) =>
        body.collectionId !== undefined || body.perfumeNames.length + body.perfumeIds.length > 0,
      { message: 'Eine Sammlung oder mindestens ein Parfüm angeben.', path: ['perfumeNames'] },
    ),
);
export type NicheRecommendationsBody = z.infer<typeof nicheRecommendationsBodySchema>;

export const nicheRecommendationsResponseSchema = lazySchema(() =>
  z.object({
    recommendations: z.array(recommendationSchema).max(RECOMMENDATIONS_PER_REQUEST),
    nicheHighlight: z.string().min(1).max(2000),
    stats: recommendationStatsSchema,
  }),
);
export type NicheRecommendationsResponse = z.infer<typeof nicheRecommendationsResponseSchema>;
