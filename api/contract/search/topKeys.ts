// The k largest numeric keys seen so far, for top-k ranking: a min-heap whose smallest key
// is the bar a new candidate must clear, so ranking stays O(n log k) and a caller can skip
// candidates whose best possible key cannot clear it.

export class TopKeys {
  private readonly heap: number[] = [];
  constructor(private readonly capacity: number) {}

  /** True once k keys are held: from then on only a key above `lowest` gets in. */
  get full(): boolean {
    return this.heap.length >= this.capacity;
  }

  /** The smallest key held (the bar): -Infinity while not full, Infinity when k is 0. */
  get lowest(): number {
    if (this.capacity === 0) return Infinity;
    return this.full ? this.heap[0]! : -Infinity;
  }

  offer(key: number): void {
    const heap = this.heap;
    if (this.capacity === 0) return;
    if (heap.length < this.capacity) {
      heap.push(key);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]! <= heap[i]!) break;
        [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
        i = parent;
      }
      return;
    }
    if (key <= heap[0]!) return;
    heap[0] = key;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && heap[left]! < heap[smallest]!) smallest = left;
      if (right < heap.length && heap[right]! < heap[smallest]!) smallest = right;
      if (smallest === i) break;
      [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
      i = smallest;
    }
  }

  sortedDescending(): number[] {
    return [...this.heap].sort((a, b) => b - a);
  }
}
