// Test-only builder for small offline catalog indexes (three well-known perfumes by default),
// written in the wire format so tests see what the worker gets. Never imported by app code.
import { CATALOG_INDEX_FORMAT, type CatalogIndex } from '../../../api/contract/catalogIndex';

type Entry = { id: string; name: string; brand: string; votes: number };

const WELL_KNOWN: Entry[] = [
  { id: 'fra-31861', name: 'Sauvage', brand: 'Christian Dior', votes: 30000 },
  { id: 'fra-9828', name: 'Aventus', brand: 'Creed', votes: 25000 },
  { id: 'fra-628', name: 'Eau Sauvage', brand: 'Christian Dior', votes: 9000 },
];

export function buildCatalogIndex(entries: readonly Entry[] = WELL_KNOWN): CatalogIndex {
  const brands = [...new Set(entries.map((entry) => entry.brand))];
  return {
    format: CATALOG_INDEX_FORMAT,
    count: entries.length,
    brands,
    aliases: ['Dior'],
    families: ['Aromatisch'],
    concentrations: [],
    accords: [{ key: 'fresh spicy', name: 'Frisch-würzig' }],
    perfumes: {
      ids: entries.map((entry) => entry.id),
      names: entries.map((entry) => entry.name),
      brands: entries.map((entry) => brands.indexOf(entry.brand)),
      aliases: entries.map((entry) => (entry.brand === 'Christian Dior' ? [0] : [])),
      votes: entries.map((entry) => entry.votes),
      accords: entries.map(() => [0]),
      families: entries.map(() => 0),
      niche: entries.map((entry) => (entry.brand === 'Creed' ? 1 : 0)),
      years: entries.map(() => null),
      concentrations: entries.map(() => -1),
    },
  };
}
