// The perfume as the catalog file, the API and the browser see it, and the search
// request/response shapes. Unknown facts are null or empty: nothing is invented.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { currencySchema } from './price';

export const perfumeIdSchema = lazySchema(() =>
  z.string().regex(/^[a-z]{2,8}-[A-Za-z0-9_-]{1,64}$/, 'Ungültige Parfüm-ID'),
);

export const accordSchema = lazySchema(() =>
  z.object({
    /** English source key, e.g. "warm spicy"; stable, used for colours and mappings. */
    key: z.string(),
    /** German display name, e.g. "Warm-würzig". */
    name: z.string(),
  }),
);

/** A 0–100 score derived from community votes, with how many votes it rests on. */
export const voteScoreSchema = lazySchema(() =>
  z.object({
    score: z.number().min(0).max(100),
    votes: z.number().int().nonnegative(),
  }),
);

export const genderSchema = lazySchema(() => z.enum(['female', 'male', 'unisex']));
export type Gender = z.infer<typeof genderSchema>;

/** Shares of the community's votes in percent (they add up to about 100). */
export const seasonsSchema = lazySchema(() =>
  z.object({
    winter: z.number().min(0).max(100),
    spring: z.number().min(0).max(100),
    summer: z.number().min(0).max(100),
    autumn: z.number().min(0).max(100),
  }),
);

export const daytimeSchema = lazySchema(() =>
  z.object({ day: z.number().min(0).max(100), night: z.number().min(0).max(100) }),
);
export type Seasons = z.infer<typeof seasonsSchema>;
export type Daytime = z.infer<typeof daytimeSchema>;

export const perfumeSchema = lazySchema(() =>
  z.object({
    id: perfumeIdSchema,
    name: z.string().min(1),
    brand: z.string().min(1),
    /** Other spellings that search should accept (source spelling, abbreviations). */
    aliases: z.array(z.string()),
    year: z.number().int().nullable(),
    /** Strongest first. */
    accords: z.array(accordSchema),
    /** German display names, top to base where the pyramid is known. */
    notes: z.array(z.string()),
    /** Kopf-, Herz- und Basisnoten, when the source splits them (about two thirds do). */
    pyramid: z
      .object({ top: z.array(z.string()), heart: z.array(z.string()), base: z.array(z.string()) })
      .nullable(),
    fragranceFamily: z.string().nullable(),
    isNiche: z.boolean(),
    longevity: voteScoreSchema.nullable(),
    sillage: voteScoreSchema.nullable(),
    /** Community vote count, used as notability for ranking ties. */
    votes: z.number().int().nonnegative(),
    // Facts of the newer sources (see the catalog build report). Optional: catalogs built
    // before them, licensed catalogs and stored perfumes without them stay valid; absent or
    // null means unknown, and nothing is estimated into these fields.
    /** Who the house made it for, as the community lists it (not an estimate). */
    gender: genderSchema.nullable().optional(),
    /** Community rating 1–5 and how many votes it rests on (null: count unknown). */
    rating: z
      .object({ value: z.number().min(0).max(5), votes: z.number().int().nonnegative().nullable() })
      .nullable()
      .optional(),
    seasons: seasonsSchema.nullable().optional(),
    daytime: daytimeSchema.nullable().optional(),
    perfumers: z.array(z.string()).optional(),
    /** Eau de Parfum, Eau de Toilette … where the name states it. */
    concentration: z.string().nullable().optional(),
    priceCents: z.number().int().positive().nullable(),
    currency: currencySchema.nullable(),
    image: z.string().url().nullable(),
    affiliate_link: z.string().url().nullable(),
    shop: z.string().nullable(),
    /** The bottle size in ml the feed's price is for (our addition; absent: not known). */
    sizeMl: z.number().positive().nullable().optional(),
  }),
);

export type Perfume = z.infer<typeof perfumeSchema>;

/** What a catalog file holds per perfume: everything except the shop fields from feeds. */
export const catalogRecordSchema = lazySchema(() =>
  perfumeSchema.omit({
    priceCents: true,
    currency: true,
    image: true,
    affiliate_link: true,
    shop: true,
    sizeMl: true,
  }),
);

export type CatalogRecord = z.infer<typeof catalogRecordSchema>;

/** A catalog record as a perfume no shop feed has priced yet: every shop field empty. */
export function unpricedPerfume(record: CatalogRecord): Perfume {
  return {
    ...record,
    priceCents: null,
    currency: null,
    image: null,
    affiliate_link: null,
    shop: null,
  };
}

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_QUERY_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_LIMIT = 100;

export const searchResponseSchema = lazySchema(() =>
  z.object({
    perfumes: z.array(perfumeSchema),
    hasMore: z.boolean(),
    totalCount: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  }),
);

export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * The address of a perfume's own page, shared by every card that opens it. Kept here rather
 * than in a module of its own: a first visit would fetch that 70-byte file as a separate
 * request (tests/e2e/budget.spec.ts counts its headers too).
 */
export function perfumePath(id: string): string {
  return `/parfum/${encodeURIComponent(id)}`;
}
