// Turns one row of the Fragrantica-format source into a catalog record: stable id,
// restored brand spelling (source spelling kept as alias), German accord and note
// names, derived family, niche flag and vote-based scores. Unknown facts stay empty.
import { z } from 'zod';
import type { CatalogRecord } from '../contract/perfume';
import { accordNamesDe } from './accordNames';
import { brandAbbreviations, brandCorrections } from './brandCorrections';
import { deriveFragranceFamily } from './fragranceFamily';
import {
  applyReviewedPhrases,
  repairLostLetters,
  restoreStrippedAccents,
  reviewedNames,
  type Vocabulary,
} from './nameRepair';
import { isNicheHouse } from './nicheHouses';
import { germanNoteName } from './noteNames';

export const sourceRowSchema = z.object({
  brand: z.string().nullable(),
  perfume: z.string().nullable(),
  image: z.string().nullable(),
  launch_year: z.string().nullable(),
  main_accords: z.string().nullable(),
  notes: z.string().nullable(),
  longevity: z.string().nullable(),
  sillage: z.string().nullable(),
});

export type SourceRow = z.infer<typeof sourceRowSchema>;

export type NormalizeResult =
  { ok: true; record: CatalogRecord; sourceId: string } | { ok: false; reason: string };

const stringList = z.array(z.string());
const pyramidSchema = z.object({ top: stringList, middle: stringList, base: stringList });
const voteList = z.array(z.coerce.number().int().nonnegative());

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Community votes in ordered buckets (weakest first) → 0–100 and the number of votes.
 * Null when nobody voted: a score from zero votes would be invented.
 */
export function voteScore(text: string | null, buckets: number) {
  const parsed = voteList.safeParse(parseJson(text));
  if (!parsed.success || parsed.data.length !== buckets) return null;
  const votes = parsed.data.reduce((sum, count) => sum + count, 0);
  if (votes === 0) return null;
  const weighted = parsed.data.reduce((sum, count, bucket) => sum + count * bucket, 0);
  return { score: Math.round((weighted / votes / (buckets - 1)) * 100), votes };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Restores what the source's ASCII-fication removed in names: lost letters (reviewed
 * phrases, then the dictionary rule when word lists are given: "Fleur du M le" → "Fleur du
 * Mâle"), accents stripped from whole words ("Eau Fraiche" → "Eau Fraîche"), the corrected
 * brand where the name repeats it ("Terre d Hermes" → "Terre d Hermès"), elided articles
 * before a vowel or h ("L Eau d Issey" → "L'Eau d'Issey") and possessive s ("Angel s" →
 * "Angel's").
 */
export function restoreNameSpelling(
  name: string,
  sourceBrand: string,
  brand: string,
  vocabulary?: Vocabulary,
): string {
  let result = applyReviewedPhrases(name.trim().replace(/\s+/g, ' '));
  if (vocabulary) {
    result = repairLostLetters(result, vocabulary).name;
    result = restoreStrippedAccents(result, vocabulary).name;
  }
  // Abbreviations with an ampersand lost it too: "D G Light Blue" → "D&G Light Blue".
  for (const abbreviation of brandAbbreviations[brand] ?? []) {
    if (!abbreviation.includes('&')) continue;
    const stripped = abbreviation.split('&').join(' ');
    result = result.replace(new RegExp(`\\b${escapeRegExp(stripped)}\\b`, 'g'), abbreviation);
  }
  if (brand !== sourceBrand) {
    result = result.replace(new RegExp(`\\b${escapeRegExp(sourceBrand)}\\b`, 'g'), brand);
  }
  return result
    .replace(/(?<![\p{L}\p{N}])([dlDL]) (?=[aeiouhyAEIOUHYÀ-Ýà-ý])/gu, "$1'")
    .replace(/(?<!\p{L})(\p{L}{2,}) s(?= |$)/gu, "$1's");
}

function toNotes(raw: unknown): { notes: string[]; pyramid: CatalogRecord['pyramid'] } {
  const german = (list: readonly string[]) => [
    ...new Set(list.map((note) => germanNoteName(note.trim())).filter(Boolean)),
  ];
  const pyramid = pyramidSchema.safeParse(raw);
  if (pyramid.success) {
    const top = german(pyramid.data.top);
    const heart = german(pyramid.data.middle);
    const base = german(pyramid.data.base);
    return { notes: [...new Set([...top, ...heart, ...base])], pyramid: { top, heart, base } };
  }
  const flat = stringList.safeParse(raw);
  return { notes: flat.success ? german(flat.data) : [], pyramid: null };
}

/** Word lists for the lost-letter rule are build-time input; without them it is skipped. */
export function normalizeRecord(row: SourceRow, vocabulary?: Vocabulary): NormalizeResult {
  const sourceBrand = row.brand?.trim();
  const sourceName = row.perfume?.trim();
  const sourceId = /^o\.(\d+)\.jpg$/.exec(row.image ?? '')?.[1];
  if (!sourceBrand) return { ok: false, reason: 'Marke fehlt' };
  if (!sourceName) return { ok: false, reason: 'Name fehlt' };
  if (!sourceId) return { ok: false, reason: `keine Quell-ID in ${JSON.stringify(row.image)}` };

  const brand = brandCorrections[sourceBrand] ?? sourceBrand;
  const name =
    reviewedNames[`${sourceBrand}|${sourceName}`] ??
    restoreNameSpelling(sourceName, sourceBrand, brand, vocabulary);
  const aliases = [
    ...new Set([sourceBrand, sourceName, ...(brandAbbreviations[brand] ?? [])]),
  ].filter((alias) => alias !== brand && alias !== name);

  const accordKeys = stringList.safeParse(parseJson(row.main_accords));
  const accords = (accordKeys.success ? accordKeys.data : []).map((key) => ({
    key,
    name: accordNamesDe[key] ?? key,
  }));
  const year = Number(row.launch_year);
  const longevity = voteScore(row.longevity, 5);
  const sillage = voteScore(row.sillage, 4);

  return {
    ok: true,
    sourceId,
    record: {
      id: `fra-${sourceId}`,
      name,
      brand,
      aliases,
      year: Number.isInteger(year) && year > 1000 ? year : null,
      accords,
      ...toNotes(parseJson(row.notes)),
      fragranceFamily: deriveFragranceFamily(accords.map((accord) => accord.key)),
      isNiche: isNicheHouse(brand),
      longevity,
      sillage,
      votes: Math.max(longevity?.votes ?? 0, sillage?.votes ?? 0),
    },
  };
}
