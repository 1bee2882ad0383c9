import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';
import { HomePage } from './pages/HomePage';

test('the installed shell and the chosen list work offline', async ({ page, context }) => {
  // This device never gets the offline catalog, so searching offline must say that the search
  // needs a connection; offline-search.spec.ts covers search with the stored catalog.
  await context.route('**/api/catalog/index', (route) => route.abort());
  const home = new HomePage(page);
  await home.goto();

  // The service worker precaches the shell on install; only a controlled page is served by it.
  await new AppShell(page).waitForServiceWorkerControl();

  await home.openTextSearch();
  await home.search('sauvage');
  const sauvage = home.resultCard('Sauvage', /Dior/);
  await sauvage.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
  await expect(home.listBar).toContainText('1 Duft ausgewählt');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('link', { name: /Duftkompass/ })).toBeVisible();
    await expect(home.listBar).toContainText('1 Duft ausgewählt');

    await home.openTextSearch();
    await home.search('aventus');
    await expect(home.results.getByRole('alert')).toHaveText(
      /Die Suche ist gerade nicht erreichbar\. Bitte prüfe deine Verbindung\./,
    );
  } finally {
    await context.setOffline(false);
  }
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('offline, the list step says the Duft-DNA needs a connection instead of failing', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await new AppShell(page).waitForServiceWorkerControl();
    await home.choose('sauvage', 'Sauvage', /Dior/);
    await home.choose('aventus creed', 'Aventus', /Creed/);
    await home.openList();
    const analyse = page.getByRole('button', { name: 'Duft-DNA analysieren' });
    const recommend = page.getByRole('button', { name: 'Empfehlungen erhalten' });
    await expect(analyse).toBeEnabled();

    await context.setOffline(true);
    try {
      await expect(analyse).toBeDisabled();
      await expect(recommend).toBeDisabled();
      await expect(analyse).toHaveAccessibleDescription(
        'Duft-DNA und Empfehlungen brauchen eine Internetverbindung. Deine Auswahl bleibt auf diesem Gerät.',
      );
      await expect(analyse).toBeInViewport();
      await expect(home.chosenItem('Aventus')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Back online, the buttons work again.
    await expect(analyse).toBeEnabled();
    await analyse.click();
    await expect(page).toHaveURL(/\/ergebnis$/);
    await expect(page.getByRole('region', { name: 'Deine Duft-DNA' })).toBeVisible();
  });
});
