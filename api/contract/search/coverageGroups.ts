// Long candidate lists regrouped by how much name coverage their documents can reach, so
// a broad one-word query ranks the documents that can still win first and stops within
// each group once the k-th key is out of its reach, instead of checking every document.
// A document's group is its number of own name words, how many of them the list's word
// can match at all (none when it only matches the brand or an alias), and whether the word
// matches it only through a typo. Within a group documents stay ascending, i.e. by
// notability, so the first one that cannot enter the top k ends it.

/** Lists shorter than this are scanned in document order: regrouping would not pay. */
export const LONG_LIST = 512;

const REACH_BITS = 5;
const MAX_REACH = (1 << REACH_BITS) - 1;
const TYPO_ONLY = 1 << (2 * REACH_BITS);
const GROUPS = TYPO_ONLY << 1;

export function groupOwnWords(group: number): number {
  return (group >> REACH_BITS) & MAX_REACH;
}

/** Whether the list's word matches the group's documents only through a typo. */
export function groupTypoOnly(group: number): boolean {
  return (group & TYPO_ONLY) !== 0;
}

/** How many own name words the list's word can match in the group's documents. */
export function groupReach(group: number): number {
  return group & MAX_REACH;
}

export interface GroupedList {
  /** The list's documents, group after group, ascending within each group. */
  documents: Int32Array;
  /** Per group: its key, and where it starts and ends in `documents`. */
  keys: Uint16Array;
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * Counting sort by group; stable, so each group keeps the list's ascending order.
 * `ownWords` holds every document's number of own name words (at most 31); `reachOf`
 * says how many of them the list's word can match, `typoOnly` (called in ascending
 * order) whether it matches the document only through a typo.
 */
export function groupByCoverage(
  list: Int32Array,
  ownWords: Uint8Array,
  reachOf: (doc: number) => number,
  typoOnly: (doc: number) => boolean = () => false,
): GroupedList {
  const counts = new Int32Array(GROUPS);
  const groups = new Uint16Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const doc = list[i]!;
    const group =
      (ownWords[doc]! << REACH_BITS) |
      Math.min(reachOf(doc), MAX_REACH) |
      (typoOnly(doc) ? TYPO_ONLY : 0);
    groups[i] = group;
    counts[group]!++;
  }
  let used = 0;
  for (let group = 0; group < GROUPS; group++) if (counts[group]! > 0) used++;
  const keys = new Uint16Array(used);
  const starts = new Int32Array(used);
  const ends = new Int32Array(used);
  const cursor = counts; // reused: from here on, where the group's next document goes
  let at = 0;
  let g = 0;
  for (let group = 0; group < GROUPS; group++) {
    const count = counts[group]!;
    if (count === 0) continue;
    keys[g] = group;
    starts[g] = at;
    cursor[group] = at;
    at += count;
    ends[g++] = at;
  }
  const documents = new Int32Array(list.length);
  for (let i = 0; i < list.length; i++) documents[cursor[groups[i]!]!++] = list[i]!;
  return { documents, keys, starts, ends };
}
