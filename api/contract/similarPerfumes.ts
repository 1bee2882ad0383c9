// "Ähnliche Düfte" of a perfume's page (GET /api/perfumes/:id/similar): well-known catalog
// perfumes closest in accords and notes, never another edition of the same line.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { perfumeSchema } from './perfume';

/** How many similar perfumes a page shows. */
export const SIMILAR_PERFUMES_LIMIT = 6;

export const similarPerfumesResponseSchema = lazySchema(() =>
  z.object({ perfumes: z.array(perfumeSchema).max(SIMILAR_PERFUMES_LIMIT) }),
);

export type SimilarPerfumesResponse = z.infer<typeof similarPerfumesResponseSchema>;
