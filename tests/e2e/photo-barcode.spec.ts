import { renderShelfPhoto } from '../../api/features/photo/barcodePhotos';
import { expect, test } from './support/test';
import { HomePage } from './pages/HomePage';
import { PhotoMode } from './pages/PhotoMode';

// A shelf photo whose tag carries the EAN the e2e shop feed names for Creed Aventus
// (tests/e2e/fixtures/shopFeed.csv); the bottle above it shows only its brand. The bars are
// drawn from GS1's tables (barcodePhotos.ts), the server reads them with its own reader.
test.use({ viewport: { width: 390, height: 844 } });

test('a perfume found by the barcode on its shelf tag says so, once', async ({ page }) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  await home.goto();
  await photo.open();

  const shelf = renderShelfPhoto({
    bottles: [
      {
        label: ['CREED'],
        tag: { lines: ['AVENTUS EDP 100 ML', '265,00 €'], ean: '3508441001114' },
      },
    ],
  });
  await photo.upload({ name: 'regal.jpg', mimeType: 'image/jpeg', buffer: shelf });

  const aventus = photo.detection('Creed Aventus');
  await expect(aventus).toBeVisible({ timeout: 60_000 });
  await expect(aventus.getByText('Per Strichcode erkannt', { exact: true })).toBeVisible();
  await expect(aventus).toContainText('Strichcode 3508441001114 – eindeutig dieser Duft.');
  await expect(aventus).toContainText('Sicherheit der Erkennung: 100 %');
  await expect(aventus.getByRole('radio', { name: /^Aventus Creed/ })).toBeChecked();
  // The bottle's brand is that same object: no second entry "nicht im Katalog".
  await expect(page.getByRole('group', { name: /^Erkannt:/ })).toHaveCount(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await photo.addButton.click();
  await home.expectInList('Aventus');
});
