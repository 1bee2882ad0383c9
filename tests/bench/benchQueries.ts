import type { CatalogRecord } from '../../api/contract/perfume';

/** A fixed, reproducible mix: whole names, brand + name, prefixes, one-typo names, brands. */
export function benchmarkQueries(records: readonly CatalogRecord[]): string[] {
  const popular = [...records].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
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
