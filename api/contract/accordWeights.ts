// How much an accord counts by its place in a perfume's list (strongest first). Shared by
// the local engine (Duft-DNA axes, similarity terms, list profiles) and the device's
// "Passt das zu mir?" verdict, so both weigh a perfume's accords alike.

/** Accords are listed strongest first; these weights fall off with the position. */
export const ACCORD_POSITION_WEIGHTS = [1, 0.8, 0.65, 0.5, 0.4, 0.3] as const;

export function accordPositionWeight(position: number): number {
  return ACCORD_POSITION_WEIGHTS[Math.min(position, ACCORD_POSITION_WEIGHTS.length - 1)]!;
}
