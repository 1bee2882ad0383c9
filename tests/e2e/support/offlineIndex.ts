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
  return page.evaluate(async () => {
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
        const request = db.transaction('catalogIndex').objectStore('catalogIndex').get('current');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (typeof row !== 'object' || row === null || !('body' in row)) return 0;
      const body: unknown = JSON.parse(String(row.body));
      return typeof body === 'object' && body !== null && 'count' in body ? Number(body.count) : 0;
    } finally {
      db.close();
    }
  });
}
