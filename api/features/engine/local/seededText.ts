// Deterministic variation for generated German texts: a small seeded generator, so the same
// input always reads the same while different inputs read differently, and list joining.

/** FNV-1a over the strings, order-sensitive; callers sort when order must not matter. */
export function hashSeed(parts: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      hash ^= part.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x1f;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Picker {
  /** One of the options, chosen by the seed sequence. */
  pick<T>(options: readonly T[]): T;
}

/** Mulberry32: tiny, fast and good enough to vary phrasing. */
export function createPicker(seed: number): Picker {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(options: readonly T[]): T {
      return options[Math.floor(next() * options.length)]!;
    },
  };
}

/** "A", "A und B", "A, B und C". */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}
