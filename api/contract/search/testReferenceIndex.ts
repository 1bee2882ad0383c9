// Test-only: the search ranking exactly as it was before the fast paths (every candidate
// ranked, typos always expanded), kept so searchIndexParity.test.ts can prove that the
// fast SearchIndex returns the same pages (and bench:search can time both). Never imported
// by app code.
import { concentrationTerms } from './concentrationTerms';
import { TopKeys } from './topKeys';
import { editDistance, tokenize } from './normalize';
import type { SearchDocument, SearchHits } from './searchIndex';

const EXACT = 0;
const PREFIX = 1;
const FUZZY = 2;
const NO_MATCH = 255;

/** Tokens shorter than this are optional ("d", "de", "no") unless the query has nothing else. */
const MIN_REQUIRED_TOKEN = 3;
const MIN_PREFIX_TOKEN = 3;
const MIN_FUZZY_TOKEN = 4;
/** Name words beyond this many do not count for name coverage (bit mask width). */
const MAX_NAME_WORDS = 30;
/** Rank values stay below 2^27; document numbers below 2^22 (4 million). */
const RANK_OFFSET = 2 ** 27;
const DOC_SLOTS = 2 ** 22;

/** What one query token can stand for: vocabulary terms with the kind of match. */
interface Expansion {
  terms: number[];
  /** Dense table over all term ids: the match kind, or NO_MATCH. Pooled, see release(). */
  table: Uint8Array;
  /** Total postings behind the terms, to start intersection with the rarest token. */
  size: number;
}

export class ReferenceSearchIndex {
  private readonly ids: string[] = [];
  /** Per document: its distinct name, brand and alias terms. */
  private readonly docTerms: Uint32Array[] = [];
  /** Per document: the name words that do not repeat the brand (or the whole name). */
  private readonly docOwnWords: Uint32Array[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly sortedTerms: string[];
  private readonly sortedTermIds: Uint32Array;
  private readonly postings: Int32Array[];
  private readonly deletions = new Map<string, number[]>();
  private readonly docScratch: Uint8Array;
  private readonly tablePool: Uint8Array[] = [];

  constructor(documents: readonly SearchDocument[]) {
    if (documents.length >= DOC_SLOTS) throw new Error('Zu viele Dokumente für den Suchindex.');
    const ordered = [...documents].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
    const postingLists: number[][] = [];
    const termFor = (token: string): number => {
      let id = this.termIds.get(token);
      if (id === undefined) {
        id = this.terms.length;
        this.termIds.set(token, id);
        this.terms.push(token);
        postingLists.push([]);
      }
      return id;
    };
    ordered.forEach((doc, docIndex) => {
      const nameTokens = tokenize(doc.name);
      const name = unique(nameTokens.map(termFor));
      const brand = unique([doc.brand, ...doc.aliases].flatMap(tokenize).map(termFor));
      const own = name.filter((term) => !brand.includes(term));
      const extra = [...elisionsOf(nameTokens), ...concentrationTerms(doc.concentration)];
      const all = unique([...name, ...brand, ...extra.map(termFor)]);
      this.ids.push(doc.id);
      this.docTerms.push(Uint32Array.from(all));
      this.docOwnWords.push(
        Uint32Array.from((own.length > 0 ? own : name).slice(0, MAX_NAME_WORDS)),
      );
      for (const term of all) postingLists[term]!.push(docIndex);
    });
    this.postings = postingLists.map((list) => Int32Array.from(list));
    this.sortedTerms = [...this.terms].sort();
    this.sortedTermIds = Uint32Array.from(this.sortedTerms, (term) => this.termIds.get(term)!);
    this.terms.forEach((term, id) => {
      if (term.length < MIN_FUZZY_TOKEN - 1) return;
      for (const variant of deletionsOf(term)) {
        const list = this.deletions.get(variant);
        if (list) list.push(id);
        else this.deletions.set(variant, [id]);
      }
    });
    this.docScratch = new Uint8Array(ordered.length).fill(NO_MATCH);
  }

  get size(): number {
    return this.ids.length;
  }

  search(query: string, offset = 0, limit = 20): SearchHits {
    const tokens = unique(tokenize(query));
    const long = tokens.filter((token) => token.length >= MIN_REQUIRED_TOKEN);
    const requiredTokens = long.length > 0 ? long : tokens;
    const optionalTokens =
      long.length > 0 ? tokens.filter((t) => t.length < MIN_REQUIRED_TOKEN) : [];
    const required = requiredTokens.map((token) => this.expand(token, false));
    const optional = optionalTokens.map((token) => this.expand(token, true));
    try {
      if (required.length === 0 || required.some((expansion) => expansion.size === 0)) {
        return { ids: [], total: 0 };
      }
      required.sort((a, b) => a.size - b.size);
      return this.rank(required, optional, offset + limit, offset);
    } finally {
      for (const expansion of [...required, ...optional]) this.release(expansion);
    }
  }

  /**
   * Candidates are the documents of the rarest token; every other token is checked
   * against each candidate's own few terms, which stays cheap however common it is.
   */
  private rank(
    required: Expansion[],
    optional: Expansion[],
    keep: number,
    offset: number,
  ): SearchHits {
    const candidates = this.documentsOf(required[0]!);
    const best = new TopKeys(keep);
    let total = 0;
    for (const doc of candidates) {
      const terms = this.docTerms[doc]!;
      let fuzzy = 0;
      let prefix = 0;
      let matchesAll = true;
      for (const expansion of required) {
        const kind = bestKind(expansion.table, terms);
        if (kind === NO_MATCH) {
          matchesAll = false;
          break;
        }
        if (kind === FUZZY) fuzzy++;
        else if (kind === PREFIX) prefix++;
      }
      if (!matchesAll) continue;
      total++;
      const own = this.docOwnWords[doc]!;
      let matchedWords = 0;
      let optionalMatched = 0;
      for (const expansion of required) matchedWords |= wordsMatched(expansion.table, terms, own);
      for (const expansion of optional) {
        if (bestKind(expansion.table, terms) === NO_MATCH) continue;
        optionalMatched++;
        matchedWords |= wordsMatched(expansion.table, terms, own);
      }
      const covered = popcount(matchedWords);
      const whole = own.length > 0 && covered === own.length ? 1 : 0;
      const share = own.length > 0 ? Math.round((covered / own.length) * 1000) : 0;
      const rankValue = -fuzzy * 1e7 - prefix * 1e6 + optionalMatched * 1e5 + whole * 1e4 + share;
      best.offer((rankValue + RANK_OFFSET) * DOC_SLOTS + (DOC_SLOTS - 1 - doc));
    }
    const ids = best
      .sortedDescending()
      .slice(offset)
      .map((key) => this.ids[DOC_SLOTS - 1 - (key % DOC_SLOTS)]!);
    return { ids, total };
  }

  private documentsOf(expansion: Expansion): Int32Array {
    if (expansion.terms.length === 1) return this.postings[expansion.terms[0]!]!;
    const seen = this.docScratch;
    const docs: number[] = [];
    for (const term of expansion.terms) {
      for (const doc of this.postings[term]!) {
        if (seen[doc] === NO_MATCH) {
          seen[doc] = 0;
          docs.push(doc);
        }
      }
    }
    for (const doc of docs) seen[doc] = NO_MATCH;
    return Int32Array.from(docs);
  }

  /** Every vocabulary term the token can stand for, with the best kind of match. */
  private expand(token: string, exactOnly: boolean): Expansion {
    const table = this.tablePool.pop() ?? new Uint8Array(this.terms.length).fill(NO_MATCH);
    const terms: number[] = [];
    const add = (id: number, kind: number) => {
      if (table[id] !== NO_MATCH) return;
      table[id] = kind;
      terms.push(id);
    };
    const exact = this.termIds.get(token);
    if (exact !== undefined) add(exact, EXACT);
    if (!exactOnly && token.length >= MIN_PREFIX_TOKEN) {
      for (let i = lowerBound(this.sortedTerms, token); i < this.sortedTerms.length; i++) {
        if (!this.sortedTerms[i]!.startsWith(token)) break;
        add(this.sortedTermIds[i]!, PREFIX);
      }
    }
    if (!exactOnly && token.length >= MIN_FUZZY_TOKEN) {
      for (const id of this.typoNeighbours(token)) add(id, FUZZY);
    }
    let size = 0;
    for (const id of terms) size += this.postings[id]!.length;
    return { terms, table, size };
  }

  private release(expansion: Expansion): void {
    for (const id of expansion.terms) expansion.table[id] = NO_MATCH;
    this.tablePool.push(expansion.table);
  }

  /** Terms one edit away (insert, delete, substitute, swap neighbours), via deletion keys. */
  private typoNeighbours(token: string): Set<number> {
    const found = new Set<number>();
    const consider = (ids: readonly number[] | undefined) => {
      for (const id of ids ?? []) found.add(id);
    };
    consider(this.deletions.get(token)); // a letter missing in the query
    for (const variant of deletionsOf(token)) {
      const id = this.termIds.get(variant); // an extra letter in the query
      if (id !== undefined) found.add(id);
      consider(this.deletions.get(variant)); // a wrong or swapped letter
    }
    for (const id of found) {
      if (editDistance(token, this.terms[id]!, 1) > 1) found.delete(id);
    }
    return found;
  }
}

function bestKind(table: Uint8Array, terms: Uint32Array): number {
  let best = NO_MATCH;
  for (let i = 0; i < terms.length; i++) {
    const kind = table[terms[i]!]!;
    if (kind < best) best = kind;
  }
  return best;
}

/**
 * Bit mask of the document's own name words that this token matched as well as it
 * matched anything in the document, so a brand query ("hermes") does not favour names
 * that merely start with it ("Hermessence").
 */
function wordsMatched(table: Uint8Array, terms: Uint32Array, own: Uint32Array): number {
  const best = bestKind(table, terms);
  if (best === NO_MATCH) return 0;
  let mask = 0;
  for (let i = 0; i < own.length; i++) if (table[own[i]!] === best) mask |= 1 << i;
  return mask;
}

function popcount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits !== 0; bits &= bits - 1) count++;
  return count;
}

/**
 * Elided words written together as people type them: "J'adore" is also "jadore",
 * "L'Homme" also "lhomme". Extra terms only: they never count as name words for ranking.
 */
function elisionsOf(tokens: readonly string[]): string[] {
  const glued: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (/^[cdjlmnst]$/.test(tokens[i]!) && /^[a-z]/.test(tokens[i + 1]!)) {
      glued.push(tokens[i]! + tokens[i + 1]!);
    }
  }
  return glued;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function deletionsOf(term: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < term.length; i++) variants.push(term.slice(0, i) + term.slice(i + 1));
  return variants;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
