// Issue 25's "Why": a shopper in a 2026 perfumery types these names, and each must be among
// the first 3 results, online (the server's CatalogSearch) and offline (the compact index
// after a JSON round trip, as the worker gets it). Also the houses the 2017 catalog lacked.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfflineCatalogSearch } from '../../contract/catalogIndex';
import type { CatalogSearch } from '../perfumes/catalogSearch';
import { loadRealCatalogSearch } from './realCatalogSearch';

/** [what the shopper types, the perfume's id (any of them where two releases share it)]. */
const WHY: [string, string[]][] = [
  ['Sauvage Elixir', ['fra-68415']],
  ['Libre', ['fra-56077']],
  ['Idôle', ['fra-55795']],
  ['Idole', ['fra-55795']],
  ['Good Girl Suprême', ['fra-61769']],
  ['good girl supreme', ['fra-61769']],
  ['Le Male Le Parfum', ['fra-61856']],
  ['Y Eau de Parfum', ['fra-50757']],
  ['Bleu de Chanel Parfum', ['fra-49912']],
  ['Phantom', ['fra-68226']],
  ['Alien Goddess', ['fra-68354']],
  ['My Way', ['fra-62036']],
  ['Born in Roma', ['fra-55805', 'fra-55963']],
  ['Khamrah', ['fra-75805']],
  ['9pm', ['fra-65414']],
  ['Erba Pura', ['fra-55157']],
  ['Delina', ['fra-43871']],
  ['Mon Guerlain', ['fra-43297']],
  ['Gypsy Water', ['fra-3575']],
  ['Hacivat', ['fra-44174']],
];

const HOUSES = ['Byredo', 'Amouage', 'Nishane', 'Initio'];

let server: CatalogSearch;
let offline: OfflineCatalogSearch;

beforeAll(() => {
  ({ server, offline } = loadRealCatalogSearch());
}, 180_000);

describe("today's shelf is found by name (issue 25)", () => {
  it.each(WHY)('%s is in the first 3 online and offline', (query, ids) => {
    const online = server.search(query, 1, 3).perfumes.map((p) => p.id);
    const local = offline.page(query, 1, 3).perfumes.map((p) => p.id);
    expect(
      online.some((id) => ids.includes(id)),
      `${query}: ${online.join()}`,
    ).toBe(true);
    expect(
      local.some((id) => ids.includes(id)),
      `${query}: ${local.join()}`,
    ).toBe(true);
  });

  it.each(HOUSES)('the house %s fills the first 3 online and offline', (house) => {
    const online = server.search(house, 1, 3).perfumes;
    const local = offline.page(house, 1, 3).perfumes;
    expect(online.map((p) => p.brand).every((brand) => brand.startsWith(house))).toBe(true);
    expect(local.map((p) => p.brand).every((brand) => brand.startsWith(house))).toBe(true);
    expect(local).toHaveLength(3);
  });
});
