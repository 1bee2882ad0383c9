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
