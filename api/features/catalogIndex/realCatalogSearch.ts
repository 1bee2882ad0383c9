// Test support: the committed catalog searched as users search it, online (the server's
// CatalogSearch without its cache) and offline (the compact index after a JSON round trip, as
// the worker gets it). Shared by the search tests that run on the real catalog.
import path from 'node:path';
import { readCatalogFile } from '../../catalog/catalogFile';
import { catalogIndexSchema, OfflineCatalogSearch } from '../../contract/catalogIndex';
import { unpricedPerfume } from '../../contract/perfume';
import { CatalogSearch } from '../perfumes/catalogSearch';
import { buildCatalogIndex } from './buildCatalogIndex';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../catalog/data/catalog.jsonl.gz');

export function loadRealCatalogSearch(): { server: CatalogSearch; offline: OfflineCatalogSearch } {
  const perfumes = readCatalogFile(CATALOG_FILE).records.map(unpricedPerfume);
  const server = CatalogSearch.fromPerfumes(perfumes, { cacheSize: 0 });
  const sent = JSON.parse(JSON.stringify(buildCatalogIndex(server.perfumes()))) as unknown;
  return { server, offline: new OfflineCatalogSearch(catalogIndexSchema.parse(sent)) };
}
