// "Passt das zu mir?" for a perfume found on a photo: how well its strongest accords meet
// the accords of the person's own perfumes (their list and collections), with a one-line
// reason, and whether they already own something very close (similarOwned). Isomorphic and
// made of accords alone, so the device answers offline from its list and its catalog index.
import { accordPositionWeight } from './accordWeights';
import { CATALOG_INDEX_ACCORDS } from './catalogIndex';
import type { Perfume } from './perfume';
import { similarOwned, type OwnedScent, type SimilarOwned } from './similarOwned';

type Accord = Perfume['accords'][number];

/**
 * An accord the person "likes fully" reaches this share of their strongest accord's weight:
 * half of it, so a list's second and third favourites count fully too and an accord that
 * appears once in a long list counts in part.
 */
const FULL_LIKING = 0.5;
/** From this match on the reason says it suits them. */
export const GOOD_FIT_PERCENT = 60;

export interface ScentFit {
  /** 0–100: the candidate's accords, weighted by position, that the person's perfumes share. */
  percent: number;
  /** One German sentence, e.g. "Passt zu deiner Vorliebe für Holzig und Zitrisch". */
  reason: string;
  /** A perfume of theirs that smells very alike, or null. */
  similar: SimilarOwned | null;
}

/** "Holzig", "Holzig und Zitrisch", "Holzig, Frisch und Zitrisch". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
}

/** Each accord's weight over the person's perfumes, divided by their number. */
function likings(mine: readonly OwnedScent[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const scent of mine) {
    scent.accords.slice(0, CATALOG_INDEX_ACCORDS).forEach((accord, position) => {
      sums.set(accord.key, (sums.get(accord.key) ?? 0) + accordPositionWeight(position));
    });
  }
  for (const [key, sum] of sums) sums.set(key, sum / mine.length);
  return sums;
}

function reasonFor(percent: number, liked: Accord[], unknown: Accord[]): string {
  const likedNames = joinNames(liked.map((accord) => accord.name));
  const unknownNames = joinNames(unknown.map((accord) => accord.name));
  if (liked.length === 0) {
    return `Neu für dich: ${unknownNames} ${unknown.length === 1 ? 'kommt' : 'kommen'} in deinen Düften nicht vor`;
  }
  if (percent >= GOOD_FIT_PERCENT) return `Passt zu deiner Vorliebe für ${likedNames}`;
  if (unknown.length > 0) {
    return `${likedNames} kennst du aus deinen Düften, ${unknownNames} ${unknown.length === 1 ? 'ist' : 'sind'} neu für dich`;
  }
  return `${likedNames} ${liked.length === 1 ? 'kommt' : 'kommen'} in deinen Düften nur am Rande vor`;
}

/**
 * The verdict for `candidate` against the person's perfumes with known accords. Null when
 * there is nothing to compare: the candidate's accords are unknown, or the person has no
 * other perfume with accords (the candidate itself does not count).
 */
export function scentFit(
  candidate: { perfumeId: string; accords: readonly Accord[] },
  mine: readonly OwnedScent[],
): ScentFit | null {
  // The index keeps the strongest three per perfume; compare like with like.
  const accords = candidate.accords.slice(0, CATALOG_INDEX_ACCORDS);
  const others = mine.filter(
    (scent) => scent.perfumeId !== candidate.perfumeId && scent.accords.length > 0,
  );
  if (accords.length === 0 || others.length === 0) return null;
  const liking = likings(others);
  const strongest = Math.max(...liking.values());
  const share = (accord: Accord) =>
    Math.min(1, (liking.get(accord.key) ?? 0) / (strongest * FULL_LIKING));
  let met = 0;
  let total = 0;
  accords.forEach((accord, position) => {
    met += accordPositionWeight(position) * share(accord);
    total += accordPositionWeight(position);
  });
  const percent = Math.round((100 * met) / total);
  // Named in the reason: the two the person likes most, and up to two they do not know.
  const liked = accords
    .filter((accord) => liking.has(accord.key))
    .sort((a, b) => liking.get(b.key)! - liking.get(a.key)!)
    .slice(0, 2);
  const unknown = accords.filter((accord) => !liking.has(accord.key)).slice(0, 2);
  return {
    percent,
    reason: reasonFor(percent, liked, unknown),
    similar: similarOwned({ perfumeId: candidate.perfumeId, accords }, others),
  };
}
