// The pieces of the search ranking: kinds of match, rank weights and sort keys, the bounds
// that let SearchIndex skip candidates, and small helpers over terms and sorted lists. Kept
// apart so the index module reads as the algorithm.

export const EXACT = 0;
export const PREFIX = 1;
export const FUZZY = 2;
export const NO_MATCH = 255;

/** Tokens shorter than this are optional ("d", "de", "no") unless the query has nothing else. */
export const MIN_REQUIRED_TOKEN = 3;
export const MIN_PREFIX_TOKEN = 3;
export const MIN_FUZZY_TOKEN = 4;
/** Name words beyond this many do not count for name coverage (bit mask width). */
export const MAX_NAME_WORDS = 30;
/** Rank values stay below 2^27; document numbers below 2^22 (4 million). */
export const RANK_OFFSET = 2 ** 27;
export const DOC_SLOTS = 2 ** 22;
/** Weights of the lexicographic rank; a typo outweighs any mix of the lesser criteria. */
export const TYPO_WEIGHT = 1e7;
export const PREFIX_WEIGHT = 1e6;
export const OPTIONAL_WEIGHT = 1e5;
export const WHOLE_WEIGHT = 1e4;
export const SHARE_SCALE = 1000;

/**
 * Moves the cursor in an ascending list to the first entry not below `doc` (galloping,
 * so long lists are skipped through cheaply) and says whether that entry is `doc`.
 */
export function seek(list: Int32Array, cursors: Int32Array, slot: number, doc: number): boolean {
  let low = cursors[slot]!;
  if (low < list.length && list[low]! < doc) {
    let step = 1;
    let high = low + 1;
    while (high < list.length && list[high]! < doc) {
      low = high;
      step *= 2;
      high = low + step;
    }
    low += 1;
    high = Math.min(high, list.length);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]! < doc) low = middle + 1;
      else high = middle;
    }
    cursors[slot] = low;
  }
  return low < list.length && list[low] === doc;
}

/** Sort key: rank first, then the lower document number (the more notable perfume). */
export function rankKey(rankValue: number, doc: number): number {
  return (rankValue + RANK_OFFSET) * DOC_SLOTS + (DOC_SLOTS - 1 - doc);
}

/** The most the name-coverage criteria can add when at most `coverable` own words match. */
export function wordsBound(ownWords: number, coverable: number): number {
  if (ownWords === 0) return 0;
  if (coverable >= ownWords) return WHOLE_WEIGHT + SHARE_SCALE;
  return Math.round((coverable / ownWords) * SHARE_SCALE);
}

/** How many of the words share their first three letters at most (a prefix's reach). */
export function mostSharedStart(words: readonly string[]): number {
  const counts = new Map<string, number>();
  let most = 1;
  for (const word of words) {
    if (word.length < MIN_PREFIX_TOKEN) continue;
    const start = word.slice(0, MIN_PREFIX_TOKEN);
    const count = (counts.get(start) ?? 0) + 1;
    counts.set(start, count);
    if (count > most) most = count;
  }
  return most;
}

/** The best match kind the table gives any of the terms `terms[from, to)`. */
export function bestKind(table: Uint8Array, terms: Uint32Array, from: number, to: number): number {
  let best = NO_MATCH;
  for (let i = from; i < to; i++) {
    const kind = table[terms[i]!]!;
    if (kind < best) best = kind;
  }
  return best;
}

/**
 * Bit mask of the document's own name words (`own[ownFrom, ownTo)`) that this token
 * matched as well as it matched any of the document's terms (`terms[from, to)`), so a
 * brand query ("hermes") does not favour names that merely start with it ("Hermessence").
 */
export function wordsMatched(
  table: Uint8Array,
  terms: Uint32Array,
  from: number,
  to: number,
  own: Uint32Array,
  ownFrom: number,
  ownTo: number,
): number {
  const best = bestKind(table, terms, from, to);
  if (best === NO_MATCH) return 0;
  let mask = 0;
  for (let i = ownFrom; i < ownTo; i++) if (table[own[i]!] === best) mask |= 1 << (i - ownFrom);
  return mask;
}

export function popcount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits !== 0; bits &= bits - 1) count++;
  return count;
}

/**
 * Elided words written together as people type them: "J'adore" is also "jadore",
 * "L'Homme" also "lhomme". Extra terms only: they never count as name words for ranking.
 */
export function elisionsOf(tokens: readonly string[]): string[] {
  const glued: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (/^[cdjlmnst]$/.test(tokens[i]!) && /^[a-z]/.test(tokens[i + 1]!)) {
      glued.push(tokens[i]! + tokens[i + 1]!);
    }
  }
  return glued;
}

export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function deletionsOf(term: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < term.length; i++) variants.push(term.slice(0, i) + term.slice(i + 1));
  return variants;
}

/** The first index in `list[from, to)` (ascending) whose document is not below `doc`. */
export function lowerBoundFrom(list: Int32Array, from: number, to: number, doc: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < doc) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Two ascending document lists merged into one, each document once. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const merged = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) i++;
    if (y <= x) j++;
    merged[n++] = x <= y ? x : y;
  }
  while (i < a.length) merged[n++] = a[i++]!;
  while (j < b.length) merged[n++] = b[j++]!;
  return merged.subarray(0, n);
}

export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
