// Issue 26: the core journey on a phone (390×844) and a desktop (1440×900): the search field
// in the first screen, compact rows, the list bar, the three steps with their own addresses,
// a perfume's page (online and offline) and honest prices.
import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';
import { HomePage } from './pages/HomePage';
import { FIRST_INDEX_ANSWER, storedIndexSize } from './support/offlineIndex';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const DEVICES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

for (const [device, viewport] of DEVICES) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use(device === 'phone' ? { viewport, isMobile: true, hasTouch: true } : { viewport });

    test('the search field is in the first screen and eight results fit in two screens', async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.goto();
      await expect(page.getByRole('button', { name: 'Jetzt starten' })).toHaveCount(0);
      // No tap and no scrolling: the field and its camera button are in the first screen.
      await expect(home.searchInput).toBeInViewport({ ratio: 1 });
      await expect(home.cameraButton).toBeInViewport({ ratio: 1 });

      await home.search('chanel');
      const rows = home.results.getByRole('article');
      await expect(rows).toHaveCount(20);
      const tops = await rows.evaluateAll((articles) =>
        articles.map((article) => {
          const box = article.getBoundingClientRect();
          return { top: box.top + window.scrollY, height: box.height };
        }),
      );
      expect(
        tops.filter((row) => row.top + row.height <= 2 * viewport.height).length,
      ).toBeGreaterThanOrEqual(8);
      for (const row of tops) expect(row.height).toBeLessThanOrEqual(110);
      await expect(home.results.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
    });

    test('the list bar stays in view, and Suchen → Auswahl → Ergebnis each have an address', async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.goto();
      await home.choose('sauvage', 'Sauvage', /Dior/);
      await home.choose('aventus creed', 'Aventus', /Creed/);
      await expect(home.listBar).toContainText('2 Düfte ausgewählt');

      // Scrolled down through a long result list, the bar is still on screen.
      await home.search('chanel');
      await expect(home.results.getByRole('article')).toHaveCount(20);
      await page.mouse.wheel(0, 1500);
      const bar = await home.listBar.boundingBox();
      expect(bar).not.toBeNull();
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(viewport.height + 1);
      // On a phone it sits at the screen's bottom edge; a wide screen may show the page's end.
      if (device === 'phone') expect(bar!.y).toBeGreaterThan(viewport.height - 120);

      await home.listBar.getByRole('link', { name: 'Duft-DNA ansehen' }).click();
      await expect(page).toHaveURL(/\/ergebnis$/);
      await expect(page.getByRole('region', { name: 'Deine Duft-DNA' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Schritte' }).getByText('3. Ergebnis'),
      ).toHaveAttribute('aria-current', 'step');

      await page
        .getByRole('navigation', { name: 'Schritte' })
        .getByRole('link', { name: '2. Auswahl' })
        .click();
      await expect(page).toHaveURL(/\/auswahl$/);
      await expect(home.chosenItem('Aventus')).toBeVisible();

      // The back button walks the steps back to the search with its results.
      await page.goBack();
      await expect(page).toHaveURL(/\/ergebnis$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/\?q=chanel$/);
      await expect(home.searchInput).toHaveValue('chanel');
      await expect(home.results.getByRole('article')).toHaveCount(20);
    });

    test('a result opens its perfume page with its notes, accords and similar perfumes', async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.goto();
      await home.search('sauvage');
      await home.resultCard('Sauvage', /Dior/).getByRole('link', { name: 'Sauvage' }).click();
      await expect(page).toHaveURL(/\/parfum\/[a-z]+-/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sauvage' })).toBeVisible();
      await expect(page).toHaveTitle(/Sauvage von Christian Dior/);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', /Kopf-, Herz- und Basisnoten/);
      await expect(page.getByRole('heading', { name: 'Duftnoten' })).toBeVisible();
      await expect(page.getByText('Kopfnoten')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Akkorde' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Haltbarkeit und Sillage' })).toBeVisible();
      // The catalog's newer facts: gender, perfumer, rating, seasons and time of day.
      await expect(page.getByText(/^Herren · 2015$/)).toBeVisible();
      await expect(page.getByText('Parfümeur: François Demachy')).toBeVisible();
      await expect(page.getByText(/^Bewertung: 3,9 von 5/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Wann tragen?' })).toBeVisible();
      await expect(
        page.getByText('Das ganze Jahr über getragen, am liebsten im Frühling.'),
      ).toBeVisible();
      const similar = page.getByRole('region', { name: 'Ähnliche Düfte' });
      await expect(similar.getByRole('article').first()).toBeVisible();
      // Nothing on the page claims a price nobody can give.
      await expect(page.getByText('Preis auf Anfrage')).toHaveCount(0);

      // Signed out, saving offers the free account (these buttons load no device database).
      const save = page.getByRole('group', { name: 'Speichern' });
      await expect(save.getByText(/brauchen ein kostenloses Konto/)).toBeVisible();
      await save.getByRole('button', { name: 'In meine Sammlung' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).first().click();
      await expect(home.listBar).toContainText('1 Duft ausgewählt');
    });

    test('prices: nothing without a feed, price and shop button with one', async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await home.search('sauvage');
      await expect(home.resultCard('Sauvage', /Dior/)).toBeVisible();
      await expect(page.getByText('Preis auf Anfrage')).toHaveCount(0);

      // The e2e feed prices Aventus at 265,00 € with a deep link (tests/e2e/fixtures/shopFeed.csv).
      await home.search('aventus creed');
      const aventus = home.resultCard('Aventus', /Creed/);
      await expect(aventus).toContainText('265,00');
      // UX walk 66: the row links to the shop like the recommendation cards, as an ad.
      const rowShop = aventus.getByRole('link', { name: /Bei shop\.example ansehen/ });
      await expect(rowShop).toHaveAttribute('href', 'https://shop.example/creed-aventus');
      await expect(rowShop).toHaveAttribute('rel', 'sponsored noopener');
      await expect(rowShop).toHaveAttribute('target', '_blank');
      await expect(rowShop).toHaveAccessibleName(/Werbelink/);
      await expect(rowShop).toHaveAccessibleDescription('Aventus');
      await expect(aventus.getByText('Anzeige', { exact: true })).toBeVisible();
      // It takes the tap itself (the row's own link to the perfume page lies under it).
      await rowShop.click({ trial: true });
      // A row without a feed price has no shop link; the priced row grows by the link's line only.
      const forHer = home.resultCard('Aventus for Her', /Creed/);
      await expect(forHer).toBeVisible();
      await expect(forHer.getByRole('link', { name: /Werbelink/ })).toHaveCount(0);
      const heightOf = async (row: typeof aventus) => (await row.boundingBox())!.height;
      expect(await heightOf(aventus)).toBeLessThanOrEqual((await heightOf(forHer)) + 36);
      await aventus.getByRole('link', { name: 'Aventus', exact: true }).click();
      await expect(page.getByText('265,00').first()).toBeVisible();
      const shop = page.getByRole('link', { name: /Bei shop\.example ansehen/ });
      await expect(shop).toHaveAttribute('href', 'https://shop.example/creed-aventus');
      await expect(shop).toHaveAttribute('rel', /sponsored/);
      await expect(page.getByText('Anzeige').first()).toBeVisible();
    });

    test('Grundpreis with a feed: size and price per 100 ml next to every feed price', async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.goto();
      // The feed sells Tobacco Vanille at 250,00 € for 50 ml (the size read from the title).
      await home.search('tobacco vanille');
      const row = home.resultCard('Tobacco Vanille', /Tom Ford/);
      await expect(row).toContainText(/250,00\s€/);
      await expect(row).toContainText(/500,00\s€ \/ 100 ml/);
      await row.getByRole('link', { name: 'Tobacco Vanille' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tobacco Vanille' })).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Tobacco Vanille', exact: true }),
      ).toContainText(/250,00\s€ · 50 ml \(500,00\s€ \/ 100 ml\) · bei shop\.example/);
      await expect(page.getByRole('link', { name: /Bei shop\.example ansehen/ })).toBeVisible();
    });

    test('a perfume page works offline from the index on the device', async ({ page, context }) => {
      const home = new HomePage(page);
      await home.goto();
      await new AppShell(page).waitForServiceWorkerControl();
      await expect.poll(() => storedIndexSize(page), { timeout: 30_000 }).toBeGreaterThan(30_000);
      await home.search('terre d hermes');
      await home.resultCard("Terre d'Hermès", /Herm/).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: "Terre d'Hermès" })).toBeVisible();
      const address = page.url();

      await context.setOffline(true);
      try {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: "Terre d'Hermès" })).toBeVisible(
          FIRST_INDEX_ANSWER,
        );
        await expect(page.getByText(/Duftnoten, Haltbarkeit und Preise folgen/)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Akkorde' })).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
    });

    test('"Für wen?" follows a mixed list, says so, and "Damen" changes the picks', async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.startWith(
        ['la vie est belle', 'La Vie Est Belle', /Lanc/],
        ['sauvage', 'Sauvage', /Dior/],
      );
      await page.getByRole('button', { name: 'Empfehlungen erhalten' }).click();
      await expect(page).toHaveURL(/\/ergebnis$/);
      const recommendations = page.getByRole('region', { name: 'Deine Empfehlungen' });
      await expect(recommendations.getByRole('article').first()).toBeVisible();
      const who = page.getByRole('group', { name: 'Für wen?' });
      await expect(page.getByText(/Deine Auswahl ist gemischt/)).toBeVisible();
      await expect(who.getByRole('radio', { name: 'egal' })).toBeChecked();
      const before = await recommendations
        .getByRole('article')
        .getByRole('heading')
        .allTextContents();

      await who.getByRole('radio', { name: 'Damen' }).check();
      await expect
        .poll(() => recommendations.getByRole('article').getByRole('heading').allTextContents())
        .not.toEqual(before);
      await expect(who.getByRole('radio', { name: 'Damen' })).toBeChecked();
      // Nothing says "Anzeige" where there is no shop link.
      const links = await recommendations.getByRole('link', { name: /Werbelink/ }).count();
      if (links === 0) await expect(page.getByText(/Werbelinks/)).toHaveCount(0);
    });

    test('"Anlass" asks again and changes the picks', async ({ page }) => {
      const home = new HomePage(page);
      await home.startWith(['sauvage', 'Sauvage', /Dior/], ['aventus creed', 'Aventus', /Creed/]);
      await page.getByRole('button', { name: 'Empfehlungen erhalten' }).click();
      const recommendations = page.getByRole('region', { name: 'Deine Empfehlungen' });
      await expect(recommendations.getByRole('article').first()).toBeVisible();
      const names = () =>
        recommendations.getByRole('article').getByRole('heading').allTextContents();
      const before = await names();
      const occasion = page.getByLabel('Anlass');
      await expect(occasion).toHaveValue('all');

      await occasion.selectOption('Abend');
      await expect.poll(names).not.toEqual(before);
      await expect(recommendations.getByRole('article').first()).toBeVisible();
      await expect(occasion).toHaveValue('Abend');
    });

    test('"Budget" with a feed leaves out picks that cost more', async ({ page }) => {
      const home = new HomePage(page);
      await home.startWith(
        ['tobacco oud', 'Tobacco Oud', /Tom Ford/],
        ['chergui', 'Chergui', /Serge Lutens/],
      );
      await page.getByRole('button', { name: 'Empfehlungen erhalten' }).click();
      const recommendations = page.getByRole('region', { name: 'Deine Empfehlungen' });
      // The feed prices Tobacco Vanille at 250,00 € (tests/e2e/fixtures/shopFeed.csv).
      const vanille = recommendations.getByRole('article', { name: 'Tobacco Vanille Tom Ford' });
      await expect(vanille).toBeVisible();
      await page.getByLabel('Budget').selectOption({ label: 'bis 100 €' });
      await expect(vanille).toHaveCount(0);
      await expect(recommendations.getByRole('article').first()).toBeVisible();
      const prices = await recommendations.locator('.feed-price__amount').allTextContents();
      for (const price of prices) {
        expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(100);
      }
    });

    test('"Auswahl teilen" hands the link to the share sheet where there is one', async ({
      page,
    }) => {
      // The phone's share sheet is the operating system's: a stand-in records what it was given,
      // and a second call is closed by the person (AbortError), which is no failure.
      await page.addInitScript(() => {
        const calls: ShareData[] = [];
        Object.assign(window, { sharedCalls: calls });
        navigator.share = (data?: ShareData) => {
          calls.push(data ?? {});
          return calls.length === 1
            ? Promise.resolve()
            : Promise.reject(new DOMException('Geschlossen', 'AbortError'));
        };
      });
      const home = new HomePage(page);
      await home.startWith(['sauvage', 'Sauvage', /Dior/], ['aventus creed', 'Aventus', /Creed/]);
      const share = home.chosenList.getByRole('button', { name: 'Auswahl teilen' });
      await share.click();
      const calls = () =>
        page.evaluate(() => (window as unknown as { sharedCalls: ShareData[] }).sharedCalls);
      await expect.poll(async () => (await calls()).length).toBe(1);
      const [shared] = await calls();
      expect(shared?.url).toMatch(/\/ergebnis\?liste=[a-z]+-[\w-]+,[a-z]+-[\w-]+$/);
      expect(shared?.text).toContain('Sauvage, Aventus');
      // Shared through the sheet, nothing is copied and no toast appears.
      await expect(page.getByText('Link kopiert', { exact: true })).toHaveCount(0);

      await share.click();
      await expect.poll(async () => (await calls()).length).toBe(2);
      await expect(page.getByText('Link kopiert', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Dein Link zum Teilen', { exact: true })).toHaveCount(0);
    });

    test('a shared link opens the same list in a fresh browser', async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const home = new HomePage(page);
      await home.startWith(['sauvage', 'Sauvage', /Dior/], ['aventus creed', 'Aventus', /Creed/]);
      await home.chosenList.getByRole('button', { name: 'Auswahl teilen' }).click();
      await expect(page.getByText('Link kopiert', { exact: true })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/ergebnis\?liste=[a-z]+-[\w-]+,[a-z]+-[\w-]+$/);

      const fresh = await browser.newContext({ viewport, locale: 'de-DE' });
      try {
        const other = await fresh.newPage();
        await other.goto(link);
        await expect(other.getByText('2 Düfte ausgewählt')).toBeVisible();
        await expect(other).toHaveURL(/\/ergebnis$/);
        const otherHome = new HomePage(other);
        await other.goto('/auswahl');
        await expect(otherHome.chosenItem('Sauvage')).toBeVisible();
        await expect(otherHome.chosenItem('Aventus')).toBeVisible();
      } finally {
        await fresh.close();
      }
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header holds the search field on every page', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const header = page.getByRole('banner');
    await expect(header.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();

    await page.goto('/hilfe');
    await header.getByRole('searchbox', { name: 'Parfüm suchen' }).fill('aventus');
    await expect(page).toHaveURL(/\/\?q=aventus$/);
    await expect(home.resultCard('Aventus', /Creed/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/hilfe$/);

    await page.goto('/auswahl');
    await expect(header.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
  });
});
