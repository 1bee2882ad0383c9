// Builds the configured scent engine from the in-memory catalog and rebuilds it when a
// catalog import changed the perfumes. Routes read the engine through `current()`, so a
// rebuild swaps it without a restart.
import type { CatalogSearch } from '../perfumes/catalogSearch';
import { affiliateShopName, createShopLinker } from '../shop/affiliateLinks';
import type { ScentEngine } from './engine';
import type { EngineConfig } from './engineConfig';
import { createLocalEngine } from './local/createLocalEngine';

export interface EngineHolder {
  current: () => ScentEngine;
  rebuild: () => void;
}

export function setUpEngine(config: EngineConfig, catalog: CatalogSearch): EngineHolder {
  const shopLink = createShopLinker(config.affiliateTemplate);
  const build = (): ScentEngine =>
    createLocalEngine(catalog.perfumes(), {
      affiliateLink: (perfume) =>
        shopLink({
          ...perfume,
          affiliate_link: perfume.affiliate_link ?? null,
          shop: perfume.shop ?? null,
        })?.url ?? null,
      affiliateShop: affiliateShopName(config.affiliateTemplate),
    });
  let engine = build();
  return {
    current: () => engine,
    rebuild: () => {
      engine = build();
    },
  };
}
