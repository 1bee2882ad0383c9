// Fault class 7 of the offline-sync reference: the installed app opened with no network. A new
// page in an offline context is a cold start: nothing of the app is in memory, only what the
// service worker precached and what IndexedDB holds.
import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';
import { HomePage } from './pages/HomePage';

test('the app cold-starts offline at the start page and at a deep link', async ({ context }) => {
  const firstVisit = await context.newPage();
  const home = new HomePage(firstVisit);
  await home.startWith(['sauvage', 'Sauvage', /Dior/]);
  await new AppShell(firstVisit).waitForServiceWorkerControl();
  await firstVisit.close();

  await context.setOffline(true);
  try {
    const page = await context.newPage();
    const shell = new AppShell(page);
    const offlineHome = new HomePage(page);

    const start = await page.goto('/');
    expect(start?.fromServiceWorker(), 'die Startseite kommt aus dem Service Worker').toBe(true);
    await expect(shell.brandLink).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
    await expect(offlineHome.listBar).toContainText('1 Duft ausgewählt');

    // A deep link whose page is a lazily loaded chunk: the chunk must be precached too.
    const deepLink = await page.goto('/password-reset');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Neues Passwort setzen' })).toBeVisible();
    await expect(shell.brandLink).toBeVisible();
    await expect(page).toHaveTitle(/Duftkompass/);

    // Back to the list through the app, as a user would, still offline.
    await shell.brandLink.click();
    await expect(offlineHome.listBar).toContainText('1 Duft ausgewählt');
    await expect(page.getByText('ERR_INTERNET_DISCONNECTED')).toHaveCount(0);

    // The search on the first visit went to the API; none of it may sit in Cache Storage.
    const cachedUrls = await page.evaluate(async () => {
      const names = await caches.keys();
      const perCache = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return perCache.flat();
    });
    expect(cachedUrls.some((url) => url.includes('index.html'))).toBe(true);
    expect(cachedUrls.filter((url) => /\/(api|auth\/v1)\//.test(new URL(url).pathname))).toEqual(
      [],
    );
  } finally {
    await context.setOffline(false);
  }
});
