// Finds perfumes in the words OCR read on a photo. Words are grouped by position (a
// bottle's label is a cluster of nearby words; the next bottle is further away), and a
// group names a catalog perfume only when BOTH its brand (or a brand alias) and every word
// of its own name were read in that group. A group with a known brand but no such name
// becomes a brand-only detection without matches; anything else is ignored. Words of five
// or more letters may carry one OCR slip, but at least half of the name words must be
// read exactly. So an unknown bottle stays unmatched instead of being guessed.
import type { Perfume } from '../../contract/perfume';
import { tokenize } from '../../contract/search/normalize';
import { type CatalogLookup, containsToken, perfumeTokens } from '../perfumes/catalogMatch';
import { repairedTokens } from './labelWords';
import type { OcrWord } from './ocr';
import { type GroupReading, hasPrice, joinTagsWithBottles } from './shelfTags';

export interface TextDetection {
  perfume: Perfume | null;
  name: string;
  brand: string;
  concentration: string | null;
  /** 0–1: mean OCR confidence of the words the detection rests on. */
  confidence: number;
  /** The EAN/GTIN a shop feed names for `perfume`, when a barcode identified it exactly. */
  barcode?: string;
}

/**
 * An object identified before the text is read (a shelf tag by its barcode): the words
 * whose centre lies in `region` are its own print and are not matched again; it joins the
 * bottle above it like a shelf tag, and its detection wins over that bottle's reading.
 */
export interface KnownObject {
  /** The symbol itself. */
  box: OcrWord['box'];
  /** How far the object's print reaches around it. */
  region: OcrWord['box'];
  detection: TextDetection;
}

/** Words tesseract is less sure of than this (0–100) are noise on photos. */
const MIN_WORD_CONFIDENCE = 40;
/** Two words belong together when both gaps are at most this many word heights. */
const NEIGHBOUR_GAP = 1.5;
/** Distinct tokens of one group used for the pairwise catalog queries. */
const MAX_GROUP_TOKENS = 14;
const HITS_PER_QUERY = 20;
/** Brand-only detections need the brand spelled exactly; "YSL" is three letters. */
const MIN_BRAND_ONLY_TOKEN = 3;

/** Printed concentrations; `label` only when not part of the perfume's name. */
const CONCENTRATIONS: readonly [readonly string[], string][] = [
  [['extrait', 'de', 'parfum'], 'Extrait de Parfum'],
  [['eau', 'de', 'parfum'], 'Eau de Parfum'],
  [['edp'], 'Eau de Parfum'],
  [['eau', 'de', 'toilette'], 'Eau de Toilette'],
  [['edt'], 'Eau de Toilette'],
  [['eau', 'de', 'cologne'], 'Eau de Cologne'],
  [['edc'], 'Eau de Cologne'],
  [['extrait'], 'Extrait de Parfum'],
  [['cologne'], 'Cologne'],
  [['parfum'], 'Parfum'],
];
/**
 * Phrases that are never part of a name, so they are taken out before matching ("SAUVAGE
 * EAU DE TOILETTE" must not read as "Eau Sauvage"); single words like "Parfum" or
 * "Cologne" stay, because names contain them ("Sauvage Parfum", "Aventus Cologne").
 */
const SEPARATE_PHRASES = CONCENTRATIONS.filter(
  ([words]) => words.length > 1 || words[0]!.length === 3,
);

function takeOutPhrases(sequence: readonly string[]): { rest: string[]; found: string | null } {
  const rest = [...sequence];
  let found: string | null = null;
  for (const [phrase, label] of SEPARATE_PHRASES) {
    for (let i = 0; i + phrase.length <= rest.length; i++) {
      if (!phrase.every((word, k) => rest[i + k] === word)) continue;
      rest.splice(i, phrase.length);
      found ??= label;
      i--;
    }
  }
  return { rest, found };
}

const CONCENTRATION_WORDS = new Set(CONCENTRATIONS.flatMap(([words]) => words));
/** Concentration words that are never a name's own word on a label line by themselves. */
const PRINTED_CONCENTRATIONS = new Set([
  'parfum',
  'toilette',
  'cologne',
  'extrait',
  'edp',
  'edt',
  'edc',
]);

interface ReadWord {
  word: OcrWord;
  tokens: string[];
}

function groupByPosition(words: readonly ReadWord[]): ReadWord[][] {
  const parent = words.map((_, index) => index);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!.word.box;
      const b = words[j]!.word.box;
      const height = Math.max(a.y1 - a.y0, b.y1 - b.y0, 1);
      const gapX = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
      const gapY = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
      if (gapX <= NEIGHBOUR_GAP * height && gapY <= NEIGHBOUR_GAP * height) {
        parent[root(i)] = root(j);
      }
    }
  }
  const groups = new Map<number, ReadWord[]>();
  words.forEach((word, index) => {
    const key = root(index);
    groups.set(key, [...(groups.get(key) ?? []), word]);
  });
  // Reading order: top to bottom, then left to right.
  return [...groups.values()].map((group) =>
    group.sort((a, b) => a.word.box.y0 - b.word.box.y0 || a.word.box.x0 - b.word.box.x0),
  );
}

function concentrationIn(tokens: readonly string[], nameTokens: readonly string[]): string | null {
  const rest = tokens.filter((token) => !nameTokens.includes(token));
  for (const [phrase, label] of CONCENTRATIONS) {
    for (let i = 0; i + phrase.length <= rest.length; i++) {
      if (phrase.every((word, k) => rest[i + k] === word)) return label;
    }
  }
  return null;
}

function confidenceOf(group: readonly ReadWord[], tokens: readonly string[]): number {
  const used = group.filter((read) => read.tokens.some((token) => containsToken(tokens, token)));
  if (used.length === 0) return 0;
  const mean = used.reduce((sum, read) => sum + read.word.confidence, 0) / used.length;
  return Math.round(Math.min(100, Math.max(0, mean))) / 100;
}

/**
 * The perfume's brand (or one alias) and all of its own name words are among `tokens`. A
 * name that is only the brand ("Nina" of Nina Ricci) needs a line of its own that reads
 * just the name.
 */
function readOnLabel(perfume: Perfume, tokens: readonly string[], group: readonly ReadWord[]) {
  const { brandSpellings, own, brand } = perfumeTokens(perfume);
  if (own.every((token) => brand.includes(token))) {
    const ownSet = new Set(own);
    const sameWords = (words: readonly string[]) =>
      new Set(words).size === ownSet.size && words.every((token) => ownSet.has(token));
    // "MARC JACOBS" alone is the brand, not the perfume "Marc Jacobs".
    if (brandSpellings.some(sameWords)) return null;
    if (!group.some((read) => sameWords(takeOutPhrases(read.tokens).rest))) return null;
  }
  const brandSeen = brandSpellings.find(
    (spelling) => spelling.length > 0 && spelling.every((token) => containsToken(tokens, token)),
  );
  if (!brandSeen || !own.every((token) => containsToken(tokens, token))) return null;
  // A concentration word of the name ("Le Male Le Parfum") counts only on a line with
  // another word of the name: "PARFUM" printed on its own is the bottle's concentration.
  // Readers that give single words (tesseract) cannot tell and skip this.
  const byLine = group.some((read) => read.tokens.length > 1);
  const nameWords = own.filter((token) => !PRINTED_CONCENTRATIONS.has(token));
  const concentrationRead = own
    .filter((token) => byLine && PRINTED_CONCENTRATIONS.has(token))
    .every((token) =>
      group.some(
        (read) =>
          read.tokens.includes(token) &&
          nameWords.some((other) => containsToken(read.tokens, other)),
      ),
    );
  if (nameWords.length > 0 && !concentrationRead) return null;
  // One-letter OCR slips are tolerated in a minority of the name words only: "CHANE
  // PARFU" must not become "Chance Parfum".
  const exact = own.filter((token) => tokens.includes(token)).length;
  if (exact === 0 || exact * 2 < own.length) return null;
  return { own, brandSeen };
}

/** Words printed next to a name that never make it another perfume. */
const LABEL_WORDS = new Set([
  'paris',
  'london',
  'spray',
  'vaporisateur',
  'natural',
  'vapo',
  'ml',
  'fl',
  'oz',
]);

/**
 * A line that carries the perfume's name also carries a word its name, aliases and brand
 * lack ("EROS NUIT SAUVAGE" is not Eros, "AVENTUS ABSOLU NOIR" not Aventus): the label
 * names another perfume, most likely one missing from the catalog. Lines of one word only
 * (tesseract's) cannot tell and pass.
 */
function namesSomethingElse(perfume: Perfume, group: readonly ReadWord[]): boolean {
  const tokens = perfumeTokens(perfume);
  const explained = [...tokens.name, ...tokens.nameAliases, ...tokens.brand];
  return group.some((read) => {
    const { rest } = takeOutPhrases(read.tokens);
    if (rest.length < 2 || !rest.some((token) => containsToken(tokens.own, token))) return false;
    return rest.some(
      (token) =>
        token.length >= 3 &&
        !/^[0-9]/.test(token) &&
        !CONCENTRATION_WORDS.has(token) &&
        !LABEL_WORDS.has(token) &&
        !containsToken(explained, token),
    );
  });
}

function perfumesInGroup(catalog: CatalogLookup, group: readonly ReadWord[]): TextDetection[] {
  const { rest, found: printed } = takeOutPhrases(group.flatMap((read) => read.tokens));
  const tokens = [...new Set(rest)];
  const queryTokens = tokens
    .filter((token) => !CONCENTRATION_WORDS.has(token))
    .slice(0, MAX_GROUP_TOKENS);
  const candidates = new Map<string, Perfume>();
  for (let i = 0; i < queryTokens.length; i++) {
    for (let j = i + 1; j < queryTokens.length; j++) {
      const query = `${queryTokens[i]} ${queryTokens[j]}`;
      for (const perfume of catalog.search(query, 1, HITS_PER_QUERY).perfumes) {
        candidates.set(perfume.id, perfume);
      }
    }
  }
  const accepted = [...candidates.values()]
    .map((perfume) => ({ perfume, read: readOnLabel(perfume, tokens, group) }))
    .filter((candidate) => candidate.read !== null && !namesSomethingElse(candidate.perfume, group))
    .sort((a, b) => b.read!.own.length - a.read!.own.length || b.perfume.votes - a.perfume.votes);
  // Longest names first ("Sauvage Elixir" before "Sauvage"); a name word serves one perfume.
  const usedNameTokens = new Set<string>();
  const detections: TextDetection[] = [];
  for (const { perfume, read } of accepted) {
    if (read!.own.some((token) => usedNameTokens.has(token))) continue;
    for (const token of read!.own) usedNameTokens.add(token);
    const nameTokens = [...read!.own, ...read!.brandSeen];
    detections.push({
      perfume,
      name: perfume.name,
      brand: perfume.brand,
      concentration: printed ?? concentrationIn(tokens, tokenize(perfume.name)),
      confidence: confidenceOf(group, nameTokens),
    });
  }
  return detections;
}

/** A brand read in full in the group, with the other words as the (unknown) name. */
function brandOnly(catalog: CatalogLookup, group: readonly ReadWord[]): TextDetection | null {
  const { rest, found: printed } = takeOutPhrases(group.flatMap((read) => read.tokens));
  const tokens = [...new Set(rest)];
  for (const token of tokens) {
    if (token.length < MIN_BRAND_ONLY_TOKEN || CONCENTRATION_WORDS.has(token)) continue;
    for (const perfume of catalog.search(token, 1, 5).perfumes) {
      const spelling = perfumeTokens(perfume).brandSpellings.find(
        (candidate) => candidate.includes(token) && candidate.every((t) => tokens.includes(t)),
      );
      if (!spelling) continue;
      const rest = group.filter(
        (read) =>
          read.tokens.some((t) => !spelling.includes(t) && !CONCENTRATION_WORDS.has(t)) &&
          /[a-z]{3}/i.test(read.word.text),
      );
      return {
        perfume: null,
        name: rest.map((read) => read.word.text).join(' '),
        brand: perfume.brand,
        concentration: printed ?? concentrationIn(tokens, []),
        confidence: confidenceOf(group, spelling),
      };
    }
  }
  return null;
}

export function detectPerfumesInText(
  catalog: CatalogLookup,
  words: readonly OcrWord[],
): TextDetection[] {
  return readPhotoText(catalog, words).detections;
}

/** Words that make a group a label: at least four letters, not a price or concentration. */
const LABEL_LIKE = /^[a-z]{4,}$/;

/**
 * The perfumes found, and how many labels were read but named nothing: groups of text
 * with a word of four or more letters (not a concentration or a label word such as
 * "spray") that neither a catalog perfume nor a known brand explains. Price lines
 * ("100 ml · 89,95 €") do not count. A shelf tag and its bottle count as one object
 * (shelfTags.ts); `joinTags: false` reads them apart (the benchmark's baseline). `known`
 * objects (barcode finds) come first in the detections.
 */
export function readPhotoText(
  catalog: CatalogLookup,
  words: readonly OcrWord[],
  options: { joinTags?: boolean; known?: readonly KnownObject[] } = {},
): { detections: TextDetection[]; unreadLabels: number } {
  const dictionary = catalog.words?.() ?? new Set<string>();
  const known = (options.known ?? []).map((object): GroupReading => {
    const own = words.filter((word) => within(word.box, object.region));
    return {
      box: boxOf([object.box, ...own.map((word) => word.box)]),
      tag: true,
      found: [object.detection],
      brand: null,
      unread: false,
      certain: true,
    };
  });
  const beside = words.filter(
    (word) => !options.known?.some((object) => within(word.box, object.region)),
  );
  const readable = beside
    .filter((word) => word.confidence >= MIN_WORD_CONFIDENCE)
    .map((word) => ({ word, tokens: repairedTokens(tokenize(word.text), dictionary) }))
    .filter((read) => read.tokens.length > 0);
  const groups = groupByPosition(readable);
  const read = groups.map((group): GroupReading => {
    const found = perfumesInGroup(catalog, group);
    const brand = found.length > 0 ? null : brandOnly(catalog, group);
    return {
      box: boxOf(group.map((word) => word.word.box)),
      tag: hasPrice(group.map((read) => read.word)),
      found,
      brand,
      unread: found.length === 0 && !brand && looksLikeLabel(group),
    };
  });
  const readings = [...known, ...read];
  if (options.joinTags ?? true) {
    joinTagsWithBottles(readings, (tag, detection) => {
      const group = groups[read.indexOf(tag)];
      return detection.perfume && group ? namesSomethingElse(detection.perfume, group) : false;
    });
  }
  return {
    detections: readings.flatMap((reading) => [
      ...reading.found,
      ...(reading.brand ? [reading.brand] : []),
    ]),
    unreadLabels: readings.filter((reading) => reading.unread).length,
  };
}

function looksLikeLabel(group: readonly ReadWord[]): boolean {
  return group.some((read) =>
    read.tokens.some(
      (token) =>
        LABEL_LIKE.test(token) && !CONCENTRATION_WORDS.has(token) && !LABEL_WORDS.has(token),
    ),
  );
}

function boxOf(boxes: readonly OcrWord['box'][]): OcrWord['box'] {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

/** The box's centre lies in the region. */
function within(box: OcrWord['box'], region: OcrWord['box']): boolean {
  const x = (box.x0 + box.x1) / 2;
  const y = (box.y0 + box.y1) / 2;
  return x >= region.x0 && x <= region.x1 && y >= region.y0 && y <= region.y1;
}
