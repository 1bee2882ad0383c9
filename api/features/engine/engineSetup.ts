// Builds the configured scent engine and photo analyzer from the in-memory catalog and
// rebuilds them when a catalog import changed the perfumes. Routes read them through
// `current()` / `photo()`, so a rebuild swaps them without a restart. The local engine
// always exists: the OpenAI engine takes its Duft-DNA numbers from it.
import type { Database } from '../../db/database';
import type { CatalogSearch } from '../perfumes/catalogSearch';
import {
  createLocalPhotoAnalyzer,
  createOpenAiPhotoAnalyzer,
  type PhotoAnalyzer,
} from '../photo/photoAnalyzers';
import { type BarcodeReader, createBarcodeReader } from '../photo/barcodes';
import type { OcrReader } from '../photo/ocr';
import { createSceneTextReader } from '../photo/sceneText/sceneTextReader';
import { affiliateShopName, createShopLinker, type ShopLinker } from '../shop/affiliateLinks';
import type { ScentEngine } from './engine';
import type { EngineConfig } from './engineConfig';
import { createLocalEngine } from './local/createLocalEngine';
import { catalogModelFiles } from './local/catalogModelFile';
import { latentBasisFiles, lineNumberFiles } from './local/latentCache';
import { createOpenAiEngine } from './openai/createOpenAiEngine';
import { engineCatalogOf } from '../perfumes/memoryCatalog';
import { createProviderGuard } from './openai/providerGuard';

export interface EngineHolder {
  current: () => ScentEngine;
  /** Delegates to the analyzer of the current catalog load. */
  photoAnalyzer: PhotoAnalyzer;
  rebuild: () => void;
  /** Calls `listener` after each rebuild, the new engine in place (offline files follow it). */
  onRebuild: (listener: () => void) => void;
  close: () => Promise<void>;
  /** A perfume's shop link: its feed's deep link, else AFFILIATE_URL_TEMPLATE filled in. */
  shopLink: ShopLinker;
}

interface Built {
  engine: ScentEngine;
  photo: PhotoAnalyzer;
}

export function setUpEngine(
  config: EngineConfig,
  catalog: CatalogSearch,
  db: Database,
  ocr: OcrReader = createSceneTextReader(),
  barcodes: BarcodeReader = createBarcodeReader(),
  /** A directory for what the engine build can reuse on the next start (DATA_DIR/cache). */
  cacheDir?: string,
): EngineHolder {
  const latentStore = cacheDir === undefined ? undefined : latentBasisFiles(cacheDir);
  const lineStore = cacheDir === undefined ? undefined : lineNumberFiles(cacheDir);
  const modelStore = cacheDir === undefined ? undefined : catalogModelFiles(cacheDir);
  const shopLink = createShopLinker(config.affiliateTemplate);
  // One breaker for the provider, kept across catalog rebuilds (review M13).
  const guard = createProviderGuard({
    onStateChange: (state, failures) => {
      if (state === 'open') {
        console.error(`[ki] ${failures} Fehler des KI-Dienstes in Folge: Aufrufe pausieren.`);
      } else console.error('[ki] Der KI-Dienst antwortet wieder.');
    },
  });
  const build = (): Built => {
    const perfumes = catalog.perfumes();
    const local = createLocalEngine(
      perfumes,
      {
        affiliateLink: (perfume) =>
          shopLink({
            ...perfume,
            affiliate_link: perfume.affiliate_link ?? null,
            shop: perfume.shop ?? null,
          })?.url ?? null,
        affiliateShop: affiliateShopName(config.affiliateTemplate),
      },
      // The catalog's search index and id → row map over the same array: one of each in memory.
      {
        search: catalog.searchIndexOf(perfumes),
        indexById: catalog.rowsOf(perfumes),
        catalogDigest: catalog.digestOf(perfumes),
        latentStore,
        lineStore,
        modelStore,
      },
    );
    const lookup = engineCatalogOf(catalog);
    if (config.kind === 'local') {
      return {
        engine: local,
        photo: createLocalPhotoAnalyzer({ catalog: lookup, db, ocr, barcodes }),
      };
    }
    const openai = createOpenAiEngine({
      apiKey: config.apiKey,
      ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      model: config.model,
      visionModel: config.visionModel,
      catalog: lookup,
      shopLink,
      db,
      facts: local,
      lineOf: local.lineOf,
      leanOf: local.leanOf,
      guard,
    });
    return {
      engine: openai,
      photo: createOpenAiPhotoAnalyzer({
        client: openai.client,
        guard: openai.guard,
        visionModel: openai.visionModel,
        catalog: lookup,
        db,
      }),
    };
  };
  let built = build();
  const rebuildListeners: (() => void)[] = [];
  return {
    current: () => built.engine,
    photoAnalyzer: {
      get engine() {
        return built.photo.engine;
      },
      analyze: (upload, signal) => built.photo.analyze(upload, signal),
    },
    rebuild: () => {
      built = build();
      for (const listener of rebuildListeners) listener();
    },
    onRebuild: (listener) => {
      rebuildListeners.push(listener);
    },
    close: async () => {
      await Promise.all([ocr.close(), barcodes.close()]);
    },
    shopLink,
  };
}
