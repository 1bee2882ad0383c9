// The first paint needs no JavaScript (issue 14): the header and the hero of the start page
// arrive as HTML and CSS in index.html, and the app takes over without moving them. Neither
// may depend on the order in which a loaded machine answers: the app's stylesheet can arrive
// after the first paint, and after the app's scripts (issue 26: CLS 0.26 on `/` in Lighthouse
// under load, from the hero's search field painted without its styles).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

const HERO_TITLE = 'Finde Düfte, die wirklich zu dir passen.';
/** The app's stylesheet, which the document requests without waiting for it. */
const APP_STYLESHEET = /\/assets\/main-[^/]*\.css$/;
const VIEWPORTS = [
  { name: 'Telefon', width: 390, height: 844 },
  { name: 'Desktop', width: 1440, height: 900 },
] as const;
/** A phone's CPU, about what Lighthouse's mobile run assumes, and more. */
const CPU_SLOWDOWN = 6;
/** How long the app's stylesheet is held back at most, waiting for the app to render without it. */
const STYLESHEET_HOLD_MS = 4_000;

/** Where the hero's title and the brand link sit, in CSS pixels. */
async function heroGeometry(page: Page) {
  const title = await page.getByText(HERO_TITLE).boundingBox();
  const brand = await page.locator('.brand-link').boundingBox();
  return { title, brand };
}

/** Every element of the prerendered document (header, hero, consent sheet) and its box. */
async function prerenderedBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root *')].map((element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      return `${name} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`;
    }),
  );
}

/** The sum of the page's layout shifts since it started loading (set up by `recordShifts`). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => Number(Reflect.get(window, '__layoutShift') ?? 0));
}

async function recordShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    Reflect.set(window, '__layoutShift', 0);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const value = Number(Reflect.get(entry, 'value') ?? 0);
        Reflect.set(window, '__layoutShift', Number(Reflect.get(window, '__layoutShift')) + value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
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

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the document's own styles lay out the first paint as the app's stylesheet does`, async ({
    browser,
  }) => {
    // Without JavaScript the document links the app's stylesheet in <noscript>; held back,
    // the first paint has only the styles inside the document.
    const boxes = async (withAppStylesheet: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      let stylesheetRequests = 0;
      await page.route(APP_STYLESHEET, async (route) => {
        stylesheetRequests += 1;
        await (withAppStylesheet ? route.continue() : route.abort());
      });
      await page.goto('/');
      await expect(page.getByText(HERO_TITLE)).toBeVisible();
      const result = await prerenderedBoxes(page);
      await context.close();
      expect(stylesheetRequests).toBe(1);
      return result;
    };
    const inlineOnly = await boxes(false);
    expect(inlineOnly.length).toBeGreaterThan(20);
    expect(inlineOnly).toEqual(await boxes(true));
  });

  test(`${viewport.name}: on a slow CPU with the stylesheet after the scripts, the app takes over the prerendered start page without moving it`, async ({
    browser,
  }) => {
    const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/');
    const before = await heroGeometry(staticPage);
    await staticContext.close();

    // A first visit, as Lighthouse makes it: the consent sheet is part of the first paint.
    const context = await browser.newContext({ viewport });
    await recordShifts(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The worst order a loaded server can answer in: the app's stylesheet is answered only
    // once the app has rendered without it (the footer is the app's), or after
    // STYLESHEET_HOLD_MS if the app waits for it.
    let appRenderedWithoutStylesheet = false;
    await page.route(APP_STYLESHEET, async (route) => {
      appRenderedWithoutStylesheet = await page
        .waitForFunction(() => document.querySelector('.site-footer') !== null, undefined, {
          timeout: STYLESHEET_HOLD_MS,
        })
        .then(() => true)
        .catch(() => false);
      await route.continue();
    });

    await page.goto('/');
    // The footer is the app's, not the prerendered document's.
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await heroGeometry(page)).toEqual(before);
    expect(appRenderedWithoutStylesheet, 'Die App rendert vor ihrem Stylesheet').toBe(false);
    await context.close();
  });
}

test('another route does not show the start page’s hero while the app loads', async ({ page }) => {
  // Without the app's scripts, only the document itself is seen.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/parfum-empfehlungen');
  await expect(page.getByRole('link', { name: 'Duftkompass – zur Startseite' })).toBeVisible();
  await expect(page.getByText(HERO_TITLE)).toBeHidden();
});
