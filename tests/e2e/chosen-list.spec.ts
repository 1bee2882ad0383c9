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
    await expect(home.listBar).toHaveCount(0);
    // A first visit leaves no database on the device (and loads no code for it) until a
    // perfume is chosen.
    expect(await deviceDatabases()).not.toContain('duftkompass');

    await home.search('sa');
    await expect(home.searchInput).toHaveAccessibleDescription('Mindestens 3 Zeichen eingeben');

    await home.search('sauvage');
    await expect(home.results.getByText(/\d+ Treffer/)).toBeVisible();
    const sauvage = home.resultCard('Sauvage', /Dior/);
    await expect(sauvage).toBeVisible();

    await sauvage.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
    await expect(sauvage.getByRole('button', { name: 'Entfernen' })).toBeVisible();
    await expect(home.listBar).toContainText('1 Duft ausgewählt');
    expect(await deviceDatabases()).toContain('duftkompass');

    await home.openList();
    await expect(home.chosenItem('Sauvage')).toBeVisible();
    await expect(home.chosenList.getByText('1 Duft', { exact: true })).toBeVisible();
    await page.reload();
    await expect(home.chosenItem('Sauvage')).toBeVisible();

    await home.chosenItem('Sauvage').getByRole('button', { name: 'Entfernen' }).click();
    await expect(home.chosenItem('Sauvage')).toHaveCount(0);
    await expect(home.chosenList.getByText('Noch keine Düfte ausgewählt')).toBeVisible();
    // Undo puts it back at its place.
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(home.chosenItem('Sauvage')).toBeVisible();
  });

  test('"Auswahl leeren" can be undone', async ({ page }) => {
    const home = new HomePage(page);
    await home.startWith(['sauvage', 'Sauvage', /Dior/], ['aventus creed', 'Aventus', /Creed/]);
    await expect(home.chosenList.getByRole('listitem')).toHaveCount(2);
    await home.chosenList.getByRole('button', { name: 'Auswahl leeren' }).click();
    await expect(home.chosenList.getByText('Noch keine Düfte ausgewählt')).toBeVisible();
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(home.chosenList.getByRole('listitem')).toHaveCount(2);
  });

  test('the first perfume chosen in one tab shows in another open tab without a reload', async ({
    page,
    context,
  }) => {
    const first = new HomePage(page);
    const second = new HomePage(await context.newPage());
    await first.goto();
    await second.page.goto('/auswahl');
    await expect(second.chosenList.getByText('Noch keine Düfte ausgewählt')).toBeVisible();

    await first.choose('sauvage', 'Sauvage', /Dior/);
    await expect(second.chosenItem('Sauvage')).toBeVisible();
  });

  test('the camera button opens the photo path, and closing it goes back to the text search', async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.search('aventus');
    await expect(home.results.getByRole('article').first()).toBeVisible();

    await home.cameraButton.click();
    await expect(page).toHaveURL(/foto=1/);
    await expect(page.getByRole('button', { name: 'Foto auswählen' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Foto auswählen' })).toHaveCount(0);
    await expect(home.searchInput).toHaveValue('aventus');
    await expect(home.results.getByRole('article').first()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search results and the chosen list fit the screen without sideways scrolling', async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.search('aventus');
    const first = home.results.getByRole('article').first();
    await first.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
    await expect(home.listBar).toContainText('1 Duft ausgewählt');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);

    await home.openList();
    await expect(home.chosenList.getByRole('listitem')).toHaveCount(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
