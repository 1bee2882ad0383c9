// Occasions of a perfume. Where the catalog has the community's season and day/night shares
// (FenCun's votes, `seasons` and `daytime` in %), they decide the seasons and the time of day;
// otherwise they are read from the Duft-DNA axes (0–100, see axes.ts) and the sillage score.
// The rules, strongest score first, at most three per perfume:
//
// | occasion    | with season and day/night shares               | without them (the axes)                               | score                       |
// | ----------- | ---------------------------------------------- | ----------------------------------------------------- | --------------------------- |
// | Sommer      | summer ≥ 30 %                                  | frisch ≥ 60                                           | 2 × summer, or frisch       |
// | Winter      | winter ≥ 30 %                                  | – (never guessed)                                     | 2 × winter                  |
// | Freizeit    | sportlich ≥ 55                                 | the same                                              | sportlich                   |
// | Büro        | the axes rule and day ≥ 50 %                   | elegant ≥ 50 or frisch ≥ 50; orientalisch < 60, sinnlich < 70, sillage ≤ 60 | max(elegant, frisch) − 5 |
// | Alltag      | the axes rule and day ≥ 50 %                   | frisch or sportlich ≥ 40, sillage ≤ 65, orientalisch < 70 | max(frisch, sportlich) − 10 |
// | Abend       | night ≥ 50 %                                   | orientalisch ≥ 55, or sillage ≥ 65 with sinnlich ≥ 40 | night + 10, or max(orientalisch, sillage) |
// | Date/Dinner | sinnlich ≥ 60                                  | the same                                              | sinnlich                    |
// | Club/Party  | the axes rule and night ≥ 50 %                 | sillage ≥ 60 and (sinnlich ≥ 50 or a sweet/gourmand accord in the first three) | sillage − 5 |
//
// A season with 30 % of the votes is about the catalog's top quarter (a season's even share is
// 25 %); 2 × share puts 30 % at 60, where the axes' Sommer starts. Half the day/night votes
// decide the time of day. Unknown sillage counts as moderate (50). A perfume that meets no
// rule gets "Alltag".
import type { Daytime, Seasons } from '../../../contract/perfume';
import type { Occasion } from '../../../contract/recommendations';

const SWEET_ACCORDS = new Set(['sweet', 'vanilla', 'gourmand', 'caramel', 'cacao', 'fruity']);
/** A season's share of the votes (%) from which it is an occasion. */
export const SEASON_SHARE = 30;
/** Day or night share (%) from which a perfume counts as worn then. */
export const DAYTIME_SHARE = 50;

export interface OccasionInput {
  /** Scaled axes 0–100 in SPIDER_AXES order. */
  axes: readonly number[];
  sillage: number | null;
  accordKeys: readonly string[];
  /** The community's season shares in %, where the catalog has them. */
  seasons?: Seasons | null;
  /** The community's day/night shares in %, where the catalog has them. */
  daytime?: Daytime | null;
}

export function occasionsFor({
  axes,
  sillage,
  accordKeys,
  seasons,
  daytime,
}: OccasionInput): Occasion[] {
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
  const byDay = daytime ? daytime.day >= DAYTIME_SHARE : true;
  const byNight = daytime ? daytime.night >= DAYTIME_SHARE : true;
  const scored: [Occasion, number][] = [];
  if (seasons) {
    if (seasons.summer >= SEASON_SHARE) scored.push(['Sommer', 2 * seasons.summer]);
    if (seasons.winter >= SEASON_SHARE) scored.push(['Winter', 2 * seasons.winter]);
  } else if (frisch >= 60) {
    scored.push(['Sommer', frisch]);
  }
  if (sportlich >= 55) scored.push(['Freizeit', sportlich]);
  if (
    byDay &&
    (elegant >= 50 || frisch >= 50) &&
    orientalisch < 60 &&
    sinnlich < 70 &&
    projection <= 60
  ) {
    scored.push(['Büro', Math.max(elegant, frisch) - 5]);
  }
  if (byDay && (frisch >= 40 || sportlich >= 40) && projection <= 65 && orientalisch < 70) {
    scored.push(['Alltag', Math.max(frisch, sportlich) - 10]);
  }
  if (daytime) {
    if (daytime.night >= DAYTIME_SHARE) scored.push(['Abend', daytime.night + 10]);
  } else if (orientalisch >= 55 || (projection >= 65 && sinnlich >= 40)) {
    scored.push(['Abend', Math.max(orientalisch, projection)]);
  }
  if (sinnlich >= 60) scored.push(['Date/Dinner', sinnlich]);
  if (byNight && projection >= 60 && (sinnlich >= 50 || sweet)) {
    scored.push(['Club/Party', projection - 5]);
  }
  if (scored.length === 0) return ['Alltag'];
  return scored
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([occasion]) => occasion);
}
