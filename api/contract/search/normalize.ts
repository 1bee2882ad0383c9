// Text folding shared by the server's search and the browser's offline index: case,
// accents and umlauts, apostrophes and punctuation all fold away, so "Terre d'Hermès",
// "terre d hermes" and "TERRE D'HERMES" become the same tokens.

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPECIAL_LETTER_PATTERN = /[ßæœøłđı]/g;
const NON_ALPHANUMERIC = /[^a-z0-9]+/g;
const LETTER_DIGIT_BOUNDARY = /(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/g;

/** Lower-case, accent-free, punctuation replaced by single spaces. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(NON_ALPHANUMERIC, ' ')
    .replace(LETTER_DIGIT_BOUNDARY, ' ')
    .trim();
}

/**
 * Splits folded text into tokens. Runs of single letters are joined ("D&G" → "d g" →
 * "dg", "Y S L" → "ysl") so abbreviations match however they are typed, and a lone "n"
 * or "nr" before a number means "no" ("N°5", "No. 5", "Nr. 5" → "no 5").
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let letters = '';
  const parts = foldText(text).split(' ');
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!;
    if (part.length === 0) continue;
    if ((part === 'n' || part === 'nr') && /^[0-9]/.test(parts[i + 1] ?? '')) part = 'no';
    if (part.length === 1 && part >= 'a' && part <= 'z') {
      letters += part;
      continue;
    }
    if (letters) tokens.push(letters);
    letters = '';
    tokens.push(part);
  }
  if (letters) tokens.push(letters);
  return tokens;
}

/**
 * Optimal string alignment distance, capped: returns max + 1 as soon as the distance
 * must exceed max. A swap of neighbours counts as one edit ("sauvgae" → "sauvage").
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let before = new Array<number>(cols);
  let previous = new Array<number>(cols);
  let current = new Array<number>(cols);
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[cols - 1]!, max + 1);
}

/**
 * True when `a` and `b` are at most one edit apart (insert, delete, substitute, or swap
 * of neighbours): the same answer as editDistance(a, b, 1) <= 1, without allocating.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  const gap = a.length - b.length;
  if (gap > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === b.length) return true; // equal, or one letter added at the end
  if (gap === 1) return a.slice(i + 1) === b.slice(i);
  if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter replaced
  return (
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    a.slice(i + 2) === b.slice(i + 2)
  );
}
