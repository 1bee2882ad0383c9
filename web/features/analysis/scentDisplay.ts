// Display rules of the Duft-DNA and recommendation cards (spec 001 §2, §3, §9; spec 000 §9):
// radar scaling, top-notes heatmap, style and energy bars, category previews, text
// truncation, occasion tags and the request lists built from the chosen perfumes.
import {
  MAX_INPUT_PERFUMES,
  SPIDER_AXES,
  type SpiderAxis,
  type SpiderWeb,
} from '../../../api/contract/analysis';
import type { Perfume } from '../../../api/contract/perfume';
import {
  MAX_MENTIONED_NICHE,
  OCCASIONS,
  type Occasion,
  type Recommendation,
} from '../../../api/contract/recommendations';
import { isCustomPerfume } from '../chosenList/customPerfume';
import { analysisCopy } from '../../copy/analysis';

export const RADAR_LABELS: Record<SpiderAxis, string> = analysisCopy.dna.axes;
export const RADAR_RINGS = [20, 40, 60, 80, 100] as const;

export type RadarPoint = { axis: SpiderAxis; label: string; value: number };

/** The six axes in display order; a web given on a 0–5 scale is scaled ×20 (spec 001 §3). */
export function radarPoints(web: SpiderWeb): RadarPoint[] {
  const raw = SPIDER_AXES.map((axis) => web[axis]);
  const factor = raw.every((value) => value <= 5) && raw.some((value) => value > 0) ? 20 : 1;
  return SPIDER_AXES.map((axis) => ({
    axis,
    label: RADAR_LABELS[axis],
    value: Math.min(100, Math.max(0, Math.round(web[axis] * factor))),
  }));
}

export const HEATMAP_SHOWN = 8;
export const HEATMAP_PRIMARY = 4;

export type HeatmapNote = { note: string; tier: 'primary' | 'secondary'; rank: number };

/** Up to 8 notes, strongest first: the first 4 primary, the rest secondary. */
/**
 * The one notes block of the Duft-DNA (issue 26: no second "Dominante Noten" list repeating
 * the same notes): the strongest notes, then the dominant notes not named yet, then the rest.
 */
export function heatmapNotes(
  topNotes: { primary: string[]; secondary: string[] },
  dominant: readonly string[] = [],
): HeatmapNote[] {
  const unique = [...new Set([...topNotes.primary, ...dominant, ...topNotes.secondary])];
  return unique.slice(0, HEATMAP_SHOWN).map((note, rank) => ({
    note,
    rank,
    tier: rank < HEATMAP_PRIMARY ? 'primary' : 'secondary',
  }));
}

export const DEFAULT_STYLE = analysisCopy.dna.defaultStyle;
export const DEFAULT_ENERGY = analysisCopy.dna.defaultEnergy;

/** Style bar: 75 % when the style reads "auffällig" or "modern", otherwise 35 %. */
export function styleBarPercent(style: string | null | undefined): number {
  const text = (style ?? DEFAULT_STYLE).toLowerCase();
  return text.includes('auffällig') || text.includes('modern') ? 75 : 35;
}

/** Energy bar: 70 % when the energy reads "warm" or "energisch", otherwise 30 %. */
export function energyBarPercent(energy: string | null | undefined): number {
  const text = (energy ?? DEFAULT_ENERGY).toLowerCase();
  return text.includes('warm') || text.includes('energisch') ? 70 : 30;
}

export function styleLabel(style: string | null | undefined): string {
  return style?.trim() || DEFAULT_STYLE;
}

export function energyLabel(energy: string | null | undefined): string {
  return energy?.trim() || DEFAULT_ENERGY;
}

export const CATEGORY_PREVIEW = 3;

/** At most 3 perfumes of a category, and how many more there are ("+N weitere Parfüms"). */
export function categoryPreview<T>(perfumes: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: perfumes.slice(0, CATEGORY_PREVIEW),
    more: Math.max(0, perfumes.length - CATEGORY_PREVIEW),
  };
}

export const moreLabel = analysisCopy.dna.more;

/** Spec 000 §9: about 45 characters per line times the lines a card allows. */
export const CHARS_PER_LINE = 45;
/** Lines of a recommendation card's reasoning before "Mehr anzeigen" (spec 000 §9). */
export const REASONING_LINES = 5;
/** The niche section's cards are cut shorter (spec 000 §9: 5 or 3 lines). */
export const NICHE_REASONING_LINES = 3;

/** Text cut at a word boundary to fit `lines` lines, with an ellipsis; null when it fits. */
export function truncateText(text: string, lines: number = REASONING_LINES): string | null {
  const limit = CHARS_PER_LINE * lines;
  const trimmed = text.trim();
  if (trimmed.length <= limit) return null;
  const cut = trimmed.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.–-]+$/, '')} …`;
}

export type OccasionIcon =
  'alltag' | 'buero' | 'sommer' | 'abend' | 'date' | 'party' | 'freizeit' | 'anlass';

const occasionIcons: Record<Occasion, OccasionIcon> = {
  Alltag: 'alltag',
  Büro: 'buero',
  Sommer: 'sommer',
  Winter: 'anlass',
  Abend: 'abend',
  'Date/Dinner': 'date',
  'Club/Party': 'party',
  Freizeit: 'freizeit',
};

/** The spec's keyword a stored or engine occasion names, whatever its case. */
function knownOccasion(occasion: string): Occasion | undefined {
  return OCCASIONS.find((known) => known.toLowerCase() === occasion.trim().toLowerCase());
}

/** The icon for an occasion keyword; anything unknown gets the generic "Anlass" icon. */
export function occasionIcon(occasion: string): OccasionIcon {
  const key = knownOccasion(occasion);
  return key ? occasionIcons[key] : 'anlass';
}

/**
 * The German label of an occasion keyword ("Date/Dinner" reads "Verabredung"); a word the
 * spec's set does not hold (an older stored card) is shown as it is.
 */
export function occasionLabel(occasion: string): string {
  const key = knownOccasion(occasion);
  return key ? analysisCopy.occasionLabels[key] : occasion;
}

export const MAX_OCCASION_TAGS = 2;

export function visibleOccasions(occasions: readonly string[]): string[] {
  return occasions.slice(0, MAX_OCCASION_TAGS);
}

/** "Name Marke", the name form the spec's endpoints accept. */
export function perfumeLabel(perfume: { name: string; brand: string }): string {
  return `${perfume.name} ${perfume.brand}`.trim();
}

/**
 * Ids name catalog perfumes exactly; names are sent too (spec form) while the request's
 * limit of ids and names together allows. Custom perfumes (from a photo, not in the
 * catalog) have no id the server knows, so they go by name, ahead of the catalog names.
 */
export function requestLists(perfumes: readonly Perfume[]): { ids: string[]; names: string[] } {
  const catalog = perfumes.filter((perfume) => !isCustomPerfume(perfume));
  const custom = perfumes.filter(isCustomPerfume);
  const ids = catalog.slice(0, MAX_INPUT_PERFUMES).map((perfume) => perfume.id);
  const room = Math.max(0, MAX_INPUT_PERFUMES - ids.length);
  return { ids, names: [...custom, ...catalog].slice(0, room).map(perfumeLabel) };
}

/** Catalog ids sent to exclude in "Mehr Nischendüfte" (the contract allows 30). */
export const MAX_MENTIONED_IDS = 30;

/** The niche perfumes already shown: the latest 3 as names, every shown card's id. */
export function mentionedNiche(
  niche: readonly Recommendation[],
  shown: readonly Recommendation[],
): { names: string[]; ids: string[] } {
  const names = niche
    .slice(-MAX_MENTIONED_NICHE)
    .map((card) => perfumeLabel({ name: card.gpt_name, brand: card.gpt_brand }));
  const ids = [...new Set(shown.map((card) => card.matched_perfume?.id ?? null))]
    .filter((id): id is string => id !== null)
    .slice(-MAX_MENTIONED_IDS);
  return { names, ids };
}
