// Spec 001 §4 "Analysis freshness": a stored analysis is up to date when the collection holds
// exactly the perfumes the analysis grouped into its categories. Names are compared after
// decoding HTML entities (older stored analyses carry "&amp;" and the like).
import { profileCopy } from '../../copy/profile';

export type Freshness = 'none' | 'current' | 'outdated';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the entities that occur in perfume names: named basics and numeric references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

function nameSet(names: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const name of names) set.add(decodeEntities(name).trim());
  return set;
}

export function analysisFreshness(
  collectionNames: readonly string[],
  analysedNames: readonly string[] | null,
): Freshness {
  if (analysedNames === null) return 'none';
  const current = nameSet(collectionNames);
  const analysed = nameSet(analysedNames);
  if (current.size !== analysed.size) return 'outdated';
  for (const name of current) if (!analysed.has(name)) return 'outdated';
  return 'current';
}

/** The hint under the analyse button for each state. */
export function freshnessHint(freshness: Freshness): string {
  switch (freshness) {
    case 'current':
      return profileCopy.analysis.current;
    case 'outdated':
      return profileCopy.analysis.outdated;
    case 'none':
      return profileCopy.analysis.none;
  }
}
