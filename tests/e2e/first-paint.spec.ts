// The first paint needs no JavaScript (issue 14): the header and the hero of the start page
// arrive as HTML and CSS in index.html, and the app takes over without moving them.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const HERO_TITLE = 'Finde Düfte, die wirklich zu dir passen.';

/** Where the hero's title and the brand link sit, in CSS pixels. */
async function heroGeometry(page: Page) {
  const title = await page.getByText(HERO_TITLE).boundingBox();
  const brand = await page.locator('.brand-link').boundingBox();
  return { title, brand };
}

test('without JavaScript, the start page shows its header and hero', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');

  await expect(page.getByText(HERO_TITLE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Duftkompass – zur Startseite' })).toBeVisible();
  await expect(page.getByText('Rund 84.000 Düfte')).toBeVisible();
  await context.close();
});

test('the app takes over the prerendered start page without moving it', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await context.newPage();
  await staticPage.goto('/');
  const before = await heroGeometry(staticPage);
  await context.close();

  await page.goto('/');
  // The footer is the app's, not the prerendered document's.
  await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
  expect(await heroGeometry(page)).toEqual(before);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += Number(Reflect.get(entry, 'value') ?? 0);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => resolve(total));
      }),
  );
  expect(shifted).toBeLessThan(0.05);
});

test('another route does not show the start page’s hero while the app loads', async ({ page }) => {
  // Without the app's scripts, only the document itself is seen.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/parfum-empfehlungen');
  await expect(page.getByRole('link', { name: 'Duftkompass – zur Startseite' })).toBeVisible();
  await expect(page.getByText(HERO_TITLE)).toBeHidden();
});
