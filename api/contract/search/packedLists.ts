// Many short lists of numbers in one array, list i at values[starts[i], starts[i + 1]):
// the search reads a few documents' terms per candidate, and one dense array keeps those
// reads in order in memory instead of chasing one small array object per document.

export class PackedLists {
  constructor(
    readonly starts: Uint32Array,
    readonly values: Uint32Array,
  ) {}

  static of(lists: readonly (readonly number[])[]): PackedLists {
    const starts = new Uint32Array(lists.length + 1);
    let total = 0;
    lists.forEach((list, i) => {
      total += list.length;
      starts[i + 1] = total;
    });
    const values = new Uint32Array(total);
    lists.forEach((list, i) => values.set(list, starts[i]!));
    return new PackedLists(starts, values);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** How many values of the list pass the test. */
  count(list: number, test: (value: number) => boolean): number {
    let passed = 0;
    for (let i = this.starts[list]!; i < this.starts[list + 1]!; i++) {
      if (test(this.values[i]!)) passed++;
    }
    return passed;
  }
}
