import { expect, test } from './support/test';
import { HomePage } from './pages/HomePage';

test.describe('Deine Auswahl', () => {
  test('a perfume found by text search is added, survives a reload and can be removed', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const deviceDatabases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    await home.goto();
    await expect(home.chosenList.getByText('Noch keine Düfte ausgewählt')).toBeVisible();
    // A first visit leaves no database on the device (and loads no code for it) until a
    // perfume is chosen.
    expect(await deviceDatabases()).not.toContain('duftkompass');

    await home.openTextSearch();
    await home.search('sa');
    await expect(page.getByText('Mindestens 3 Zeichen eingeben')).toBeVisible();

    await home.search('sauvage');
    await expect(home.results.getByText(/\d+ Treffer/)).toBeVisible();
    const sauvage = home.resultCard('Sauvage', /Dior/);
    await expect(sauvage).toBeVisible();

    await sauvage.getByRole('button', { name: 'Zur Liste hinzufügen' }).click();
    await expect(sauvage.getByRole('button', { name: 'Entfernen' })).toBeVisible();
    await expect(home.chosenItem('Sauvage')).toBeVisible();
    await expect(home.chosenList.getByText('1 Duft', { exact: true })).toBeVisible();
    expect(await deviceDatabases()).toContain('duftkompass');

    await page.reload();
    await expect(home.chosenItem('Sauvage')).toBeVisible();

    await home.chosenItem('Sauvage').getByRole('button', { name: 'Entfernen' }).click();
    await expect(home.chosenItem('Sauvage')).toHaveCount(0);
    await expect(home.chosenList.getByText('Noch keine Düfte ausgewählt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
  });

  test('the first perfume chosen in one tab shows in another open tab without a reload', async ({
    page,
    context,
  }) => {
    const first = new HomePage(page);
    const second = new HomePage(await context.newPage());
    await first.goto();
    await second.goto();
    await expect(second.chosenList.getByText('Noch keine Düfte ausgewählt')).toBeVisible();

    await first.openTextSearch();
    await first.choose('sauvage', 'Sauvage', /Dior/);
    await expect(second.chosenItem('Sauvage')).toBeVisible();
  });

  test('"Zurück" clears the search and the photo mode offers the upload', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.openTextSearch();
    await home.search('aventus');
    await expect(home.results.getByRole('article').first()).toBeVisible();

    await home.backButton.click();
    await expect(home.searchInput).toHaveCount(0);
    await home.textModeButton.click();
    await expect(home.searchInput).toHaveValue('');

    await home.photoModeButton.click();
    await expect(page.getByRole('button', { name: 'Foto auswählen' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search results and the chosen list fit the screen without sideways scrolling', async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.openTextSearch();
    await home.search('aventus');
    const first = home.results.getByRole('article').first();
    await first.getByRole('button', { name: 'Zur Liste hinzufügen' }).click();
    await expect(home.chosenList.getByRole('listitem')).toHaveCount(1);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
