import { expect, test } from './support/test';
import { HomePage } from './pages/HomePage';
import { PhotoMode } from './pages/PhotoMode';

// What the result says about labels it could not read, and hints about the photo itself:
// too small or too dark before the upload (the browser measures it), soft after an analysis
// that read little.
test.use({ viewport: { width: 390, height: 844 } });

const PHOTO_API = '**/api/photo-analysis-batch';

test('a small photo gets a hint before the upload and is sent only when asked to', async ({
  page,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  let uploads = 0;
  await page.route(PHOTO_API, async (route) => {
    uploads += 1;
    await route.continue();
  });
  await home.goto();
  await photo.open();

  await photo.upload(
    await photo.drawnPhoto({
      width: 800,
      height: 460,
      labels: [{ x: 400, lines: ['CREED', 'AVENTUS'] }],
    }),
  );
  await expect(photo.hints).toContainText(
    'Das Foto ist klein (800 × 460 Pixel), die Etiketten werden darauf kaum lesbar.',
  );
  expect(uploads).toBe(0);

  await photo.analyseAnyway();
  await expect(photo.detection('Creed Aventus')).toBeVisible({ timeout: 30_000 });
  expect(uploads).toBe(1);
});

test('a dark photo gets a hint before the upload and another can be taken instead', async ({
  page,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  let uploads = 0;
  await page.route(PHOTO_API, async (route) => {
    uploads += 1;
    await route.continue();
  });
  await home.goto();
  await photo.open();

  await photo.upload(
    await photo.drawnPhoto({
      paper: '#1e1d1b',
      ink: '#3a3935',
      labels: [{ x: 600, lines: ['CREED', 'AVENTUS'] }],
    }),
  );
  await expect(photo.hints).toContainText('Das Foto ist sehr dunkel.');
  await photo.hints.getByRole('button', { name: 'Anderes Foto wählen' }).click();
  await expect(photo.hints).toBeHidden();
  await expect(photo.chooseButton).toBeEnabled();
  expect(uploads).toBe(0);
});

test('a shaken photo that read nothing says it is soft', async ({ page }) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  await home.goto();
  await photo.open();

  await photo.upload(
    await photo.drawnPhoto({ blurPx: 30, labels: [{ x: 600, lines: ['CREED', 'AVENTUS'] }] }),
  );
  const toast = page.getByRole('status').filter({ hasText: 'Keine Parfüms erkannt' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const tip = page.getByRole('region', { name: 'Tipp für ein besseres Foto' });
  await expect(tip).toContainText('Das Foto wirkt unscharf.');
  await expect(photo.chooseButton).toBeEnabled();
});

test('labels read but not identified are counted, with the text search one tap away', async ({
  page,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  await home.goto();
  await photo.open();

  await photo.upload(
    await photo.drawnPhoto({
      width: 2400,
      height: 700,
      labels: [
        { x: 600, lines: ['CREED', 'AVENTUS'] },
        { x: 1800, lines: ['MONDSCHEIN', 'WALDHAUS'] },
      ],
    }),
  );
  await expect(photo.detection('Creed Aventus')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 Etikett nicht lesbar')).toBeVisible();
  await page.getByRole('button', { name: 'Per Text suchen' }).click();
  await expect(home.searchInput).toBeVisible();
});

test('without a connection the hints come too: before the photo is kept, and after its later analysis', async ({
  page,
  context,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  let uploads = 0;
  await context.route(PHOTO_API, async (route) => {
    uploads += 1;
    await route.continue();
  });
  await home.goto();
  await photo.open();
  // Small and shaken: the size is said before it is kept, softness after it was read.
  const shaken = await photo.drawnPhoto({
    width: 800,
    height: 460,
    blurPx: 20,
    labels: [{ x: 400, lines: ['CREED', 'AVENTUS'] }],
  });

  await context.setOffline(true);
  try {
    await photo.upload(shaken);
    await expect(photo.hints).toContainText('Das Foto ist klein (800 × 460 Pixel)');
    await photo.analyseAnyway();
    await expect(photo.queuedOfflineNotice).toBeVisible();
    await expect(photo.queuedPhoto(1)).toBeVisible();
    // A photo kept on the device has no hint yet: nothing was read.
    await expect(page.getByRole('region', { name: 'Tipp für ein besseres Foto' })).toBeHidden();
  } finally {
    await context.setOffline(false);
  }

  await expect(photo.queuedResultNotice).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Auf dem Foto wurden keine Parfüms erkannt.')).toBeVisible();
  const tip = page.getByRole('region', { name: 'Tipp für ein besseres Foto' });
  await expect(tip).toContainText('Das Foto ist klein (800 × 460 Pixel)');
  await expect(tip).toContainText('Das Foto wirkt unscharf.');
  expect(uploads).toBe(1);
});
