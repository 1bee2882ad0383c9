import { expect, test, type Page } from './support/test';
import { HomePage } from './pages/HomePage';
import { AppShell } from './pages/AppShell';

const OFFLINE_HINT =
  'Offline-Suche im gespeicherten Katalog – Details folgen, sobald du wieder online bist.';

/** How many perfumes the stored offline index holds (0 while none is stored). */
function storedIndexSize(page: Page): Promise<number> {
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

test('offline, search answers from the stored catalog and its results can be chosen', async ({
  page,
  context,
}) => {
  const home = new HomePage(page);
  await home.goto();
  await new AppShell(page).waitForServiceWorkerControl();
  // The app downloads the index on its own once the page is idle.
  await expect.poll(() => storedIndexSize(page), { timeout: 30_000 }).toBeGreaterThan(30_000);

  await context.setOffline(true);
  try {
    await home.openTextSearch();
    await home.search('sauvage');
    const first = home.results.getByRole('article').first();
    await expect(first.getByRole('heading', { name: 'Sauvage', exact: true })).toBeVisible();
    await expect(first).toContainText('Christian Dior');
    await expect(home.results.getByText(OFFLINE_HINT)).toBeVisible();

    await first.getByRole('button', { name: 'Zur Liste hinzufügen' }).click();
    await expect(home.chosenItem('Sauvage')).toBeVisible();

    // A cold start without a connection reads the index back from IndexedDB.
    await page.reload();
    await home.openTextSearch();
    await home.search('aventus creed');
    await expect(home.resultCard('Aventus', /Creed/)).toBeVisible();
    await expect(home.results.getByText(OFFLINE_HINT)).toBeVisible();
    await expect(home.chosenItem('Sauvage')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Back online, the server answers again and the hint disappears.
  await home.search('aventus');
  await expect(home.resultCard('Aventus', /Creed/)).toBeVisible();
  await expect(home.results.getByText(OFFLINE_HINT)).toBeHidden();
});
