// Repairs the words OCR read on a label before they are matched, with the catalog's own
// words as the dictionary: a word the catalog does not know is tried with the usual OCR
// confusions (0/o, 1/l/i, 5/s, rn/m, vv/w, u/v) and then split into catalog words where
// the reader glued them ("lemale" → "le male", "tomfordoudwood" → "tom ford oud wood").
// Known words and short ones are left alone.

const MIN_REPAIR_LENGTH = 4;
const MIN_PIECE = 2;
const MAX_PIECES = 6;
const CONFUSIONS: readonly [RegExp, string][] = [
  [/0/g, 'o'],
  [/1/g, 'l'],
  [/1/g, 'i'],
  [/5/g, 's'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/u/g, 'v'],
  [/v/g, 'u'],
  [/l/g, 'i'],
  [/i/g, 'l'],
];

export function repairedTokens(tokens: readonly string[], words: ReadonlySet<string>): string[] {
  return tokens.flatMap((token) => repaired(token, words));
}

function repaired(token: string, words: ReadonlySet<string>): string[] {
  if (token.length < MIN_REPAIR_LENGTH || words.has(token) || /^\d+$/.test(token)) return [token];
  for (const [pattern, replacement] of CONFUSIONS) {
    const variant = token.replace(pattern, replacement);
    if (variant !== token && words.has(variant)) return [variant];
  }
  return split(token, words) ?? [token];
}

/** The split into the fewest catalog words (each ≥ 2 letters), or null. */
function split(token: string, words: ReadonlySet<string>): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= token.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 20); start <= end - MIN_PIECE; start++) {
      const before = best[start];
      const piece = token.slice(start, end);
      if (!before || !words.has(piece)) continue;
      if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, piece];
    }
  }
  const pieces = best[token.length];
  return pieces && pieces.length > 1 && pieces.length <= MAX_PIECES ? pieces : null;
}
