// The offline file of cheaper alternatives (GET /api/catalog/cheaper-alternatives) and the
// device's pick from it. Apart from cheaperAlternative.ts so a first visit's bundle does not
// carry the pick (only the worker and the server use it).
import { z } from 'zod';
import { cheaperAlternativeSchema, type CheaperAlternative } from './cheaperAlternative';
import { lazySchema } from './lazySchema';
import { perfumeIdSchema } from './perfume';

/** Bumped when the offline file's shape changes. */
export const CHEAPER_ALTERNATIVES_FORMAT = 1;

/**
 * The offline file (GET /api/catalog/cheaper-alternatives): for each priced perfume its best
 * cheaper alternatives of distinct lines, best first, as parallel lists: `at` (indexes into
 * `perfumes`), `saving` (percent), `accords` and `notes` (indexes into `names`); `lines` lists
 * the catalog ids of every line named. The device picks the first alternative whose line
 * holds none of the person's perfumes: the server's answer as long as the person holds fewer
 * of those lines than the list is long. (Parallel lists rather than tuples: the first visit's
 * bundle carries this schema through the endpoint registry and has no tuple schema.)
 */
const indexes = () => z.array(z.number().int().nonnegative());

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
      z
        .object({
          at: indexes(),
          saving: z.array(z.number().int().min(30).max(100)),
          accords: z.array(indexes()),
          notes: z.array(indexes()),
        })
        .refine(
          (listed) =>
            [listed.saving, listed.accords, listed.notes].every(
              (l) => l.length === listed.at.length,
            ),
          'parallel lists differ in length',
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
  const listed = file.alternatives[perfumeId];
  if (!listed) return null;
  for (const [n, at] of listed.at.entries()) {
    const named = file.perfumes[at];
    if (!named) continue;
    const { line, ...alternative } = named;
    if ((file.lines[line] ?? []).some((id) => owned.has(id))) continue;
    return {
      ...alternative,
      savingPercent: listed.saving[n] ?? 0,
      sharedAccords: (listed.accords[n] ?? []).map((i) => file.names[i] ?? ''),
      sharedNotes: (listed.notes[n] ?? []).map((i) => file.names[i] ?? ''),
    };
  }
  return null;
}
