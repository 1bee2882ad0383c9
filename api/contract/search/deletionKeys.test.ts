import { describe, expect, it } from 'vitest';
import { DeletionKeys } from './deletionKeys';
import { deletionsOf } from './ranking';

/** The Map of strings the keys replace: key → term ids in ascending order. */
function referenceMap(terms: readonly string[], minLength: number): Map<string, number[]> {
  const map = new Map<string, number[]>();
  terms.forEach((term, id) => {
    if (term.length < minLength) return;
    for (const key of new Set(deletionsOf(term))) {
      const list = map.get(key);
      if (list) list.push(id);
      else map.set(key, [id]);
    }
  });
  return map;
}

function lookup(keys: DeletionKeys, key: string): number[] {
  const found: number[] = [];
  keys.forEachTerm(key, (id) => found.push(id));
  return found;
}

describe('DeletionKeys', () => {
  it('finds the terms a key is one left-out letter of, in ascending order', () => {
    const terms = ['rose', 'rosa', 'moos', 'mos', 'sauvage', 'savage', 'aqua', 'acqua', 'oud'];
    const keys = DeletionKeys.build(terms, 3);
    expect(lookup(keys, 'ros')).toEqual([0, 1]);
    expect(lookup(keys, 'mos')).toEqual([2]); // "moos" once, though both o's give it
    expect(lookup(keys, 'savage')).toEqual([4]);
    expect(lookup(keys, 'aqua')).toEqual([7]);
    expect(lookup(keys, 'ud')).toEqual([8]);
    expect(lookup(keys, 'xyz')).toEqual([]);
    expect(lookup(keys, 'ro')).toEqual([]); // terms shorter than 3 letters give no keys
  });

  it('skips terms below the minimum length', () => {
    const keys = DeletionKeys.build(['oud', 'amber'], 4);
    expect(lookup(keys, 'ud')).toEqual([]);
    expect(lookup(keys, 'ambr')).toEqual([1]);
  });

  it('answers exactly as a Map of strings over a vocabulary with umlauts and doubled letters', () => {
    const letters = 'aäeioöuüßlmnrst';
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 48271) >>> 0) % 2147483647) / 2147483647;
    const terms = [
      ...new Set(
        Array.from({ length: 4000 }, () =>
          Array.from({ length: 2 + Math.floor(random() * 8) }, () =>
            letters.charAt(Math.floor(random() * letters.length)),
          ).join(''),
        ),
      ),
    ];
    const keys = DeletionKeys.build(terms, 3);
    const map = referenceMap(terms, 3);
    for (const [key, ids] of map) expect(lookup(keys, key)).toEqual(ids);
    // Keys no term gives find nothing, whatever their hash meets.
    for (const term of terms.slice(0, 500)) {
      if (!map.has(term + 'q')) expect(lookup(keys, term + 'q')).toEqual([]);
    }
    expect(keys.byteLength).toBeGreaterThan(0);
  });

  it('answers the same when restored from its stored arrays, the directory derived again', () => {
    const terms = Array.from({ length: 3000 }, (_, i) => `duft${i.toString(36)}note`);
    const built = DeletionKeys.build(terms, 3);
    const restored = new DeletionKeys(terms, built.arrays);
    for (const term of terms) {
      const key = term.slice(1);
      expect(lookup(restored, key)).toEqual(lookup(built, key));
      expect(lookup(restored, key)).toContain(terms.indexOf(term));
    }
  });
});
