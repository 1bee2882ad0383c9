import type { CatalogRecord } from '../../api/contract/perfume';

function byNotability(records: readonly CatalogRecord[]): CatalogRecord[] {
  return [...records].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
}

/** A fixed, reproducible mix: whole names, brand + name, prefixes, one-typo names, brands. */
export function benchmarkQueries(records: readonly CatalogRecord[]): string[] {
  const popular = byNotability(records);
  const names = popular.slice(0, 60).map((r) => r.name);
  const brandAndName = popular.slice(60, 100).map((r) => `${r.brand} ${r.name}`);
  const prefixes = popular
    .slice(100, 150)
    .map((r) => r.name.slice(0, Math.max(3, Math.min(6, r.name.length))));
  const typos = popular
    .slice(150, 260)
    .map((r) => r.name.split(' ')[0] ?? '')
    .filter((word) => word.length >= 5)
    .slice(0, 40)
    .map((word) => word.slice(0, 2) + word[3] + word[2] + word.slice(4));
  const brands = [...new Set(popular.map((r) => r.brand))].slice(0, 30);
  return [...names, ...brandAndName, ...prefixes, ...typos, ...brands];
}

/** One edit of each kind a thumb makes, chosen by position so the list stays reproducible. */
function typoOf(word: string, variant: number): string {
  const at = 1 + (variant % Math.max(1, word.length - 2));
  switch (variant % 4) {
    case 0: // neighbours swapped
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1: // a letter left out
      return word.slice(0, at) + word.slice(at + 1);
    case 2: // a letter doubled
      return word.slice(0, at) + word[at] + word.slice(at);
    default: // a wrong letter
      return word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
  }
}

/**
 * The uncached search benchmark's list: at least 1,000 distinct queries drawn
 * deterministically from the catalog, so a response cache cannot hide the search cost —
 * whole names, brand + name, every prefix from three characters of popular names, one-typo
 * words, brand-only queries and long-tail names of perfumes few people vote for.
 */
export function distinctBenchmarkQueries(records: readonly CatalogRecord[]): string[] {
  const popular = byNotability(records);
  const names = popular.slice(0, 250).map((r) => r.name);
  const brandAndName = popular.slice(250, 400).map((r) => `${r.brand} ${r.name}`);
  const prefixes = popular.slice(0, 60).flatMap((r) => {
    const name = r.name.slice(0, 16);
    return Array.from({ length: Math.max(0, name.length - 2) }, (_, i) => name.slice(0, i + 3));
  });
  const typos = popular
    .slice(400, 1200)
    .flatMap((r) => r.name.split(' ').slice(0, 1))
    .filter((word) => /^[A-Za-z]{5,}$/.test(word))
    .slice(0, 200)
    .map((word, i) => typoOf(word.toLowerCase(), i));
  const brandCounts = new Map<string, number>();
  for (const r of records) brandCounts.set(r.brand, (brandCounts.get(r.brand) ?? 0) + 1);
  const brands = [...brandCounts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 120)
    .map(([brand]) => brand);
  const step = Math.floor(popular.length / 200);
  const longTail = popular
    .slice(2000)
    .filter((_, i) => i % step === 0)
    .map((r) => (r.name.length >= 3 ? r.name : `${r.brand} ${r.name}`));
  const all = [...names, ...brandAndName, ...prefixes, ...typos, ...brands, ...longTail];
  return [...new Set(all.map((query) => query.trim()).filter((query) => query.length >= 3))];
}

/** The catalog ten times over, as the search benchmark grows it. */
export function tenfold(records: readonly CatalogRecord[]): CatalogRecord[] {
  // Variants mimic how a bigger catalog grows: more flankers of the same lines and houses.
  const words = [
    'Intense',
    'Nuit',
    'Absolu',
    'Sport',
    'Elixir',
    'Extreme',
    'Noir',
    'Summer',
    'Privé',
  ];
  return records.flatMap((record) => [
    record,
    ...words.map((word, i) => ({
      ...record,
      id: `${record.id}-x${i}`,
      name: `${record.name} ${word}`,
      votes: Math.floor(record.votes / (i + 2)),
    })),
  ]);
}
