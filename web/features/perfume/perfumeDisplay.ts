// How a catalog perfume is condensed for a card: which accords and notes fit, and the
// colours and bottle shape of its generated visual (the catalog has no photos).
import { accordColor, ACCORD_FALLBACK_COLOR } from '../../../api/contract/accordColors';
import type { Perfume } from '../../../api/contract/perfume';

export const CARD_ACCORD_LIMIT = 4;
export const CARD_NOTE_LIMIT = 4;
export const BOTTLE_SHAPE_COUNT = 4;

export function topAccords(perfume: Perfume, limit: number = CARD_ACCORD_LIMIT) {
  return perfume.accords
    .slice(0, limit)
    .map((accord) => ({ ...accord, color: accordColor(accord.key) }));
}

/** The first notes and how many more there are, e.g. ["Bergamotte", "Pfeffer"] and 5 → "+5". */
export function notesSummary(notes: readonly string[], limit: number = CARD_NOTE_LIMIT) {
  return { shown: notes.slice(0, limit), hidden: Math.max(0, notes.length - limit) };
}

/** Up to three colours from the strongest accords; a perfume without accords stays neutral. */
export function visualColors(perfume: Perfume): [string, string, string] {
  const colors = perfume.accords.slice(0, 3).map((accord) => accordColor(accord.key));
  const first = colors[0] ?? ACCORD_FALLBACK_COLOR;
  const second = colors[1] ?? first;
  return [first, second, colors[2] ?? second];
}

/** A stable bottle silhouette per perfume, so the same perfume always looks the same. */
export function bottleShape(perfumeId: string): number {
  let hash = 0;
  for (const char of perfumeId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % BOTTLE_SHAPE_COUNT;
}
