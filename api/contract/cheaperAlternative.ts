// "Günstigere Alternative": the closest well-known perfume that costs at least
// CHEAPER_BY_AT_LEAST less than a perfume with a shop price (GET /api/perfumes/:id/cheaper-
// alternative). Only perfumes with prices from a loaded shop feed take part; it is similar
// in character, never the same scent, and the card says so.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { perfumeIdSchema } from './perfume';
import { currencySchema } from './price';

/** The alternative costs at most 70 % of the perfume's price. */
export const CHEAPER_BY_AT_LEAST = 0.3;

export const cheaperAlternativeSchema = lazySchema(() =>
  z.object({
    id: perfumeIdSchema,
    name: z.string().min(1),
    brand: z.string().min(1),
    priceCents: z.number().int().positive(),
    currency: currencySchema,
    affiliate_link: z.string().url().nullable(),
    shop: z.string().nullable(),
    /** Bottle size in ml of the feed's price, for the Grundpreis. */
    sizeMl: z.number().positive().nullable().optional(),
    /** How much less it costs than the perfume, in whole percent (at least 30). */
    savingPercent: z.number().int().min(30).max(100),
    /** The reason: accords and notes both perfumes have (German names, strongest first). */
    sharedAccords: z.array(z.string()),
    sharedNotes: z.array(z.string()),
  }),
);

export const cheaperAlternativeResponseSchema = lazySchema(() =>
  z.object({
    alternative: cheaperAlternativeSchema.nullable(),
  }),
);

export type CheaperAlternative = z.infer<typeof cheaperAlternativeSchema>;
export type CheaperAlternativeResponse = z.infer<typeof cheaperAlternativeResponseSchema>;

/** Bumped when the offline file's shape changes. */
export const CHEAPER_ALTERNATIVES_FORMAT = 1;

/**
 * The offline file (GET /api/catalog/cheaper-alternatives): for each priced perfume its best
 * cheaper alternatives of distinct lines, best first, as [index into `perfumes`, saving in
 * percent, shared accords, shared notes (indexes into `names`)]; `lines` lists the catalog
 * ids of every line named. The device picks the first alternative whose line holds none of
 * the person's perfumes: the server's answer as long as the person holds fewer of those
 * lines than the list is long.
 */
export const cheaperAlternativesFileSchema = lazySchema(() =>
  z.object({
    format: z.literal(CHEAPER_ALTERNATIVES_FORMAT),
    perfumes: z.array(
      cheaperAlternativeSchema
        .omit({ savingPercent: true, sharedAccords: true, sharedNotes: true })
        .extend({ line: z.number().int().nonnegative() }),
    ),
    lines: z.record(z.string(), z.array(perfumeIdSchema)),
    names: z.array(z.string()),
    alternatives: z.record(
      perfumeIdSchema,
      z.array(
        z.tuple([
          z.number().int().nonnegative(),
          z.number().int().min(30).max(100),
          z.array(z.number().int().nonnegative()),
          z.array(z.number().int().nonnegative()),
        ]),
      ),
    ),
  }),
);

export type CheaperAlternativesFile = z.infer<typeof cheaperAlternativesFileSchema>;

/**
 * The device's pick from the offline file: the first alternative of a line holding none of
 * `ownedIds`; null when the perfume has none (or the person holds all listed lines).
 */
export function pickCheaperAlternative(
  file: CheaperAlternativesFile,
  perfumeId: string,
  ownedIds: readonly string[] = [],
): CheaperAlternative | null {
  const owned = new Set(ownedIds);
  for (const [at, savingPercent, accords, notes] of file.alternatives[perfumeId] ?? []) {
    const named = file.perfumes[at];
    if (!named) continue;
    const { line, ...alternative } = named;
    if ((file.lines[line] ?? []).some((id) => owned.has(id))) continue;
    return {
      ...alternative,
      savingPercent,
      sharedAccords: accords.map((i) => file.names[i] ?? ''),
      sharedNotes: notes.map((i) => file.names[i] ?? ''),
    };
  }
  return null;
}
