import { expect, test } from './support/test';
import { HomePage } from './pages/HomePage';
import { AppShell } from './pages/AppShell';
import { FIRST_INDEX_ANSWER, storedIndexSize } from './support/offlineIndex';

const OFFLINE_HINT =
  'Offline-Suche im gespeicherten Katalog – Details folgen, sobald du wieder online bist.';

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
    await expect(first.getByRole('heading', { name: 'Sauvage', exact: true })).toBeVisible(
      FIRST_INDEX_ANSWER,
    );
    await expect(first).toContainText('Christian Dior');
    await expect(home.results.getByText(OFFLINE_HINT)).toBeVisible();

    await first.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
    await expect(home.listBar).toContainText('1 Duft ausgewählt');

    // A cold start without a connection reads the index back from IndexedDB.
    await page.reload();
    await home.openTextSearch();
    await home.search('aventus creed');
    await expect(home.resultCard('Aventus', /Creed/)).toBeVisible(FIRST_INDEX_ANSWER);
    await expect(home.results.getByText(OFFLINE_HINT)).toBeVisible();
    await expect(home.listBar).toContainText('1 Duft ausgewählt');
  } finally {
    await context.setOffline(false);
  }

  // Back online, the server answers again and the hint disappears.
  await home.search('aventus');
  await expect(home.resultCard('Aventus', /Creed/)).toBeVisible();
  await expect(home.results.getByText(OFFLINE_HINT)).toBeHidden();
});
