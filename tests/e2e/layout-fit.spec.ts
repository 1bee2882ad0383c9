// No page is ever wider than the screen: on a phone and on a desktop, online, offline and with
// changes waiting to sync (the header's status line was the usual culprit). Also: the profile's
// four tabs stay whole on a 360 px phone and its cards show the flacon above the text.
import { expect, test, type Page } from './support/test';
import { AppShell } from './pages/AppShell';
import { newUserOnProfile } from './support/signedInProfile';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const ROUTES = [
  '/',
  '/auth',
  '/profile',
  '/agb',
  '/datenschutz',
  '/impressum',
  '/hilfe',
  '/parfum-empfehlungen',
  '/auswahl',
  '/ergebnis',
  '/parfum/fra-31861',
  '/gibt-es-nicht',
] as const;

/** The document's width beyond the viewport, in CSS px (0 when nothing scrolls sideways). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function expectFits(page: Page, where: string): Promise<void> {
  expect(await overflow(page), `${where} is wider than the viewport`).toBe(0);
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: every route fits the viewport online, offline and while syncing`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const { profile } = await newUserOnProfile(page, request, {
      emailKey: `breite-${viewport.name}`,
      firstName: 'Bea',
      lastName: 'Breit',
    });
    await new AppShell(page).waitForServiceWorkerControl();

    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectFits(page, `${route} online`);
    }

    await profile.goto();
    await profile.expectCollection('Meine Parfümsammlung');
    await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
    const card = profile.card('Parfüms der Sammlung', 'Sauvage');
    await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });
    // The card: flacon above the text, never under it.
    await expect
      .poll(async () => {
        const art = await card.locator('.perfume-artwork').boundingBox();
        const name = await card.getByRole('heading', { name: 'Sauvage' }).boundingBox();
        return art !== null && name !== null && name.y >= art.y + art.height;
      })
      .toBe(true);

    await context.setOffline(true);
    try {
      await expect(profile.syncStatus).toHaveText(/^Offline/);
      await expectFits(page, '/profile offline');
      // A change made offline waits in the queue: the longest status text.
      await card.getByRole('button', { name: 'Sauvage entfernen' }).click();
      await expect(profile.syncStatus).toHaveText(/ausstehend/);
      await expectFits(page, '/profile with a pending change');
      const header = await page.locator('header').boundingBox();
      const status = await profile.syncStatus.boundingBox();
      const logo = await page.getByRole('link', { name: /zur Startseite/ }).boundingBox();
      // The status has its own line below the logo, inside the screen.
      expect(status && logo && status.y >= logo.y + logo.height).toBe(true);
      expect(status && header && status.x + status.width <= viewport.width).toBe(true);
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(profile.syncStatus).toHaveText(/ausstehend/);
        await expectFits(page, `${route} offline with a pending change`);
      }
    } finally {
      await context.setOffline(false);
    }
    await profile.goto();
    await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });
    await expectFits(page, '/profile after the sync');
  });
}

test('the four profile tabs are whole on a 360 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { profile } = await newUserOnProfile(page, request, {
    emailKey: 'tabs',
    firstName: 'Tina',
    lastName: 'Tab',
  });
  for (const label of ['Parfüms', 'Empfehlungen', 'Wunschliste', 'Blacklist'] as const) {
    const tab = profile.tab(label);
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `${label} inside the screen`).toBe(true);
    // The label is not cut: its text fits its button.
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expectFits(page, '/profile at 360 px');
});
