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
  await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
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

test('the footer links the legal pages, with this year and no licence line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Startseite', 'Hilfe & FAQ', 'Datenschutz', 'AGB', 'Impressum']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Duftkompass`);
  // The data credit lives on the Impressum and in the Datenschutz, not under every page.
  await expect(footer).not.toContainText('Lizenz ungeklärt');
});

test.describe('without the service worker', () => {
  // Its precache would answer the request before the blocked network is asked.
  test.use({ serviceWorkers: 'block' });

  test('a part of the shell whose code cannot load leaves the rest of the app working', async ({
    page,
  }) => {
    // The auth dialog's code loads when it is first opened; here the connection drops it.
    await page.route('**/assets/AuthDialog-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const dropped = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/assets/AuthDialog-'),
    );
    await page.getByRole('button', { name: 'Anmelden oder Konto erstellen' }).click();
    await dropped;

    // The start page goes on: its search finds perfumes.
    await page.getByRole('searchbox', { name: 'Parfüm suchen' }).fill('sauvage');
    await expect(page.getByRole('region', { name: 'Suchergebnisse' })).toContainText('Sauvage');
    await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toHaveCount(0);
  });
});
