// What the device holds of the offline catalog, read straight from IndexedDB: specs wait for
// the download the app starts on its own before they take the page offline.
import type { Page } from '@playwright/test';

/**
 * How long a spec waits for the first answer from the stored index after a cold start: the
 * worker reads and decodes today's whole catalog (84,294 perfumes) first, which on a busy
 * 2-core machine takes longer than the default 10 s. A wait, not a speed check.
 */
export const FIRST_INDEX_ANSWER = { timeout: 30_000 } as const;

/** How many perfumes the stored offline index holds (0 while none is stored). */
export function storedIndexSize(page: Page): Promise<number> {
  return storedCount(page, 'current', 'count');
}

/** How many perfumes the stored cheaper-alternatives file lists (0 while none is stored). */
export function storedCheaperAlternatives(page: Page): Promise<number> {
  return storedCount(page, 'cheaperAlternatives', 'alternatives');
}

/**
 * Reads row `key` of the device's offline catalog database: the number in `field` of its
 * JSON body, or the number of keys when `field` holds an object.
 */
function storedCount(page: Page, key: string, field: string): Promise<number> {
  return page.evaluate(
    async ({ key, field }) => {
      const databases = await indexedDB.databases();
      if (!databases.some((db) => db.name === 'duftkompass-catalog')) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('duftkompass-catalog');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('catalogIndex')) return 0;
        const row = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction('catalogIndex').objectStore('catalogIndex').get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (typeof row !== 'object' || row === null || !('body' in row)) return 0;
        const body: unknown = JSON.parse(String(row.body));
        if (typeof body !== 'object' || body === null || !(field in body)) return 0;
        const value: unknown = Reflect.get(body, field);
        return typeof value === 'object' && value !== null
          ? Object.keys(value).length
          : Number(value);
      } finally {
        db.close();
      }
    },
    { key, field },
  );
}
