// Catalog search shared by the server and (offline) the browser: an inverted index over
// name, brand, alias and concentration tokens with exact, prefix and one-typo matching. Ranking is
// lexicographic: fewer typos, fewer prefix matches, more optional short words matched,
// whole name matched, share of the name matched, then notability (votes). Documents are
// numbered by notability, so the final tie-break is the document number.
//
// Speed without a response cache: shared word prefixes have precomputed posting lists,
// typos are looked up only when exact and prefix matches cannot fill the requested page
// (typo matches always rank below them), and a candidate whose best possible rank cannot
// enter the top k is counted but not ranked. A one-word query over a long list walks it by
// coverage group (coverageGroups.ts) and leaves each group at the first document that
// cannot enter the top k, so a broad word (a brand, "rose", a typo of "intense") need
// not rank every document that holds it.
import { concentrationTerms } from './concentrationTerms';
import { DeletionKeys } from './deletionKeys';
import { tokenize, withinOneEdit } from './normalize';
import { PackedLists } from './packedLists';
import { PrefixPostings } from './prefixPostings';
import {
  EXACT,
  PREFIX,
  FUZZY,
  NO_MATCH,
  MIN_REQUIRED_TOKEN,
  MIN_PREFIX_TOKEN,
  MIN_FUZZY_TOKEN,
  MAX_NAME_WORDS,
  DOC_SLOTS,
  TYPO_WEIGHT,
  PREFIX_WEIGHT,
  OPTIONAL_WEIGHT,
  WHOLE_WEIGHT,
  SHARE_SCALE,
  seek,
  rankKey,
  wordsBound,
  mostSharedStart,
  bestKind,
  wordsMatched,
  popcount,
  elisionsOf,
  unique,
  deletionsOf,
  lowerBound,
  lowerBoundFrom,
  union,
} from './ranking';
import { TopKeys } from './topKeys';
import {
  LONG_LIST,
  groupByCoverage,
  groupOwnWords,
  groupReach,
  groupTypoOnly,
  type GroupedList,
} from './coverageGroups';

export interface SearchDocument {
  id: string;
  name: string;
  brand: string;
  /** Other spellings of the brand or name (source spelling, abbreviations). */
  aliases: readonly string[];
  votes: number;
  /** Eau de Parfum, Eau de Toilette … where the catalog knows it (concentrationTerms.ts). */
  concentration?: string | null;
}

export interface SearchHits {
  /** Document ids, best first, for the requested window. */
  ids: string[];
  /**
   * Documents matching the query. Typo matches count only when they were looked up, i.e.
   * when exact and prefix matches alone did not reach past the requested window.
   */
  total: number;
}

/** What one query token can stand for: vocabulary terms with the kind of match. */
interface Expansion {
  terms: number[];
  /** Dense table over all term ids: the match kind, or NO_MATCH. Pooled, see release(). */
  table: Uint8Array;
  /** Documents with an exact or prefix match, ascending. */
  documents: Int32Array;
  /** Documents with an exact match, ascending. */
  exactDocuments: Int32Array;
  /** Terms one typo away that are not exact or prefix matches. */
  typoTerms: number[];
  /** Total postings behind the terms, to start intersection with the rarest token. */
  size: number;
  /** The least rank penalty any document can get for this token. */
  leastPenalty: number;
}

const NO_DOCUMENTS = new Int32Array(0);

/**
 * A further token's typo'd list is merged (then walked with a cursor) when it holds at most
 * this many times the candidates; a longer one costs more to merge than reading each
 * candidate's own terms.
 */
const MERGE_RATIO = 16;

/**
 * What a built index consists of: enough to restore it without tokenising (the server keeps
 * it between starts, api/features/perfumes/catalogSnapshotFile.ts). Term lookups are derived.
 */
export interface SearchIndexParts {
  /** Document ids by document number (documents are numbered by notability). */
  ids: string[];
  /** Per document: its distinct name, brand and alias terms. */
  docTerms: PackedLists;
  /** Per document: the name words that do not repeat the brand (or the whole name). */
  docOwnWords: PackedLists;
  /** Per document: how many own words it has (read often, so kept dense). */
  docOwnCount: Uint8Array;
  /** Per document: how many own words share their first three letters at most (≥ 1). */
  docSharedStarts: Uint8Array;
  /** Vocabulary by term id. */
  terms: string[];
  /** Term ids in the sorted order of their texts. */
  sortedTermIds: Uint32Array;
  postings: Int32Array[];
  prefixPostings: PrefixPostings;
  deletions: DeletionKeys;
  /** Long exact and prefix lists (the very arrays of `postings` and `prefixPostings`), regrouped by coverage once. */
  groupedLists: Map<Int32Array, GroupedList>;
}

/** The term lookups an index derives from its parts (buildParts has them on the way). */
interface TermLookups {
  termIds: Map<string, number>;
  sortedTerms: string[];
}

/** The parts of an index over `documents`, with the term lookups made on the way. */
function buildParts(documents: readonly SearchDocument[]): {
  parts: SearchIndexParts;
  lookups: TermLookups;
} {
  if (documents.length >= DOC_SLOTS) throw new Error('Zu viele Dokumente für den Suchindex.');
  const ordered = [...documents].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
  const ids: string[] = [];
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postingLists: number[][] = [];
  const termFor = (token: string): number => {
    let id = termIds.get(token);
    if (id === undefined) {
      id = terms.length;
      termIds.set(token, id);
      terms.push(token);
      postingLists.push([]);
    }
    return id;
  };
  const docOwnCount = new Uint8Array(ordered.length);
  const docSharedStarts = new Uint8Array(ordered.length);
  const docTermLists: number[][] = [];
  const docOwnWordLists: number[][] = [];
  ordered.forEach((doc, docIndex) => {
    const nameTokens = tokenize(doc.name);
    const name = unique(nameTokens.map(termFor));
    const brand = unique([doc.brand, ...doc.aliases].flatMap(tokenize).map(termFor));
    const own = name.filter((term) => !brand.includes(term));
    const extra = [...elisionsOf(nameTokens), ...concentrationTerms(doc.concentration)];
    const all = unique([...name, ...brand, ...extra.map(termFor)]);
    const ownWords = (own.length > 0 ? own : name).slice(0, MAX_NAME_WORDS);
    ids.push(doc.id);
    docTermLists.push(all);
    docOwnWordLists.push(ownWords);
    docOwnCount[docIndex] = ownWords.length;
    docSharedStarts[docIndex] = mostSharedStart(ownWords.map((term) => terms[term]!));
    for (const term of all) postingLists[term]!.push(docIndex);
  });
  const docTerms = PackedLists.of(docTermLists);
  const docOwnWords = PackedLists.of(docOwnWordLists);
  const postings = postingLists.map((list) => Int32Array.from(list));
  const sortedTerms = [...terms].sort();
  const sortedTermIds = Uint32Array.from(sortedTerms, (term) => termIds.get(term)!);
  const prefixPostings = PrefixPostings.build(
    sortedTerms,
    sortedTermIds,
    docTerms,
    MIN_PREFIX_TOKEN,
  );
  const deletions = DeletionKeys.build(terms, MIN_FUZZY_TOKEN - 1);
  const groupedLists = new Map<Int32Array, GroupedList>();
  postings.forEach((list, term) => {
    if (list.length < LONG_LIST) return;
    const reach = (doc: number) => docOwnWords.count(doc, (own) => own === term);
    groupedLists.set(list, groupByCoverage(list, docOwnCount, reach));
  });
  for (const [prefix, list] of prefixPostings.entries()) {
    if (list.length < LONG_LIST) continue;
    const reach = (doc: number) =>
      docOwnWords.count(doc, (term) => terms[term]!.startsWith(prefix));
    groupedLists.set(list, groupByCoverage(list, docOwnCount, reach));
  }
  return {
    parts: {
      ids,
      docTerms,
      docOwnWords,
      docOwnCount,
      docSharedStarts,
      terms,
      sortedTermIds,
      postings,
      prefixPostings,
      deletions,
      groupedLists,
    },
    lookups: { termIds, sortedTerms },
  };
}

/** The term lookups of restored parts (toParts() does not keep them: they are derived). */
const lookupsOf = (parts: SearchIndexParts): TermLookups => ({
  termIds: new Map(parts.terms.map((term, id) => [term, id])),
  sortedTerms: Array.from(parts.sortedTermIds, (id) => parts.terms[id]!),
});

export class SearchIndex {
  private readonly parts: SearchIndexParts;
  private readonly ids: string[];
  private readonly docTerms: PackedLists;
  private readonly docOwnWords: PackedLists;
  private readonly docOwnCount: Uint8Array;
  private readonly docSharedStarts: Uint8Array;
  private readonly termIds: Map<string, number>;
  private readonly terms: string[];
  private readonly sortedTerms: string[];
  private readonly sortedTermIds: Uint32Array;
  private readonly postings: Int32Array[];
  private readonly prefixPostings: PrefixPostings;
  private readonly deletions: DeletionKeys;
  private readonly groupedLists: Map<Int32Array, GroupedList>;
  private readonly tablePool: Uint8Array[] = [];

  /** An index over `documents`, or one restored from the parts of an index (toParts()). */
  constructor(source: readonly SearchDocument[] | SearchIndexParts) {
    const { parts, lookups } =
      'postings' in source ? { parts: source, lookups: lookupsOf(source) } : buildParts(source);
    this.parts = parts;
    this.ids = parts.ids;
    this.docTerms = parts.docTerms;
    this.docOwnWords = parts.docOwnWords;
    this.docOwnCount = parts.docOwnCount;
    this.docSharedStarts = parts.docSharedStarts;
    this.terms = parts.terms;
    this.termIds = lookups.termIds;
    this.sortedTermIds = parts.sortedTermIds;
    this.sortedTerms = lookups.sortedTerms;
    this.postings = parts.postings;
    this.prefixPostings = parts.prefixPostings;
    this.deletions = parts.deletions;
    this.groupedLists = parts.groupedLists;
  }

  /** What the index consists of (shared, not copied). */
  toParts(): SearchIndexParts {
    return this.parts;
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
    const keep = offset + limit;
    try {
      if (required.length === 0) return { ids: [], total: 0 };
      const typosPossible = requiredTokens.some((token) => token.length >= MIN_FUZZY_TOKEN);
      if (required.every((expansion) => expansion.size > 0)) {
        const hits = this.rank(required, optional, keep, offset);
        // Every typo match ranks below every exact or prefix match, so when these reach
        // past the window (and hasMore stays true), typos cannot change what is shown.
        if (!typosPossible || (hits.total > keep && this.typosRankLast(required, optional))) {
          return hits;
        }
      }
      if (!typosPossible) return { ids: [], total: 0 };
      requiredTokens.forEach((token, i) => this.addTypos(required[i]!, token));
      if (required.some((expansion) => expansion.size === 0)) return { ids: [], total: 0 };
      return this.rank(required, optional, keep, offset);
    } finally {
      for (const expansion of [...required, ...optional]) this.release(expansion);
    }
  }

  /** True when the lightest typo penalty outweighs everything else a document can gain. */
  private typosRankLast(required: readonly Expansion[], optional: readonly Expansion[]): boolean {
    const heaviestOther =
      required.length * PREFIX_WEIGHT +
      optional.length * OPTIONAL_WEIGHT +
      WHOLE_WEIGHT +
      SHARE_SCALE;
    return heaviestOther < TYPO_WEIGHT;
  }

  /**
   * Candidates are the documents of the rarest token; every other token is checked
   * against each candidate's own few terms, which stays cheap however common it is. Once k
   * candidates are held, one whose best possible rank (from its number of own name words)
   * cannot beat the k-th is counted without being ranked.
   */
  private rank(
    required: Expansion[],
    optional: Expansion[],
    keep: number,
    offset: number,
  ): SearchHits {
    const ordered = [...required].sort((a, b) => a.size - b.size);
    const candidates = this.documentsOf(ordered[0]!);
    const best = new TopKeys(keep);
    const typos = ordered.some((expansion) => expansion.typoTerms.length > 0);
    let ceiling = 0;
    for (const expansion of ordered) ceiling -= expansion.leastPenalty;
    let possibleOptional = 0;
    for (const expansion of optional) if (expansion.terms.length > 0) possibleOptional++;
    ceiling += possibleOptional * OPTIONAL_WEIGHT;
    // With one required token every candidate matches, so the count is known up front;
    // and in ascending document order, once the k-th key beats what the next document
    // could reach at best, no later one can enter either.
    const countedUpFront = ordered.length === 1;
    // Candidates come in ascending order (a typo'd token's lists are merged sorted). A
    // further required token with typos is checked through its merged list too when that
    // is not much longer than the candidates; otherwise through the documents' own terms.
    const merged = ordered.map((expansion, r) =>
      r > 0 && expansion.typoTerms.length > 0 && expansion.size <= candidates.length * MERGE_RATIO
        ? this.documentsOf(expansion)
        : undefined,
    );
    const bestPossible = ceiling + WHOLE_WEIGHT + SHARE_SCALE;
    let total = countedUpFront ? candidates.length : 0;
    // Candidates are matched against the other tokens' sorted lists by moving cursors
    // forward, which reads memory in order; a document's own terms are read only when it
    // may enter the top k (or to check a further token that has typo terms).
    const { starts: termStarts, values: termList } = this.docTerms;
    const { starts: ownStarts, values: ownList } = this.docOwnWords;
    const slots = ordered.length + optional.length;
    const listCursors = new Int32Array(slots);
    const exactCursors = new Int32Array(slots);
    const mergedCursors = new Int32Array(slots);
    const kindOf = (expansion: Expansion, slot: number, doc: number): number => {
      const typoTerms = expansion.typoTerms.length > 0;
      if (slot > 0 && typoTerms) {
        const typoList = merged[slot];
        if (!typoList)
          return bestKind(expansion.table, termList, termStarts[doc]!, termStarts[doc + 1]!);
        if (!seek(typoList, mergedCursors, slot, doc)) return NO_MATCH;
      }
      if (slot > 0 && !typoTerms && !seek(expansion.documents, listCursors, slot, doc)) {
        return NO_MATCH;
      }
      if (seek(expansion.exactDocuments, exactCursors, slot, doc)) return EXACT;
      if (!typoTerms) return PREFIX;
      return seek(expansion.documents, listCursors, slot, doc) ? PREFIX : FUZZY;
    };
    const tables = [...ordered, ...optional].map((expansion) => expansion.table);
    const broad = candidates.length >= LONG_LIST;
    const consider = (doc: number): void => {
      const ownCount = this.docOwnCount[doc]!;
      const sharedStarts = this.docSharedStarts[doc]!;
      // Per matched token: the kind, and how many own words it can cover at most (one
      // when exact, as many as share their first three letters when a prefix, any typo'd).
      let fuzzy = 0;
      let prefix = 0;
      let coverable = 0;
      for (let r = 1; r < ordered.length; r++) {
        const kind = kindOf(ordered[r]!, r, doc);
        if (kind === NO_MATCH) return;
        if (kind === FUZZY) fuzzy++;
        else if (kind === PREFIX) prefix++;
        coverable += kind === FUZZY ? ownCount : kind === PREFIX ? sharedStarts : 1;
      }
      if (!countedUpFront) total++;
      if (best.full) {
        const coverableAtMost = typos ? ownCount : possibleOptional + ordered.length * sharedStarts;
        const bound = ceiling + wordsBound(ownCount, coverableAtMost);
        if (rankKey(bound, doc) <= best.lowest) return;
      }
      const firstKind = kindOf(ordered[0]!, 0, doc);
      if (firstKind === FUZZY) fuzzy++;
      else if (firstKind === PREFIX) prefix++;
      coverable += firstKind === FUZZY ? ownCount : firstKind === PREFIX ? sharedStarts : 1;
      let optionalMatched = 0;
      for (let o = 0; o < optional.length; o++) {
        const expansion = optional[o]!;
        const slot = ordered.length + o;
        if (seek(expansion.exactDocuments, exactCursors, slot, doc)) optionalMatched++;
      }
      const penalties = -fuzzy * TYPO_WEIGHT - prefix * PREFIX_WEIGHT;
      const known = penalties + optionalMatched * OPTIONAL_WEIGHT;
      if (best.full) {
        const bound = known + wordsBound(ownCount, coverable + optionalMatched);
        if (rankKey(bound, doc) <= best.lowest) return;
      }
      // Only own words some token matches at all can be covered: among many candidates,
      // a brand query's perfumes (the brand is no own word) are settled without ranking
      // their words. Among few, counting them costs more than it saves.
      const ownFrom = ownStarts[doc]!;
      const ownTo = ownStarts[doc + 1]!;
      let touched = broad ? 0 : ownCount;
      for (let i = ownFrom; broad && i < ownTo; i++) {
        const term = ownList[i]!;
        for (let t = 0; t < tables.length; t++) {
          if (tables[t]![term] !== NO_MATCH) {
            touched++;
            break;
          }
        }
      }
      if (best.full && rankKey(known + wordsBound(ownCount, touched), doc) <= best.lowest) return;
      let covered = 0;
      if (touched > 0) {
        const from = termStarts[doc]!;
        const to = termStarts[doc + 1]!;
        let matchedWords = 0;
        for (let t = 0; t < tables.length; t++) {
          matchedWords |= wordsMatched(tables[t]!, termList, from, to, ownList, ownFrom, ownTo);
        }
        covered = popcount(matchedWords);
      }
      const whole = ownCount > 0 && covered === ownCount ? 1 : 0;
      const share = ownCount > 0 ? Math.round((covered / ownCount) * SHARE_SCALE) : 0;
      best.offer(rankKey(known + whole * WHOLE_WEIGHT + share, doc));
    };
    const grouped = countedUpFront ? this.groupedListOf(candidates, ordered[0]!) : undefined;
    if (grouped) {
      // One required token: every candidate matches, so only the top k needs finding.
      // Groups that can reach the most go first. Within a group, documents come by
      // notability; as the k-th key rises, a document needs more of the optional short
      // words to enter, and one that would need more than there are ends the group.
      const typoCeiling = ceiling + ordered[0]!.leastPenalty - TYPO_WEIGHT;
      const groupCeiling = (group: number) => (groupTypoOnly(group) ? typoCeiling : ceiling);
      const bounds = Array.from(grouped.keys, (group) => {
        const coverableAtMost = possibleOptional + groupReach(group);
        return groupCeiling(group) + wordsBound(groupOwnWords(group), coverableAtMost);
      });
      const order = bounds.map((_, g) => g).sort((a, b) => bounds[b]! - bounds[a]!);
      // Rarest first: a document holding m of n optional words holds one of the n - m + 1
      // rarest, so only those lists need reading to find it.
      const optionalLists = optional
        .filter((expansion) => expansion.terms.length > 0)
        .map((expansion) => expansion.exactDocuments)
        .sort((a, b) => a.length - b.length);
      const skipCursors = new Int32Array(optionalLists.length);
      for (const g of order) {
        const group = grouped.keys[g]!;
        const base = groupCeiling(group) - possibleOptional * OPTIONAL_WEIGHT;
        const ownCount = groupOwnWords(group);
        const reach = groupReach(group);
        const end = grouped.ends[g]!;
        // Cursors only move forward; each group starts over at its lowest document.
        listCursors.fill(0);
        exactCursors.fill(0);
        skipCursors.fill(0);
        let c = grouped.starts[g]!;
        while (c < end) {
          const doc = grouped.documents[c]!;
          let needed = 0;
          const bar = best.lowest;
          while (
            needed <= possibleOptional &&
            rankKey(base + needed * OPTIONAL_WEIGHT + wordsBound(ownCount, reach + needed), doc) <=
              bar
          ) {
            needed++;
          }
          if (needed > possibleOptional) break;
          if (needed === 0) {
            consider(doc);
            c++;
            continue;
          }
          let next = DOC_SLOTS;
          for (let l = 0; l <= optionalLists.length - needed; l++) {
            const list = optionalLists[l]!;
            seek(list, skipCursors, l, doc);
            const at = skipCursors[l]!;
            if (at < list.length && list[at]! < next) next = list[at]!;
          }
          if (next === doc) {
            consider(doc);
            c++;
          } else if (next === DOC_SLOTS) {
            break;
          } else {
            c = lowerBoundFrom(grouped.documents, c, end, next);
          }
        }
      }
    } else {
      for (let c = 0; c < candidates.length; c++) {
        const doc = candidates[c]!;
        if (countedUpFront && rankKey(bestPossible, doc) <= best.lowest) break;
        consider(doc);
      }
    }
    const ids = best
      .sortedDescending()
      .slice(offset)
      .map((key) => this.ids[DOC_SLOTS - 1 - (key % DOC_SLOTS)]!);
    return { ids, total };
  }

  /** The candidates regrouped by coverage, when the list is long enough to pay. */
  private groupedListOf(candidates: Int32Array, expansion: Expansion): GroupedList | undefined {
    if (candidates.length < LONG_LIST) return undefined;
    const prepared = this.groupedLists.get(candidates);
    if (prepared) return prepared;
    // Merged with typo terms' lists: the reach is read from the expansion's own table, and
    // a document outside its exact and prefix list is a typo match.
    const reach = (doc: number) =>
      this.docOwnWords.count(doc, (term) => expansion.table[term] !== NO_MATCH);
    const matched = expansion.documents;
    let at = 0;
    const typoOnly = (doc: number) => {
      while (at < matched.length && matched[at]! < doc) at++;
      return matched[at] !== doc;
    };
    return groupByCoverage(candidates, this.docOwnCount, reach, typoOnly);
  }

  /** The expansion's documents, once each: its exact and prefix list plus typo terms' lists. */
  private documentsOf(expansion: Expansion): Int32Array {
    if (expansion.typoTerms.length === 0) return expansion.documents;
    // Pairwise, like a merge sort: each document is copied about log(lists) times.
    let lists = [expansion.documents, ...expansion.typoTerms.map((term) => this.postings[term]!)];
    while (lists.length > 1) {
      const merged: Int32Array[] = [];
      for (let i = 0; i < lists.length; i += 2) {
        merged.push(i + 1 < lists.length ? union(lists[i]!, lists[i + 1]!) : lists[i]!);
      }
      lists = merged;
    }
    return lists[0]!;
  }

  /** Every vocabulary term the token stands for exactly or as a prefix. */
  private expand(token: string, exactOnly: boolean): Expansion {
    const table = this.tablePool.pop() ?? new Uint8Array(this.terms.length).fill(NO_MATCH);
    const terms: number[] = [];
    const exact = this.termIds.get(token);
    if (exact !== undefined) {
      table[exact] = EXACT;
      terms.push(exact);
    }
    const exactDocuments = exact === undefined ? NO_DOCUMENTS : this.postings[exact]!;
    let documents = exactDocuments;
    if (!exactOnly && token.length >= MIN_PREFIX_TOKEN) {
      for (let i = lowerBound(this.sortedTerms, token); i < this.sortedTerms.length; i++) {
        if (!this.sortedTerms[i]!.startsWith(token)) break;
        const id = this.sortedTermIds[i]!;
        if (table[id] !== NO_MATCH) continue;
        table[id] = PREFIX;
        terms.push(id);
      }
      if (terms.length === 1) documents = this.postings[terms[0]!]!;
      else if (terms.length > 1) documents = this.prefixPostings.get(token) ?? NO_DOCUMENTS;
    }
    const leastPenalty = exact !== undefined ? 0 : PREFIX_WEIGHT;
    return {
      terms,
      table,
      documents,
      exactDocuments,
      typoTerms: [],
      size: documents.length,
      leastPenalty,
    };
  }

  /** Adds the terms one typo away (insert, delete, substitute, swap neighbours). */
  private addTypos(expansion: Expansion, token: string): void {
    if (token.length < MIN_FUZZY_TOKEN) return;
    for (const id of this.typoNeighbours(token)) {
      if (expansion.table[id] !== NO_MATCH) continue;
      expansion.table[id] = FUZZY;
      expansion.terms.push(id);
      expansion.typoTerms.push(id);
      expansion.size += this.postings[id]!.length;
    }
    if (expansion.documents.length === 0) expansion.leastPenalty = TYPO_WEIGHT;
  }

  private release(expansion: Expansion): void {
    for (const id of expansion.terms) expansion.table[id] = NO_MATCH;
    this.tablePool.push(expansion.table);
  }

  /** Terms one edit away (insert, delete, substitute, swap neighbours), via deletion keys. */
  private typoNeighbours(token: string): Set<number> {
    const found = new Set<number>();
    const add = (id: number) => found.add(id);
    this.deletions.forEachTerm(token, add); // a letter missing in the query
    for (const variant of deletionsOf(token)) {
      const id = this.termIds.get(variant); // an extra letter in the query
      if (id !== undefined) found.add(id);
      this.deletions.forEachTerm(variant, add); // a wrong or swapped letter
    }
    for (const id of found) {
      if (!withinOneEdit(token, this.terms[id]!)) found.delete(id);
    }
    return found;
  }
}
