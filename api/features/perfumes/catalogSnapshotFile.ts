// The catalog search's snapshot kept in DATA_DIR/cache between starts (issue 25, later
// starts): every perfume's JSON with its offsets and the search index's built arrays and
// term lists, so a server starting on the catalog it loaded before neither parses 84,000
// rows nor tokenises. Server only: the browser builds its index and never imports this.
import { z } from 'zod';
import { byteFiles, type KeptStore } from '../../cacheFiles';
import { packSections, type SectionsOf, unpackSections } from '../../cacheSections';
import type { Perfume } from '../../contract/perfume';
import type { GroupedList } from '../../contract/search/coverageGroups';
import { DeletionKeys } from '../../contract/search/deletionKeys';
import { PackedLists } from '../../contract/search/packedLists';
import { PrefixPostings } from '../../contract/search/prefixPostings';
import type { SearchIndexParts } from '../../contract/search/searchIndex';
import { internPerfume, StringPool } from './internStrings';

/**
 * Raise on any change to what the index build gives (searchIndex.ts and what it uses:
 * tokenising, concentration terms, prefixes, deletion keys, coverage groups), to the Perfume
 * JSON (contract/perfume.ts, toPerfume) or to this file's layout: the file is found by a key
 * of the database's catalog, not of the code (`catalogSnapshotFile.test.ts` pins the index
 * of its fixture).
 */
export const SNAPSHOT_REVISION = 1;

/** What the file holds: the perfumes' JSON (row i at json[jsonStart[i], jsonStart[i + 1])) and the index. */
export interface StoredSnapshot {
  json: Uint8Array;
  jsonStart: Uint32Array;
  /** SHA-256 (hex) of `json`: the engine's version, kept so a later start need not hash it. */
  digest: string;
  index: SearchIndexParts;
}

const headerSchema = z.object({
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  ids: z.array(z.string()),
  terms: z.array(z.string()),
  prefixes: z.array(z.string()),
});

/** The arrays in file order with their element type; strings go in the header. */
const SECTIONS = {
  json: Uint8Array,
  jsonStart: Uint32Array,
  docTermStarts: Uint32Array,
  docTermValues: Uint32Array,
  docOwnStarts: Uint32Array,
  docOwnValues: Uint32Array,
  docOwnCount: Uint8Array,
  docSharedStarts: Uint8Array,
  sortedTermIds: Uint32Array,
  postingStarts: Uint32Array,
  postingValues: Int32Array,
  prefixStarts: Uint32Array,
  prefixValues: Int32Array,
  deletionHashes: Uint32Array,
  deletionStarts: Uint32Array,
  deletionIds: Uint32Array,
  /** Per grouped list, the list it regroups: term id ≥ 0, or -1 - prefix number. */
  groupedOf: Int32Array,
  groupedDocumentStarts: Uint32Array,
  groupedDocuments: Int32Array,
  groupedGroupStarts: Uint32Array,
  groupedKeys: Uint16Array,
  groupedStarts: Int32Array,
  groupedEnds: Int32Array,
} as const;

/** Many lists as one array and their starts (list i at values[starts[i], starts[i + 1])). */
function joined<T extends Int32Array | Uint16Array>(
  lists: readonly T[],
  ArrayType: { new (length: number): T },
): { starts: Uint32Array; values: T } {
  const starts = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => (starts[i + 1] = starts[i]! + list.length));
  const values = new ArrayType(starts[lists.length]!);
  lists.forEach((list, i) => values.set(list, starts[i]!));
  return { starts, values };
}

function split<T extends Int32Array | Uint16Array>(starts: Uint32Array, values: T): T[] {
  return Array.from({ length: starts.length - 1 }, (_, i) =>
    values.subarray(starts[i]!, starts[i + 1]!),
  ) as T[];
}

function encode({ json, jsonStart, digest, index }: StoredSnapshot): Uint8Array[] {
  const prefixLists = [...index.prefixPostings.entries()];
  const prefixNumber = new Map(prefixLists.map(([, list], p) => [list, p]));
  const termNumber = new Map(index.postings.map((list, term) => [list, term]));
  const grouped = [...index.groupedLists];
  const postings = joined(index.postings, Int32Array);
  const prefixes = joined(
    prefixLists.map(([, list]) => list),
    Int32Array,
  );
  const groupedDocuments = joined(
    grouped.map(([, list]) => list.documents),
    Int32Array,
  );
  const groupedKeys = joined(
    grouped.map(([, list]) => list.keys),
    Uint16Array,
  );
  const { hashes, starts, ids } = index.deletions.arrays;
  const sections: SectionsOf<typeof SECTIONS> = {
    json,
    jsonStart,
    docTermStarts: index.docTerms.starts,
    docTermValues: index.docTerms.values,
    docOwnStarts: index.docOwnWords.starts,
    docOwnValues: index.docOwnWords.values,
    docOwnCount: index.docOwnCount,
    docSharedStarts: index.docSharedStarts,
    sortedTermIds: index.sortedTermIds,
    postingStarts: postings.starts,
    postingValues: postings.values,
    prefixStarts: prefixes.starts,
    prefixValues: prefixes.values,
    deletionHashes: hashes,
    deletionStarts: starts,
    deletionIds: ids,
    groupedOf: Int32Array.from(grouped, ([list]) => {
      const term = termNumber.get(list);
      return term ?? -1 - prefixNumber.get(list)!;
    }),
    groupedDocumentStarts: groupedDocuments.starts,
    groupedDocuments: groupedDocuments.values,
    groupedGroupStarts: groupedKeys.starts,
    groupedKeys: groupedKeys.values,
    groupedStarts: joined(
      grouped.map(([, list]) => list.starts),
      Int32Array,
    ).values,
    groupedEnds: joined(
      grouped.map(([, list]) => list.ends),
      Int32Array,
    ).values,
  };
  const header: z.infer<typeof headerSchema> = {
    digest,
    ids: index.ids,
    terms: index.terms,
    prefixes: prefixLists.map(([prefix]) => prefix),
  };
  return packSections(SECTIONS, header, sections);
}

/** The snapshot in `payload`, or undefined when it does not hold one of this layout. */
function decode(payload: Uint8Array): StoredSnapshot | undefined {
  const unpacked = unpackSections(SECTIONS, headerSchema, payload);
  if (!unpacked) return undefined;
  const { digest, ids, terms, prefixes } = unpacked.header;
  const s = unpacked.sections;
  const documents = ids.length;
  const consistent =
    s.jsonStart.length === documents + 1 &&
    s.jsonStart[documents] === s.json.length &&
    s.docTermStarts.length === documents + 1 &&
    s.docOwnStarts.length === documents + 1 &&
    s.docOwnCount.length === documents &&
    s.docSharedStarts.length === documents &&
    s.sortedTermIds.length === terms.length &&
    s.postingStarts.length === terms.length + 1 &&
    s.prefixStarts.length === prefixes.length + 1 &&
    s.groupedDocumentStarts.length === s.groupedOf.length + 1 &&
    s.groupedGroupStarts.length === s.groupedOf.length + 1 &&
    s.groupedStarts.length === s.groupedKeys.length &&
    s.groupedEnds.length === s.groupedKeys.length;
  if (!consistent) return undefined;
  const postings = split(s.postingStarts, s.postingValues);
  const prefixLists = split(s.prefixStarts, s.prefixValues);
  const groupedDocuments = split(s.groupedDocumentStarts, s.groupedDocuments);
  const groupedKeys = split(s.groupedGroupStarts, s.groupedKeys);
  const groupedStarts = split(s.groupedGroupStarts, s.groupedStarts);
  const groupedEnds = split(s.groupedGroupStarts, s.groupedEnds);
  // Keyed by the very arrays the index looks lists up as (postings, prefix lists).
  const groupedLists = new Map<Int32Array, GroupedList>();
  for (const [g, of] of s.groupedOf.entries()) {
    const list = of >= 0 ? postings[of] : prefixLists[-1 - of];
    if (!list) return undefined;
    groupedLists.set(list, {
      documents: groupedDocuments[g]!,
      keys: groupedKeys[g]!,
      starts: groupedStarts[g]!,
      ends: groupedEnds[g]!,
    });
  }
  return {
    json: s.json,
    jsonStart: s.jsonStart,
    digest,
    index: {
      ids,
      docTerms: new PackedLists(s.docTermStarts, s.docTermValues),
      docOwnWords: new PackedLists(s.docOwnStarts, s.docOwnValues),
      docOwnCount: s.docOwnCount,
      docSharedStarts: s.docSharedStarts,
      terms,
      sortedTermIds: s.sortedTermIds,
      postings,
      prefixPostings: new PrefixPostings(
        new Map(prefixes.map((prefix, p) => [prefix, prefixLists[p]!])),
      ),
      deletions: new DeletionKeys(terms, {
        hashes: s.deletionHashes,
        starts: s.deletionStarts,
        ids: s.deletionIds,
      }),
      groupedLists,
    },
  };
}

/** Where the snapshot is kept and found again under its key. */
export type SnapshotStore = KeptStore<StoredSnapshot>;

/** The snapshot as `search-<key>.bin` in `dir` (DATA_DIR/cache), beside the engine's files. */
export function catalogSnapshotFiles(dir: string): SnapshotStore {
  const files = byteFiles(dir, 'search-', 'Katalogsuche');
  return {
    read(key) {
      const payload = files.read(key);
      return payload && decode(payload);
    },
    write(key, snapshot) {
      files.write(key, encode(snapshot));
    },
  };
}

/**
 * The perfumes of a stored snapshot's JSON, their repeated strings shared as
 * listActivePerfumes() shares them. Not parsed with the schema again: the JSON is what this
 * server wrote from perfumes it had parsed, and the file's checksum and key (with
 * SNAPSHOT_REVISION) vouch that it is exactly that.
 */
export function perfumesOfJson(json: Uint8Array, jsonStart: Uint32Array): Perfume[] {
  const decoder = new TextDecoder();
  const pool = new StringPool();
  const perfumes: Perfume[] = [];
  for (let row = 0; row + 1 < jsonStart.length; row++) {
    const text = decoder.decode(json.subarray(jsonStart[row], jsonStart[row + 1]));
    perfumes.push(internPerfume(JSON.parse(text) as Perfume, pool));
  }
  return perfumes;
}
