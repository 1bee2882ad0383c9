// The one-typo lookup's deletion keys (a term with one letter left out → the terms that give
// it) in three flat arrays instead of a Map of strings to arrays: 84,000 perfumes have about
// 220,000 such keys, and as strings with one small array each they held ~24 MB of the
// server's heap (and a phone's, offline). Keys are 32-bit hashes, sorted, each with its run
// of term ids, so a lookup is one binary search.
//
// Two keys can share a hash, so a lookup checks each term of the run against the key
// itself: it finds exactly what a Map of strings would, in the same order (term ids
// ascending per key).

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Term ids are packed beside the hash in one float64 while sorting (2^20 terms at most). */
const ID_BITS = 2 ** 20;

/** FNV-1a over the UTF-16 code units of `text`, leaving out the one at `skip` (-1: none). */
function hashWithout(text: string, skip: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    if (i === skip) continue;
    hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  }
  return hash >>> 0;
}

export class DeletionKeys {
  /** Distinct key hashes, ascending. */
  private readonly hashes: Uint32Array;
  /** Terms of key i at ids[starts[i], starts[i + 1]), ascending. */
  private readonly starts: Uint32Array;
  private readonly ids: Uint32Array;

  /** Keys of every term with at least `minLength` letters (terms[id] is term id's text). */
  constructor(
    private readonly terms: readonly string[],
    minLength: number,
  ) {
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
    this.hashes = new Uint32Array(keys);
    this.starts = new Uint32Array(keys + 1);
    this.ids = new Uint32Array(distinct);
    let key = -1;
    let entry = 0;
    for (let i = 0; i < packed.length; i++) {
      if (i > 0 && packed[i] === packed[i - 1]) continue;
      const hash = hashOf(packed[i]!);
      if (key < 0 || this.hashes[key] !== hash) {
        key++;
        this.hashes[key] = hash;
        this.starts[key] = entry;
      }
      this.ids[entry++] = packed[i]! % ID_BITS;
    }
    this.starts[keys] = entry;
  }

  /** Calls `found` with each term (ascending) that gives `key` when one letter is left out. */
  forEachTerm(key: string, found: (id: number) => void): void {
    const hash = hashWithout(key, -1);
    let low = 0;
    let high = this.hashes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.hashes[middle]! < hash) low = middle + 1;
      else high = middle;
    }
    if (this.hashes[low] !== hash) return;
    for (let i = this.starts[low]!; i < this.starts[low + 1]!; i++) {
      const id = this.ids[i]!;
      if (isDeletionOf(key, this.terms[id]!)) found(id);
    }
  }

  /** Bytes held by the three arrays (for memory figures). */
  get byteLength(): number {
    return this.hashes.byteLength + this.starts.byteLength + this.ids.byteLength;
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
