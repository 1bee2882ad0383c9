// Catalog search shared by the server and (offline) the browser: an inverted index over
// name, brand and alias tokens with exact, prefix and one-typo matching. Ranking is
// lexicographic: fewer typos, fewer prefix matches, more optional short words matched,
// whole name matched, share of the name matched, then notability (votes). Documents are numbered by notability so the final
// tie-break is the document number.
import { editDistance, tokenize } from './normalize';

export interface SearchDocument {
  id: string;
  name: string;
  brand: string;
  /** Other spellings of the brand or name (source spelling, abbreviations). */
  aliases: readonly string[];
  votes: number;
}

export interface SearchHits {
  /** Document ids, best first, for the requested window. */
  ids: string[];
  total: number;
}

const EXACT = 0;
const PREFIX = 1;
const FUZZY = 2;
type MatchKind = typeof EXACT | typeof PREFIX | typeof FUZZY;

/** Tokens shorter than this are optional ("d", "de", "no") unless the query has nothing else. */
const MIN_REQUIRED_TOKEN = 3;
const MIN_PREFIX_TOKEN = 3;
const MIN_FUZZY_TOKEN = 4;
const NO_MATCH = 255;

interface Expansion {
  kinds: Map<number, MatchKind>;
  size: number;
}

export class SearchIndex {
  private readonly ids: string[];
  private readonly nameTerms: Uint32Array[];
  private readonly brandTerms: Uint32Array[];
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[];
  private readonly sortedTerms: string[];
  private readonly sortedTermIds: Uint32Array;
  private readonly postings: Int32Array[];
  private readonly deletions = new Map<string, number[]>();
  private readonly scratch: Uint8Array;

  constructor(documents: readonly SearchDocument[]) {
    const ordered = [...documents].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
    const postingLists: number[][] = [];
    const termFor = (token: string): number => {
      let id = this.termIds.get(token);
      if (id === undefined) {
        id = postingLists.length;
        this.termIds.set(token, id);
        postingLists.push([]);
      }
      return id;
    };
    this.ids = ordered.map((doc) => doc.id);
    this.nameTerms = [];
    this.brandTerms = [];
    ordered.forEach((doc, docIndex) => {
      const name = unique(tokenize(doc.name).map(termFor));
      const brand = unique(
        [doc.brand, ...doc.aliases].flatMap((text) => tokenize(text)).map(termFor),
      );
      this.nameTerms.push(Uint32Array.from(name));
      this.brandTerms.push(Uint32Array.from(brand));
      for (const term of unique([...name, ...brand])) postingLists[term]!.push(docIndex);
    });
    this.postings = postingLists.map((list) => Int32Array.from(list));
    this.terms = [...this.termIds.keys()];
    this.sortedTerms = [...this.termIds.keys()].sort();
    this.sortedTermIds = Uint32Array.from(this.sortedTerms, (term) => this.termIds.get(term)!);
    for (const [term, id] of this.termIds) {
      if (term.length < MIN_FUZZY_TOKEN - 1) continue;
      for (const variant of deletionsOf(term)) {
        const list = this.deletions.get(variant);
        if (list) list.push(id);
        else this.deletions.set(variant, [id]);
      }
    }
    this.scratch = new Uint8Array(ordered.length).fill(NO_MATCH);
  }

  get size(): number {
    return this.ids.length;
  }

  search(query: string, offset = 0, limit = 20): SearchHits {
    const tokens = unique(tokenize(query));
    if (tokens.length === 0) return { ids: [], total: 0 };
    const long = tokens.filter((token) => token.length >= MIN_REQUIRED_TOKEN);
    const required = long.length > 0 ? long : tokens;
    const optional = long.length > 0 ? tokens.filter((t) => t.length < MIN_REQUIRED_TOKEN) : [];

    const expansions = required.map((token) => this.expand(token));
    if (expansions.some((expansion) => expansion.kinds.size === 0)) return { ids: [], total: 0 };
    const order = expansions
      .map((_, i) => i)
      .sort((a, b) => expansions[a]!.size - expansions[b]!.size);

    // Candidates start as the rarest token's documents and are narrowed token by token.
    const first = expansions[order[0]!]!;
    let candidates = this.collect(first);
    const kindsPerToken = new Map<number, Uint8Array>([[order[0]!, candidates.kinds]]);
    for (const tokenIndex of order.slice(1)) {
      candidates = this.narrow(candidates.docs, expansions[tokenIndex]!, kindsPerToken);
      kindsPerToken.set(tokenIndex, candidates.kinds);
      if (candidates.docs.length === 0) return { ids: [], total: 0 };
    }

    const optionalExpansions = optional.map((token) => this.expand(token, true));
    const docs = candidates.docs;
    const scores = new Float64Array(docs.length);
    const tokenKinds = order.map((tokenIndex) => kindsPerToken.get(tokenIndex)!);
    for (let i = 0; i < docs.length; i++) {
      let fuzzy = 0;
      let prefix = 0;
      for (const kinds of tokenKinds) {
        if (kinds[i] === FUZZY) fuzzy++;
        else if (kinds[i] === PREFIX) prefix++;
      }
      const name = this.nameMatch(docs[i]!, expansions, optionalExpansions);
      scores[i] =
        -fuzzy * 1e7 -
        prefix * 1e6 +
        name.optional * 1e5 +
        name.whole * 1e4 +
        Math.round(name.share * 1000);
    }
    const ranked = Array.from(docs.keys()).sort(
      (a, b) => scores[b]! - scores[a]! || docs[a]! - docs[b]!,
    );
    return {
      ids: ranked.slice(offset, offset + limit).map((i) => this.ids[docs[i]!]!),
      total: docs.length,
    };
  }

  /**
   * How well the query covers the perfume's own name, ignoring name words that repeat the
   * brand ("Chanel N 5" → "no 5"). A name word counts only when a query token matched it
   * as well as that token matched anything in the document, so a brand query ("hermes")
   * does not favour names that merely start with it ("Hermessence").
   */
  private nameMatch(doc: number, required: readonly Expansion[], optional: readonly Expansion[]) {
    const name = this.nameTerms[doc]!;
    const brand = this.brandTerms[doc]!;
    const ownWords = name.filter((term) => !brand.includes(term));
    const words = ownWords.length > 0 ? ownWords : name;
    const matched = new Set<number>();
    let optionalMatched = 0;
    for (const expansion of [...required, ...optional]) {
      let best: number = NO_MATCH;
      for (const term of name) best = Math.min(best, expansion.kinds.get(term) ?? NO_MATCH);
      for (const term of brand) best = Math.min(best, expansion.kinds.get(term) ?? NO_MATCH);
      if (best === NO_MATCH) continue;
      if (optional.includes(expansion)) optionalMatched++;
      for (const term of words) if (expansion.kinds.get(term) === best) matched.add(term);
    }
    return {
      optional: optionalMatched,
      whole: words.length > 0 && matched.size === words.length ? 1 : 0,
      share: words.length > 0 ? matched.size / words.length : 0,
    };
  }

  /** Every vocabulary term the token can stand for, with the best kind of match. */
  private expand(token: string, exactOnly = false): Expansion {
    const kinds = new Map<number, MatchKind>();
    const exact = this.termIds.get(token);
    if (exact !== undefined) kinds.set(exact, EXACT);
    if (!exactOnly && token.length >= MIN_PREFIX_TOKEN) {
      let i = lowerBound(this.sortedTerms, token);
      while (i < this.sortedTerms.length && this.sortedTerms[i]!.startsWith(token)) {
        const id = this.sortedTermIds[i]!;
        if (!kinds.has(id)) kinds.set(id, PREFIX);
        i++;
      }
    }
    if (!exactOnly && token.length >= MIN_FUZZY_TOKEN) {
      for (const id of this.typoNeighbours(token)) if (!kinds.has(id)) kinds.set(id, FUZZY);
    }
    let size = 0;
    for (const id of kinds.keys()) size += this.postings[id]!.length;
    return { kinds, size };
  }

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

  private collect(expansion: Expansion): { docs: Int32Array; kinds: Uint8Array } {
    const scratch = this.scratch;
    const touched: number[] = [];
    for (const [term, kind] of expansion.kinds) {
      for (const doc of this.postings[term]!) {
        const known = scratch[doc]!;
        if (known === NO_MATCH) touched.push(doc);
        if (kind < known) scratch[doc] = kind;
      }
    }
    touched.sort((a, b) => a - b);
    const docs = Int32Array.from(touched);
    const kinds = Uint8Array.from(touched, (doc) => scratch[doc]!);
    for (const doc of touched) scratch[doc] = NO_MATCH;
    return { docs, kinds };
  }

  private narrow(
    docs: Int32Array,
    expansion: Expansion,
    kindsPerToken: Map<number, Uint8Array>,
  ): { docs: Int32Array; kinds: Uint8Array } {
    const scratch = this.scratch;
    for (const [term, kind] of expansion.kinds) {
      for (const doc of this.postings[term]!) if (kind < scratch[doc]!) scratch[doc] = kind;
    }
    const keep: number[] = [];
    for (let i = 0; i < docs.length; i++) if (scratch[docs[i]!] !== NO_MATCH) keep.push(i);
    const nextDocs = Int32Array.from(keep, (i) => docs[i]!);
    const nextKinds = Uint8Array.from(keep, (i) => scratch[docs[i]!]!);
    for (const [tokenIndex, previous] of kindsPerToken) {
      kindsPerToken.set(
        tokenIndex,
        Uint8Array.from(keep, (i) => previous[i]!),
      );
    }
    for (const term of expansion.kinds.keys()) {
      for (const doc of this.postings[term]!) scratch[doc] = NO_MATCH;
    }
    return { docs: nextDocs, kinds: nextKinds };
  }
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
