import { expect, test } from './support/test';
import { z } from 'zod';

const manifestSchema = z.object({
  lang: z.string(),
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  display: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), purpose: z.string().optional() })),
});

test('an unknown address shows the German 404 page with a way back', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle(/Seite nicht gefunden/);

  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Jetzt starten' })).toBeVisible();
});

test('the page is German and links an installable manifest with all icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Duftkompass/);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = manifestSchema.parse(await response.json());

  expect(manifest.lang).toBe('de');
  expect(manifest.short_name).toBe('Duftkompass');
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), `${icon.src} lädt`).toBe(true);
    expect(image.headers()['content-type']).toContain('image/png');
  }
});

test('the footer links the legal pages and credits the catalog source', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Startseite', 'Hilfe & FAQ', 'Datenschutz', 'AGB', 'Impressum']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer).toContainText('© 2025 Duftkompass');
  await expect(footer).toContainText(
    'Katalogdaten: Fragrantica (Community-Daten, Lizenz ungeklärt)',
  );
});
