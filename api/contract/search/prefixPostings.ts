// Posting lists per folded word prefix, built once with the index: for every prefix of at
// least `minLength` letters that starts two or more vocabulary terms, the documents holding
// any of them, ascending (documents are numbered by notability). A prefix that starts one
// term only is served by that term's own list, so only shared prefixes cost memory.

import type { PackedLists } from './packedLists';

export class PrefixPostings {
  /** `lists` by prefix, as build() makes them (or as they were restored). */
  constructor(private readonly lists: Map<string, Int32Array>) {}

  static build(
    sortedTerms: readonly string[],
    sortedTermIds: Uint32Array,
    docTerms: PackedLists,
    minLength: number,
  ): PrefixPostings {
    const prefixIds = new Map<string, number>();
    const prefixNames: string[] = [];
    const prefixesOfTerm: Int32Array[] = new Array<Int32Array>(sortedTerms.length);
    for (let i = 0; i < sortedTerms.length; i++) {
      const term = sortedTerms[i]!;
      // Sorted order puts every term sharing a prefix next to each other, so the prefix
      // starts two or more terms exactly when a neighbour shares it.
      const shared = Math.max(
        commonPrefixLength(sortedTerms[i - 1], term),
        commonPrefixLength(sortedTerms[i + 1], term),
      );
      const ids: number[] = [];
      for (let length = minLength; length <= shared; length++) {
        const prefix = term.slice(0, length);
        let id = prefixIds.get(prefix);
        if (id === undefined) {
          id = prefixNames.length;
          prefixIds.set(prefix, id);
          prefixNames.push(prefix);
        }
        ids.push(id);
      }
      prefixesOfTerm[sortedTermIds[i]!] = Int32Array.from(ids);
    }

    // Two passes over the documents: count, then fill one shared buffer.
    const counts = new Int32Array(prefixNames.length);
    const last = new Int32Array(prefixNames.length).fill(-1);
    const visit = (fill: (prefix: number, doc: number) => void) => {
      last.fill(-1);
      const { starts, values } = docTerms;
      for (let doc = 0; doc < docTerms.length; doc++) {
        for (let t = starts[doc]!; t < starts[doc + 1]!; t++) {
          const prefixes = prefixesOfTerm[values[t]!]!;
          for (let p = 0; p < prefixes.length; p++) {
            const prefix = prefixes[p]!;
            if (last[prefix] === doc) continue; // two terms of one document, same prefix
            last[prefix] = doc;
            fill(prefix, doc);
          }
        }
      }
    };
    visit((prefix) => counts[prefix]!++);
    const starts = new Int32Array(prefixNames.length + 1);
    for (let p = 0; p < prefixNames.length; p++) starts[p + 1] = starts[p]! + counts[p]!;
    const buffer = new Int32Array(starts[prefixNames.length]!);
    const cursor = starts.slice(0, prefixNames.length);
    visit((prefix, doc) => {
      buffer[cursor[prefix]!++] = doc;
    });
    const lists = new Map<string, Int32Array>();
    prefixNames.forEach((prefix, p) =>
      lists.set(prefix, buffer.subarray(starts[p]!, starts[p + 1]!)),
    );
    return new PrefixPostings(lists);
  }

  /** The documents of every term starting with `prefix`, if two or more terms do. */
  get(prefix: string): Int32Array | undefined {
    return this.lists.get(prefix);
  }

  /** Every shared prefix with its list. */
  entries(): IterableIterator<[string, Int32Array]> {
    return this.lists.entries();
  }
}

function commonPrefixLength(a: string | undefined, b: string): number {
  if (a === undefined) return 0;
  const end = Math.min(a.length, b.length);
  let i = 0;
  while (i < end && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
