import { expect, test } from './support/test';
import { HomePage } from './pages/HomePage';
import { PhotoMode } from './pages/PhotoMode';

test.describe('Foto hochladen', () => {
  test('a bottle read on the photo is preselected and added to "Deine Auswahl"', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();
    await expect(page.getByText('PNG oder JPG, bis 10 MB')).toBeVisible();

    await photo.upload(await photo.labelPhoto(['CREED', 'AVENTUS']));
    await expect(page.getByRole('img', { name: 'Vorschau deines Fotos' })).toBeVisible();

    const aventus = photo.detection('Creed Aventus');
    await expect(aventus).toBeVisible({ timeout: 30_000 });
    await expect(aventus.getByRole('radio', { name: /^Aventus Creed/ })).toBeChecked();
    await expect(photo.addButton).toBeEnabled();

    await aventus.getByRole('radio', { name: 'Überspringen' }).check();
    await expect(photo.addButton).toBeDisabled();
    await aventus.getByRole('radio', { name: /^Aventus Creed/ }).check();

    await photo.addButton.click();
    await home.expectInList('Aventus');
    // Spec 000 §4: photo results return to text mode.
    await expect(home.searchInput).toBeVisible();
  });

  test('a bottle the catalog does not know can be added as a custom perfume', async ({ page }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();

    await photo.upload(await photo.labelPhoto(['CREED', 'NEBELWALD']));
    const bottle = photo.detection('Creed NEBELWALD');
    await expect(bottle).toBeVisible({ timeout: 30_000 });
    await expect(bottle.getByText('Kein passender Duft im Katalog gefunden.')).toBeVisible();
    await expect(photo.addButton).toBeDisabled();

    await bottle.getByRole('radio', { name: /^Als eigenen Duft hinzufügen/ }).check();
    await photo.addButton.click();

    // Spec 000 §3: no family was detected, so it is "Unknown", shown in German.
    await home.expectInList('NEBELWALD', 'Creed · Unbekannt');
  });

  test('a file that is not an image is refused in German', async ({ page }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();

    await photo.upload({
      name: 'liste.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Creed Aventus'),
    });
    await expect(photo.error).toHaveText(/Diese Datei ist kein Foto/);
    await expect(photo.chooseButton).toBeEnabled();
  });

  test('a photo without readable labels says that no perfume was recognised', async ({ page }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();

    await photo.upload(await photo.labelPhoto([]));
    const toast = page.getByRole('status').filter({ hasText: 'Keine Parfüms erkannt' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toContainText('schärferen Foto');
    await expect(photo.chooseButton).toBeEnabled();
  });

  test('a photo the server refuses shows "Analyse fehlgeschlagen" with the server’s message', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();

    // A PNG cut off after 2 KB (a photo whose upload broke off): the browser sends it as it
    // is, and the server's own check refuses it (spec 000 §8), no faked answer.
    const label = await photo.labelPhoto(['CREED', 'AVENTUS']);
    await photo.upload({ ...label, buffer: label.buffer.subarray(0, 2048) });
    const toast = page.getByRole('status').filter({ hasText: 'Analyse fehlgeschlagen' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toContainText('Das Bild ist unvollständig, die Datei endet vorzeitig.');
    await expect(photo.chooseButton).toBeEnabled();
  });
});
