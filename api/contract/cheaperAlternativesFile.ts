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
