// Owns the device database "duftkompass-catalog": the downloaded offline catalog index with
// its ETag. It is a cache of server data, not user data, so it lives apart from the
// "duftkompass" database and survives sign-out. New versions are declared below the
// existing ones; never edit a version that has shipped.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import { lazySchema } from '../../api/contract/lazySchema';

export const CATALOG_DB_NAME = 'duftkompass-catalog';
const CURRENT = 'current';
/** The row of the cheaper-alternatives file (GET /api/catalog/cheaper-alternatives). */
export const CHEAPER_ALTERNATIVES_KEY = 'cheaperAlternatives';

const storedIndexSchema = lazySchema(() => z.object({
  key: z.string(),
  /** The ETag the body came with, sent back as If-None-Match. */
  etag: z.string(),
  /** The index as JSON text: stored and read back far faster than the parsed object. */
  body: z.string(),
  storedAt: z.number(),
  /** When the server last confirmed or replaced the copy. */
  checkedAt: z.number(),
  /** The app build that last checked; a new build checks again at once. */
  appVersion: z.string(),
}));

export type StoredIndex = z.infer<typeof storedIndexSchema>;

/** Rows are typed as written by this release; reads still validate (older releases, other tabs). */
type CatalogDb = Dexie & { catalogIndex: EntityTable<StoredIndex, 'key'> };

export function openCatalogDb(name: string = CATALOG_DB_NAME): CatalogDb {
  const db = new Dexie(name) as CatalogDb;
  db.version(1).stores({ catalogIndex: 'key' });
  return db;
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

/** `key` picks the row: the index (default) or another offline file kept the same way. */
export function createCatalogStore(db: CatalogDb, key: string = CURRENT) {
  return {
    /** The stored copy, or null when there is none or it is unreadable. */
    async read(): Promise<StoredIndex | null> {
      const parsed = storedIndexSchema.safeParse(await db.catalogIndex.get(key));
      return parsed.success && parsed.data.key === key ? parsed.data : null;
    },

    async write(copy: Omit<StoredIndex, 'key'>): Promise<void> {
      await db.catalogIndex.put({ key, ...copy });
    },

    async markChecked(checkedAt: number, appVersion: string): Promise<void> {
      await db.catalogIndex.update(key, { checkedAt, appVersion });
    },
  };
}
