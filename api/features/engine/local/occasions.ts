// Occasions of a perfume from its Duft-DNA axes (0–100, see axes.ts) and the community's
// sillage score. The rules, strongest score first, at most three per perfume:
//
// | occasion    | when                                                         | score                 |
// | ----------- | ------------------------------------------------------------ | --------------------- |
// | Sommer      | frisch ≥ 60                                                  | frisch                |
// | Freizeit    | sportlich ≥ 55                                               | sportlich             |
// | Büro        | elegant ≥ 50 or frisch ≥ 50; orientalisch < 60, sinnlich < 70, sillage ≤ 60 | max(elegant, frisch) − 5 |
// | Alltag      | frisch or sportlich ≥ 40, sillage ≤ 65, orientalisch < 70     | max(frisch, sportlich) − 10 |
// | Abend       | orientalisch ≥ 55, or sillage ≥ 65 with sinnlich ≥ 40         | max(orientalisch, sillage) |
// | Date/Dinner | sinnlich ≥ 60                                                | sinnlich              |
// | Club/Party  | sillage ≥ 60 and (sinnlich ≥ 50 or a sweet/gourmand accord in the first three) | sillage − 5 |
//
// Unknown sillage counts as moderate (50). A perfume that meets no rule gets "Alltag".
import type { Occasion } from '../../../contract/recommendations';

const SWEET_ACCORDS = new Set(['sweet', 'vanilla', 'gourmand', 'caramel', 'cacao', 'fruity']);

export interface OccasionInput {
  /** Scaled axes 0–100 in SPIDER_AXES order. */
  axes: readonly number[];
  sillage: number | null;
  accordKeys: readonly string[];
}

export function occasionsFor({ axes, sillage, accordKeys }: OccasionInput): Occasion[] {
  const [sportlich, sinnlich, elegant, frisch, orientalisch] = axes as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const projection = sillage ?? 50;
  const sweet = accordKeys.slice(0, 3).some((key) => SWEET_ACCORDS.has(key));
  const scored: [Occasion, number][] = [];
  if (frisch >= 60) scored.push(['Sommer', frisch]);
  if (sportlich >= 55) scored.push(['Freizeit', sportlich]);
  if ((elegant >= 50 || frisch >= 50) && orientalisch < 60 && sinnlich < 70 && projection <= 60) {
    scored.push(['Büro', Math.max(elegant, frisch) - 5]);
  }
  if ((frisch >= 40 || sportlich >= 40) && projection <= 65 && orientalisch < 70) {
    scored.push(['Alltag', Math.max(frisch, sportlich) - 10]);
  }
  if (orientalisch >= 55 || (projection >= 65 && sinnlich >= 40)) {
    scored.push(['Abend', Math.max(orientalisch, projection)]);
  }
  if (sinnlich >= 60) scored.push(['Date/Dinner', sinnlich]);
  if (projection >= 60 && (sinnlich >= 50 || sweet)) scored.push(['Club/Party', projection - 5]);
  if (scored.length === 0) return ['Alltag'];
  return scored
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([occasion]) => occasion);
}
