// Memory for the catalog held by the server (issue 25): a perfume read from the database
// carries its own copy of every note, accord, perfumer and brand string, though a few
// thousand distinct values repeat across 84,000 perfumes. Interning them makes every perfume
// point at one shared string, and identical accords at one shared object. Values and
// rankings stay exactly the same; only the copies go.
import type { Perfume } from '../../contract/perfume';

type Accord = Perfume['accords'][number];

/** Most perfumes have no aliases and no perfumers: ~250,000 empty arrays become this one. */
const EMPTY_LIST: readonly string[] = Object.freeze([]);

export class StringPool {
  private readonly strings = new Map<string, string>();
  private readonly accords = new Map<string, Accord>();

  string<T extends string | null>(value: T): T {
    if (value === null) return value;
    const known = this.strings.get(value);
    if (known !== undefined) return known as T;
    this.strings.set(value, value);
    return value;
  }

  /** The list with pooled strings; every empty list is one shared, frozen array. */
  list(values: readonly string[]): string[] {
    if (values.length === 0) return EMPTY_LIST as string[];
    return values.map((value) => this.string(value));
  }

  accord(accord: Accord): Accord {
    const key = `${accord.key}\u0000${accord.name}`;
    const known = this.accords.get(key);
    if (known) return known;
    const shared = Object.freeze({ key: this.string(accord.key), name: this.string(accord.name) });
    this.accords.set(key, shared);
    return shared;
  }
}

/** The perfume with its repeated strings and accords taken from the pool (in place). */
export function internPerfume(perfume: Perfume, pool: StringPool): Perfume {
  perfume.brand = pool.string(perfume.brand);
  perfume.aliases = pool.list(perfume.aliases);
  perfume.notes = pool.list(perfume.notes);
  perfume.accords = perfume.accords.map((accord) => pool.accord(accord));
  if (perfume.pyramid) {
    perfume.pyramid = {
      ...perfume.pyramid,
      top: pool.list(perfume.pyramid.top),
      heart: pool.list(perfume.pyramid.heart),
      base: pool.list(perfume.pyramid.base),
    };
  }
  if (perfume.perfumers) perfume.perfumers = pool.list(perfume.perfumers);
  perfume.fragranceFamily = pool.string(perfume.fragranceFamily);
  if (perfume.concentration) perfume.concentration = pool.string(perfume.concentration);
  return perfume;
}
