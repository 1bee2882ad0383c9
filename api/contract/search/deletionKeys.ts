// The one-typo lookup's deletion keys (a term with one letter left out → the terms that give
// it) in three flat arrays instead of a Map of strings to arrays: 84,000 perfumes have about
// 220,000 such keys, and as strings with one small array each they held ~24 MB of the
// server's heap (and a phone's, offline). Keys are 32-bit hashes, sorted, each with its run
// of term ids, so a lookup is one binary search.
//
// A binary search over 220,000 hashes reads about 18 places scattered over 880 KB, most of
// them cache misses, and a typo'd word looks up one key per letter: a directory by the
// hash's top bits (derived at construction, never stored) narrows each search to the few
// keys of its bucket.
//
// Two keys can share a hash, so a lookup checks each term of the run against the key
// itself: it finds exactly what a Map of strings would, in the same order (term ids
// ascending per key).

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Term ids are packed beside the hash in one float64 while sorting (2^20 terms at most). */
const ID_BITS = 2 ** 20;
/** The directory has 2^14 buckets (64 KB): about 13 keys each, one or two cache lines. */
const BUCKET_SHIFT = 18;

/** FNV-1a over the UTF-16 code units of `text`, leaving out the one at `skip` (-1: none). */
function hashWithout(text: string, skip: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    if (i === skip) continue;
    hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  }
  return hash >>> 0;
}

/** A DeletionKeys' three arrays, as built (or kept and read back by the server). */
export interface DeletionKeyArrays {
  /** Distinct key hashes, ascending. */
  hashes: Uint32Array;
  /** Terms of key i at ids[starts[i], starts[i + 1]), ascending. */
  starts: Uint32Array;
  ids: Uint32Array;
}

export class DeletionKeys {
  /** Keys of bucket b (hash >>> BUCKET_SHIFT) at hashes[bucketStarts[b], bucketStarts[b + 1]). */
  private readonly bucketStarts: Uint32Array;

  /** The keys `arrays` hold for `terms` (terms[id] is term id's text). */
  constructor(
    private readonly terms: readonly string[],
    readonly arrays: DeletionKeyArrays,
  ) {
    const { hashes } = arrays;
    const buckets = 2 ** (32 - BUCKET_SHIFT);
    this.bucketStarts = new Uint32Array(buckets + 1);
    let key = 0;
    for (let bucket = 0; bucket <= buckets; bucket++) {
      while (key < hashes.length && hashes[key]! >>> BUCKET_SHIFT < bucket) key++;
      this.bucketStarts[bucket] = key;
    }
  }

  /** Keys of every term with at least `minLength` letters. */
  static build(terms: readonly string[], minLength: number): DeletionKeys {
    if (terms.length >= ID_BITS) throw new Error('Zu viele Suchbegriffe für die Tippfehlersuche.');
    let count = 0;
    for (const term of terms) if (term.length >= minLength) count += term.length;
    const packed = new Float64Array(count);
    let at = 0;
    terms.forEach((term, id) => {
      if (term.length < minLength) return;
      for (let skip = 0; skip < term.length; skip++) {
        packed[at++] = hashWithout(term, skip) * ID_BITS + id;
      }
    });
    packed.sort();
    // A term with a doubled letter gives the same key twice ("moos" → "mos"); keep it once.
    let distinct = 0;
    let keys = 0;
    for (let i = 0; i < packed.length; i++) {
      if (i > 0 && packed[i] === packed[i - 1]) continue;
      distinct++;
      if (i === 0 || hashOf(packed[i]!) !== hashOf(packed[i - 1]!)) keys++;
    }
    const hashes = new Uint32Array(keys);
    const starts = new Uint32Array(keys + 1);
    const ids = new Uint32Array(distinct);
    let key = -1;
    let entry = 0;
    for (let i = 0; i < packed.length; i++) {
      if (i > 0 && packed[i] === packed[i - 1]) continue;
      const hash = hashOf(packed[i]!);
      if (key < 0 || hashes[key] !== hash) {
        key++;
        hashes[key] = hash;
        starts[key] = entry;
      }
      ids[entry++] = packed[i]! % ID_BITS;
    }
    starts[keys] = entry;
    return new DeletionKeys(terms, { hashes, starts, ids });
  }

  /** Calls `found` with each term (ascending) that gives `key` when one letter is left out. */
  forEachTerm(key: string, found: (id: number) => void): void {
    const hash = hashWithout(key, -1);
    const { hashes, starts, ids } = this.arrays;
    const bucket = hash >>> BUCKET_SHIFT;
    let low = this.bucketStarts[bucket]!;
    let high = this.bucketStarts[bucket + 1]!;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (hashes[middle]! < hash) low = middle + 1;
      else high = middle;
    }
    // Past the bucket's end lies another bucket's key (or nothing): never this hash.
    if (hashes[low] !== hash) return;
    for (let i = starts[low]!; i < starts[low + 1]!; i++) {
      const id = ids[i]!;
      if (isDeletionOf(key, this.terms[id]!)) found(id);
    }
  }

  /** Bytes held by the three arrays and the directory (for memory figures). */
  get byteLength(): number {
    const { hashes, starts, ids } = this.arrays;
    return hashes.byteLength + starts.byteLength + ids.byteLength + this.bucketStarts.byteLength;
  }
}

/** Whether leaving one letter out of `term` gives `key`. */
function isDeletionOf(key: string, term: string): boolean {
  if (term.length !== key.length + 1) return false;
  let i = 0;
  while (i < key.length && key.charCodeAt(i) === term.charCodeAt(i)) i++;
  for (let j = i; j < key.length; j++) {
    if (key.charCodeAt(j) !== term.charCodeAt(j + 1)) return false;
  }
  return true;
}

function hashOf(packed: number): number {
  return Math.floor(packed / ID_BITS);
}
