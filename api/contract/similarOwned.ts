// "Du hast schon etwas Ähnliches": whether a perfume is very close to one the person already
// owns, from the accords the offline catalog index carries (the strongest three per
// perfume). Isomorphic, so the device answers offline from its own index and collections.
import type { Perfume } from './perfume';

type Accord = Perfume['accords'][number];

export interface OwnedScent {
  name: string;
  perfumeId: string;
  /** Strongest first. */
  accords: readonly Accord[];
}

export interface SimilarOwned {
  owned: OwnedScent;
  /** The accords both share, in the candidate's order. */
  shared: Accord[];
}

/**
 * Very close means the same leading accord and every one of the candidate's (at least three)
 * known accords among the owned perfume's: two perfumes whose three strongest accords match
 * smell alike to most people. The first owned perfume that matches is named; a perfume
 * never counts as similar to itself.
 */
export function similarOwned(
  candidate: { perfumeId: string; accords: readonly Accord[] },
  owned: readonly OwnedScent[],
): SimilarOwned | null {
  const keys = candidate.accords.map((accord) => accord.key);
  if (keys.length < 3) return null;
  for (const scent of owned) {
    if (scent.perfumeId === candidate.perfumeId || scent.accords[0]?.key !== keys[0]) continue;
    const ownedKeys = new Set(scent.accords.map((accord) => accord.key));
    if (!keys.every((key) => ownedKeys.has(key))) continue;
    return { owned: scent, shared: [...candidate.accords] };
  }
  return null;
}
