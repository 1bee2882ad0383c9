// "Andere Varianten deiner Düfte": the flankers, editions, concentrations and re-releases of
// the perfumes in a list (POST /api/perfumes/line-variants). Recommendations never contain
// them; this optional section shows them apart, clearly labelled as variants.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { perfumeIdSchema } from './perfume';
import { matchedPerfumeSchema } from './recommendations';

/** Most variants per listed perfume and in all, best known first. */
export const LINE_VARIANTS_PER_PERFUME = 2;
export const LINE_VARIANTS_MAX = 6;

export const lineVariantsBodySchema = lazySchema(() =>
  z.object({
    perfumeIds: z.array(perfumeIdSchema).min(1).max(50),
  }),
);

export const lineVariantSchema = lazySchema(() =>
  matchedPerfumeSchema.extend({
    /** Name of the listed perfume this one is a variant of. */
    variantOf: z.string().min(1),
  }),
);

export const lineVariantsResponseSchema = lazySchema(() =>
  z.object({
    variants: z.array(lineVariantSchema).max(LINE_VARIANTS_MAX),
  }),
);

export type LineVariantsBody = z.infer<typeof lineVariantsBodySchema>;
export type LineVariant = z.infer<typeof lineVariantSchema>;
export type LineVariantsResponse = z.infer<typeof lineVariantsResponseSchema>;
