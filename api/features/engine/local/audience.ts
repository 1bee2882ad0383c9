// "Für wen?": which picks a request for women, for men or for anyone may return, and which
// way a list leans. The leans are gender.ts's (-1 worn by women … +1 worn by men); a perfume
// between the limits is shared (unisex, or worn by both).
import type { ForWhom, ListLean } from '../../../contract/recommendations';

/**
 * Beyond this lean a perfume belongs to one side. Name-cued perfumes sit at ±1 and the
 * accord estimate stops at ±0.8, so 0.35 keeps what both wear (Terre d'Hermès' neighbours
 * with feminine notes, most unisex houses) and drops what clearly leans the other way.
 */
export const SHARED_LEAN_LIMIT = 0.35;

/** The list's average lean as the three words the UI shows. */
export function listLeanOf(lean: number): ListLean {
  if (lean <= -SHARED_LEAN_LIMIT) return 'damen';
  if (lean >= SHARED_LEAN_LIMIT) return 'herren';
  return 'gemischt';
}

/**
 * "Budget": whether a perfume may be picked for a budget in euro cents (no budget: any). A
 * perfume without a feed price, or priced in another currency, cannot be compared and fits.
 */
export function fitsBudget(
  perfume: { priceCents?: number | null; currency?: string | null },
  budgetCents: number | undefined,
): boolean {
  if (budgetCents === undefined || perfume.priceCents == null) return true;
  return perfume.currency !== 'EUR' || perfume.priceCents <= budgetCents;
}

/** Whether a perfume of this lean may be picked for `forWhom` (no choice: any). */
export function fitsAudience(forWhom: ForWhom | undefined, lean: number): boolean {
  if (forWhom === 'damen') return lean < SHARED_LEAN_LIMIT;
  if (forWhom === 'herren') return lean > -SHARED_LEAN_LIMIT;
  return true;
}

/**
 * The lean the gender damping pulls toward: the chosen side, none for "egal", and without a
 * choice the list's own (a mixed list damps nothing).
 */
export function targetLean(forWhom: ForWhom | undefined, listLean: number): number {
  if (forWhom === 'damen') return -1;
  if (forWhom === 'herren') return 1;
  if (forWhom === 'egal') return 0;
  return listLean;
}

export function meanLean(leans: readonly number[]): number {
  return leans.reduce((sum, lean) => sum + lean, 0) / Math.max(1, leans.length);
}

/**
 * With a side chosen, shared perfumes step back a little behind that side's own: the score's
 * factor falls from 1 (the side's own, lean ±1) to 1 - SHARED_DAMPING / 2 at a lean of 0.
 * Without it a mixed list asked "Damen" got mostly unisex picks (4 women's of 13).
 */
export const SHARED_DAMPING = 0.5;

export function audienceFactor(forWhom: ForWhom | undefined, lean: number): number {
  if (forWhom !== 'damen' && forWhom !== 'herren') return 1;
  const toward = forWhom === 'damen' ? -lean : lean;
  return 1 - (SHARED_DAMPING * (1 - toward)) / 2;
}
