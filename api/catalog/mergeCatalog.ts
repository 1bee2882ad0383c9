// Joins today's catalog records (built from fragrantica-37k) with the three newer sources by
// the Fragrantica numeric id, field by field. Which source wins for which field, and why, is
// in FIELD_RULES (printed in the build report). Today's records keep their id, name, brand,
// accords and notes, so users' lists, the reviewed tables and the expert lists still point at
// the same perfumes; the newer sources add facts and the perfumes launched after 2017.
import type { CatalogRecord, Gender } from '../contract/perfume';
import { tokenize } from '../contract/search/normalize';
import { accordNamesDe } from './accordNames';
import { brandAbbreviations, brandCorrections, sourceBrandSpellings } from './brandCorrections';
import type { FencunRow, Pyramid, ScraperRow, SenadaRow } from './candidateSources';
import { englishOfGlossed, hasChinese } from './deriveZhNoteNames';
import { deriveFragranceFamily } from './fragranceFamily';
import {
  applyReviewedPhrases,
  lostLetterSuspects,
  restoreStrippedAccents,
  type Vocabulary,
} from './nameRepair';
import { isNicheHouse } from './nicheHouses';
import { germanNoteName } from './noteNames';
import { zhNoteNames } from './zhNoteNames';

export const FIELD_RULES: readonly [string, string][] = [
  ['id', 'fra-<Fragrantica id>, the same in every source; today’s ids are all kept'],
  [
    'name, brand',
    'today’s catalog (reviewed name repair; FenCun’s spelling where it only adds accents the 37k file stripped or has letters the 37k file lost: it is the source site’s own), else FenCun (proper accents), else senada, else the scraper, with the reviewed phrases and the word lists’ accents applied ("Eau Fraîche"); brands through the reviewed spelling tables; every other source spelling becomes a search alias',
  ],
  ['year', 'today’s catalog, else FenCun, else senada (launch year as stated)'],
  [
    'accords',
    'today’s catalog (the engine is calibrated on it), else FenCun (up to 8 with strength), else senada (up to 5)',
  ],
  [
    'notes',
    'today’s catalog, else senada (English pyramid), else FenCun (Chinese names through the derived table zhNoteNames.ts; unknown ones left out)',
  ],
  [
    'gender',
    'the scraper (crawled 2025–26), else FenCun, else senada; all three copy the source site’s label',
  ],
  [
    'rating',
    'the scraper (freshest, with its vote count), else FenCun (with its vote count), else senada (vote count unknown: senada’s counts are cut at the thousands separator)',
  ],
  [
    'votes',
    'the largest of the scraper’s and FenCun’s vote counts and today’s longevity/sillage vote count (counts only grow; senada’s are broken and never used)',
  ],
  ['seasons, daytime', 'FenCun (the only source with them)'],
  ['perfumers', 'senada (the only source with them)'],
  [
    'longevity, sillage',
    'today’s catalog (vote buckets); FenCun’s averages carry no vote count and are not used',
  ],
  ['concentration', 'read from the name ("Eau de Parfum", "Extrait" …)'],
];

export interface MergeInput {
  base: readonly CatalogRecord[];
  fencun: ReadonlyMap<string, FencunRow>;
  senada: ReadonlyMap<string, SenadaRow>;
  scraper: ReadonlyMap<string, ScraperRow>;
  /** Word lists: accents the newer sources also strip ("Eau Fraiche") are restored. */
  vocabulary?: Vocabulary;
}

export interface MergeReport {
  records: CatalogRecord[];
  rows: Record<'base' | 'fencun' | 'senada' | 'scraper', number>;
  /** Field → source → how many records took the field from it. */
  wins: Record<string, Record<string, number>>;
  dropped: Record<string, string[]>;
  /** Chinese note names without an English name, with how often they occur. */
  unmappedNotes: Map<string, number>;
}

const CONCENTRATIONS: readonly [RegExp, string][] = [
  [/\bextrait\b/i, 'Extrait de Parfum'],
  [/\beau de parfum\b|\bedp\b/i, 'Eau de Parfum'],
  [/\beau de toilette\b|\bedt\b/i, 'Eau de Toilette'],
  [/\beau de cologne\b|\bcologne\b/i, 'Eau de Cologne'],
  [/\b(le |the )?parfum\s*$|\bpure perfume\b/i, 'Parfum'],
];

export function concentrationOf(name: string): string | null {
  return CONCENTRATIONS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ').replace(/[’‘]/g, "'");
/**
 * The spelling table by cleaned key: the merge cleans a source's brand before the look-up
 * (curly apostrophes straight), and the table lists the sources' own spellings ("D’ORSAY").
 */
const spellingOfCleaned = new Map(
  Object.entries(sourceBrandSpellings).map(([source, brand]) => [clean(source), brand]),
);

/** A source's brand spelling (cleaned or as the source writes it) → the catalog's brand. */
export function catalogBrand(sourceBrand: string): string {
  return spellingOfCleaned.get(clean(sourceBrand)) ?? brandCorrections[sourceBrand] ?? sourceBrand;
}
const foldsEqual = (a: string, b: string) => tokenize(a).join(' ') === tokenize(b).join(' ');
const accented = (text: string) => text.replace(/[\p{ASCII}]/gu, '').length;

/**
 * FenCun's spelling of today's name when it only restores accents the source stripped, or
 * when today's name still has a lone letter where one was lost ("Mam e e Beb"): the id is the
 * same perfume, and FenCun has the letters ("Mamãe e Bebê").
 */
function respell(today: string, fencun: string | undefined): string {
  if (!fencun) return today;
  const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
  if (lostLetterSuspects(today).length > 0 && letters(clean(fencun)) >= letters(today)) {
    return clean(fencun);
  }
  if (!foldsEqual(fencun, today)) return today;
  return accented(clean(fencun)) > accented(today) ? clean(fencun) : today;
}

function count(wins: MergeReport['wins'], field: string, source: string) {
  const bySource = (wins[field] ??= {});
  bySource[source] = (bySource[source] ?? 0) + 1;
}

/** First source with a value, counted in the report. */
function pick<T>(
  wins: MergeReport['wins'],
  field: string,
  options: readonly [string, T | null | undefined][],
): T | null {
  for (const [source, value] of options) {
    if (value !== null && value !== undefined) {
      count(wins, field, source);
      return value;
    }
  }
  return null;
}

function germanList(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => germanNoteName(name.trim())).filter(Boolean))];
}

function pyramidRecord(pyramid: Pyramid) {
  const top = germanList(pyramid.top);
  const heart = germanList(pyramid.middle);
  const base = germanList(pyramid.base);
  return { notes: [...new Set([...top, ...heart, ...base])], pyramid: { top, heart, base } };
}

/** FenCun's note names → English: glossed English as is, Chinese through the table. */
function englishNotes(names: readonly string[], unmapped: Map<string, number>): string[] {
  return names.flatMap((name) => {
    const glossed = englishOfGlossed(name);
    if (glossed) return [glossed];
    if (!hasChinese(name)) return [name];
    const english = zhNoteNames[name];
    if (english) return [english];
    unmapped.set(name, (unmapped.get(name) ?? 0) + 1);
    return [];
  });
}

function notesOf(
  senada: SenadaRow | undefined,
  fencun: FencunRow | undefined,
  report: MergeReport,
): Pick<CatalogRecord, 'notes' | 'pyramid'> | null {
  if (senada?.pyramid) {
    count(report.wins, 'notes', 'senada');
    return pyramidRecord(senada.pyramid);
  }
  if (fencun?.pyramid) {
    const { top, middle, base } = fencun.pyramid;
    const english = (list: string[]) => englishNotes(list, report.unmappedNotes);
    const result = pyramidRecord({
      top: english(top),
      middle: english(middle),
      base: english(base),
    });
    if (result.notes.length > 0) {
      count(report.wins, 'notes', 'fencun');
      return result;
    }
  }
  if (fencun && fencun.flatNotes.length > 0) {
    const notes = germanList(englishNotes(fencun.flatNotes, report.unmappedNotes));
    if (notes.length > 0) {
      count(report.wins, 'notes', 'fencun');
      return { notes, pyramid: null };
    }
  }
  return null;
}

function accordsOf(keys: readonly string[]): CatalogRecord['accords'] {
  return keys.map((key) => ({ key, name: accordNamesDe[key] ?? key }));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The facts every record gets from the newer sources, whether it is new or today's. */
function newerFacts(
  id: string,
  name: string,
  proxyVotes: number,
  { fencun, senada, scraper }: MergeInput,
  report: MergeReport,
) {
  const f = fencun.get(id);
  const s = senada.get(id);
  const c = scraper.get(id);
  const gender = pick<Gender>(report.wins, 'gender', [
    ['scraper', c?.gender],
    ['fencun', f?.gender],
    ['senada', s?.gender],
  ]);
  const rating = pick(report.wins, 'rating', [
    ['scraper', c?.rating && c.votes ? { value: c.rating, votes: c.votes } : null],
    ['fencun', f?.rating && f.people ? { value: f.rating, votes: f.people } : null],
    ['senada', s?.rating ? { value: s.rating, votes: null } : null],
  ]);
  const counts: [string, number][] = [
    ['scraper', c?.votes ?? 0],
    ['fencun', f?.people ?? 0],
    ['today', proxyVotes],
  ];
  const [votesSource, votes] = counts.reduce((best, next) => (next[1] > best[1] ? next : best));
  if (votes > 0) count(report.wins, 'votes', votesSource);
  const seasons = f?.seasons
    ? {
        winter: round1(f.seasons.winter * 100),
        spring: round1(f.seasons.spring * 100),
        summer: round1(f.seasons.summer * 100),
        autumn: round1(f.seasons.autumn * 100),
      }
    : null;
  const daytime = f?.daytime
    ? { day: round1(f.daytime.day * 100), night: round1(f.daytime.night * 100) }
    : null;
  if (seasons) count(report.wins, 'seasons, daytime', 'fencun');
  const perfumers = s?.perfumer ? [clean(s.perfumer)] : [];
  if (perfumers.length > 0) count(report.wins, 'perfumers', 'senada');
  const concentration = concentrationOf(name);
  if (concentration) count(report.wins, 'concentration', 'name');
  return { votes, gender, rating, seasons, daytime, perfumers, concentration };
}

/** Source spellings of brand and name that differ from the catalog's become aliases. */
function aliasesOf(
  record: Pick<CatalogRecord, 'name' | 'brand' | 'aliases'>,
  spellings: readonly (string | null | undefined)[],
): string[] {
  // Search folds accents, case and punctuation, so a spelling that folds to the name or the
  // brand adds nothing but bytes (to the offline index above all).
  const known = new Set([record.name, record.brand].map((text) => tokenize(text).join(' ')));
  const aliases = new Map<string, string>();
  const add = (value: string) => {
    const folded = tokenize(value).join(' ');
    if (value && !known.has(folded) && !aliases.has(folded)) aliases.set(folded, value);
  };
  for (const alias of record.aliases) add(alias);
  for (const spelling of spellings) add(spelling ? clean(spelling) : '');
  for (const abbreviation of brandAbbreviations[record.brand] ?? []) add(abbreviation);
  return [...aliases.values()];
}

export function mergeCatalog(input: MergeInput): MergeReport {
  const report: MergeReport = {
    records: [],
    rows: {
      base: input.base.length,
      fencun: input.fencun.size,
      senada: input.senada.size,
      scraper: input.scraper.size,
    },
    wins: {},
    dropped: {},
    unmappedNotes: new Map(),
  };
  const drop = (reason: string, what: string) => (report.dropped[reason] ??= []).push(what);
  const seen = new Set<string>();

  for (const record of input.base) {
    const id = /^fra-(\d+)$/.exec(record.id)?.[1];
    if (!id) {
      // Suffixed ids are the second perfume behind a colliding source id: whose facts the
      // newer sources hold is unknown, so they stay as today.
      report.records.push(record);
      continue;
    }
    seen.add(id);
    const f = input.fencun.get(id);
    const s = input.senada.get(id);
    const c = input.scraper.get(id);
    const respelled = respell(record.name, f?.name);
    if (respelled !== record.name) count(report.wins, 'respelled name', 'fencun');
    const facts = newerFacts(id, respelled, record.votes, input, report);
    const merged: CatalogRecord = {
      ...record,
      name: respelled,
      aliases: aliasesOf({ ...record, name: respelled }, [
        record.name,
        f?.brand,
        s?.brand,
        c?.brand,
        f?.name,
        s?.name,
        c?.name,
      ]),
      year: record.year ?? f?.year ?? s?.year ?? null,
      ...facts,
    };
    if (merged.notes.length === 0) Object.assign(merged, notesOf(s, f, report) ?? {});
    for (const field of ['name, brand', 'accords']) count(report.wins, field, 'today');
    const yearSource = record.year ? 'today' : f?.year ? 'fencun' : s?.year ? 'senada' : null;
    if (yearSource) count(report.wins, 'year', yearSource);
    report.records.push(merged);
  }

  const newIds = [
    ...new Set([...input.fencun.keys(), ...input.senada.keys(), ...input.scraper.keys()]),
  ];
  for (const id of newIds) {
    if (seen.has(id)) continue;
    const f = input.fencun.get(id);
    const s = input.senada.get(id);
    const c = input.scraper.get(id);
    const sourceBrand = clean(f?.brand ?? s?.brand ?? c?.brand ?? '');
    const sourceName = clean(f?.name ?? s?.name ?? c?.name ?? '');
    const phrased = applyReviewedPhrases(sourceName);
    const name = input.vocabulary
      ? restoreStrippedAccents(phrased, input.vocabulary).name
      : phrased;
    if (!sourceBrand || !name) {
      drop('Marke oder Name fehlt (senada konnte den Namen nicht trennen)', `fra-${id}`);
      continue;
    }
    const accordKeys = f && f.accords.length > 0 ? f.accords.map((a) => a.key) : (s?.accords ?? []);
    const notes = notesOf(s, f, report);
    if (accordKeys.length === 0 && !notes) {
      drop(
        c && !f && !s ? 'nur beim Scraper (ohne Akkorde und Noten)' : 'weder Akkorde noch Noten',
        `fra-${id} ${sourceBrand} – ${name}`,
      );
      continue;
    }
    count(report.wins, 'name, brand', f ? 'fencun' : s?.name ? 'senada' : 'scraper');
    count(report.wins, 'accords', f && f.accords.length > 0 ? 'fencun' : 'senada');
    const brand = catalogBrand(sourceBrand);
    const year = pick<number>(report.wins, 'year', [
      ['fencun', f?.year],
      ['senada', s?.year],
    ]);
    const facts = newerFacts(id, name, 0, input, report);
    const record: CatalogRecord = {
      id: `fra-${id}`,
      name,
      brand,
      aliases: [],
      year,
      accords: accordsOf(accordKeys),
      notes: notes?.notes ?? [],
      pyramid: notes?.pyramid ?? null,
      fragranceFamily: deriveFragranceFamily(accordKeys),
      isNiche: isNicheHouse(brand),
      longevity: null,
      sillage: null,
      ...facts,
    };
    record.aliases = aliasesOf(record, [
      sourceBrand,
      sourceName,
      f?.brand,
      s?.brand,
      c?.brand,
      s?.name,
      c?.name,
    ]);
    report.records.push(record);
  }
  report.records.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return report;
}
