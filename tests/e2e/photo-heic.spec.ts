import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';
import { HomePage } from './pages/HomePage';
import { PhotoMode, type UploadFile } from './pages/PhotoMode';

// An iPhone-style HEIC photo of a "CREED AVENTUS" label (origin: tests/fixtures/photos/README.md).
// It is 800 × 600, so the hint for small photos comes first: its size, read from the converted
// picture, shows the conversion worked before anything was sent.
const heicLabel: UploadFile = {
  name: 'IMG_0042.HEIC',
  mimeType: 'image/heic',
  buffer: readFileSync(new URL('../fixtures/photos/label.heic', import.meta.url)),
};

async function answerSmallPhotoHint(photo: PhotoMode): Promise<void> {
  await expect(photo.hints).toContainText('Das Foto ist klein (800 × 600 Pixel)', {
    timeout: 30_000,
  });
  await photo.analyseAnyway();
}

test.describe('HEIC-Foto', () => {
  test('a HEIC photo is converted on the device and its bottle recognised, under the strict policy', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();

    await photo.upload(heicLabel);
    await expect(page.getByRole('img', { name: 'Vorschau deines Fotos' })).toBeVisible({
      timeout: 30_000,
    });
    await answerSmallPhotoHint(photo);
    const aventus = photo.detection('Creed Aventus');
    await expect(aventus).toBeVisible({ timeout: 30_000 });
    await expect(aventus.getByRole('radio', { name: /^Aventus Creed/ })).toBeChecked();
    await photo.addButton.click();
    await home.expectInList('Aventus');
  });

  test('a broken HEIC file is refused in German and the next one still converts', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    await photo.open();

    await photo.upload({
      name: 'kaputt.heic',
      mimeType: 'image/heic',
      buffer: heicLabel.buffer.subarray(0, 200),
    });
    await expect(photo.error).toHaveText(/HEIC-Foto konnte nicht umgewandelt werden/, {
      timeout: 30_000,
    });

    await photo.upload(heicLabel);
    await answerSmallPhotoHint(photo);
    await expect(photo.detection('Creed Aventus')).toBeVisible({ timeout: 30_000 });
  });

  test('a HEIC photo taken offline is converted, kept, and analysed once back online', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    await home.goto();
    // The converter comes from the service worker's precache when there is no network.
    await new AppShell(page).waitForServiceWorkerControl();
    await photo.open();

    await context.setOffline(true);
    try {
      await photo.upload(heicLabel);
      await answerSmallPhotoHint(photo);
      await expect(photo.queuedOfflineNotice).toBeVisible({ timeout: 30_000 });
      await expect(photo.queuedPhoto(1)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    await expect(photo.queuedResultNotice).toBeVisible({ timeout: 30_000 });
    await expect(photo.detection('Creed Aventus')).toBeVisible();
  });
});
