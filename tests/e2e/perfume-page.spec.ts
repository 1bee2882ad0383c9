// Issue 26 item 4, signed in: a perfume's page saves into the collection, onto the wishlist and
// the blacklist, flags a perfume like one the person owns, and on a phone keeps its actions in
// the first screen without sideways scrolling. At 390×844 and 1440×900.
import { expect, test, type Locator, type Page } from './support/test';
import { HomePage } from './pages/HomePage';
import { FIRST_INDEX_ANSWER, storedIndexSize } from './support/offlineIndex';
import { newUserOnProfile } from './support/signedInProfile';

const DEVICES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;
// Acqua di Gio and Invictus share their three strongest accords (see similar-owned.spec.ts).
const WARNING = /Sehr ähnlich zu deinem Acqua di Gio \(gemeinsame Akkorde: .*Zitrisch/;

/** Opens a perfume's page from the start page's results, as a visitor does. */
async function openPerfume(page: Page, query: string, name: string, brand: RegExp) {
  await page.goto(`/?q=${encodeURIComponent(query)}`);
  const home = new HomePage(page);
  await home.resultCard(name, brand).first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/parfum\/[a-z]+-/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The page's own article (the similar perfumes below are articles with "<name> <brand>").
  return page.getByRole('article', { name, exact: true });
}

for (const [device, viewport] of DEVICES) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use(device === 'phone' ? { viewport, isMobile: true, hasTouch: true } : { viewport });

    test('signed in, the page saves to the collection, wishlist and blacklist and flags a near twin', async ({
      page,
      request,
    }) => {
      const { profile } = await newUserOnProfile(page, request, {
        emailKey: `duftseite-${device}`,
        firstName: 'Greta',
        lastName: 'Sommer',
      });
      // "Sehr ähnlich zu deinem …" is computed from the catalog index on the device.
      await expect.poll(() => storedIndexSize(page), { timeout: 30_000 }).toBeGreaterThan(30_000);

      const acqua = await openPerfume(page, 'acqua di gio', 'Acqua di Gio', /Armani/);
      const save = page.getByRole('group', { name: 'Speichern' });
      // On a phone the page's actions are in its first screen, and nothing scrolls sideways.
      await expect(acqua.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeInViewport({
        ratio: 1,
      });
      await expect(save.getByRole('button', { name: 'In meine Sammlung' })).toBeInViewport({
        ratio: 1,
      });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await save.getByRole('button', { name: 'In meine Sammlung' }).click();
      await expect(page.getByText(/^Acqua di Gio zur Sammlung hinzugefügt\.$/)).toBeVisible();

      await openPerfume(page, 'invictus', 'Invictus', /Paco Rabanne/);
      await expect(page.getByRole('note').filter({ hasText: WARNING })).toBeVisible(
        FIRST_INDEX_ANSWER,
      );
      await save.getByRole('button', { name: 'Auf die Wunschliste' }).click();
      await expect(page.getByText(/^Invictus auf die Wunschliste gesetzt\.$/)).toBeVisible();

      await openPerfume(page, 'sauvage', 'Sauvage', /Dior/);
      await expect(page.getByRole('note').filter({ hasText: /Sehr ähnlich/ })).toHaveCount(0);
      await save.getByRole('button', { name: 'Nicht mein Duft' }).click();
      await expect(page.getByText(/^Sauvage auf die Blacklist gesetzt\.$/)).toBeVisible();
      // Saved twice, it says so instead of adding a second entry.
      await save.getByRole('button', { name: 'Nicht mein Duft' }).click();
      await expect(
        page.getByText('Parfüm bereits in der Blacklist', { exact: true }),
      ).toBeVisible();

      await profile.goto();
      await profile.expectCollection('Meine Parfümsammlung');
      await expect(profile.card('Parfüms der Sammlung', 'Acqua di Gio')).toBeVisible();
      await profile.openTab('Wunschliste');
      await expect(profile.card('Wunschliste', 'Invictus').getByRole('note')).toHaveText(WARNING);
      await profile.openTab('Blacklist');
      expect(await profile.cardNames('Blacklist')).toEqual(['Sauvage']);
    });
  });
}

test.describe('on a phone (390×844), priced', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the shop button keeps one line, and a recommendation opens its perfume page', async ({
    page,
  }) => {
    const home = new HomePage(page);
    // The e2e feed prices Tobacco Vanille at 250,00 € for 50 ml (tests/e2e/fixtures/shopFeed.csv).
    const vanille = await openPerfume(page, 'tobacco vanille', 'Tobacco Vanille', /Tom Ford/);
    const shop = vanille.getByRole('link', { name: /Bei shop\.example ansehen/ });
    await expect(shop).toBeInViewport({ ratio: 1 });
    await expectOneLine(shop);
    // The cheaper alternative on the page too (cheaper-alternative.spec.ts has its full text).
    const cheaper = vanille.getByRole('region', { name: 'Günstigere Alternative' });
    await expect(cheaper).toContainText('London for Men von Burberry für 45,00');
    await expect(
      cheaper.getByRole('link', { name: /London for Men bei shop\.example/ }),
    ).toHaveAttribute('href', 'https://shop.example/burberry-london-for-men');

    await home.startWith(
      ['tobacco oud', 'Tobacco Oud', /Tom Ford/],
      ['chergui', 'Chergui', /Serge Lutens/],
    );
    await page.getByRole('button', { name: 'Empfehlungen erhalten' }).click();
    const card = page
      .getByRole('region', { name: 'Deine Empfehlungen' })
      .getByRole('article', { name: 'Tobacco Vanille Tom Ford' });
    await expect(card.getByRole('region', { name: 'Günstigere Alternative' })).toBeVisible();
    // The card's text has the card's width: its shop button keeps one line, and the priced
    // card with its cheaper alternative stays within one screen.
    await expectOneLine(card.getByRole('link', { name: /^Bei shop\.example ansehen/ }));
    const box = await card.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(844);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);

    await card.getByRole('link', { name: 'Tobacco Vanille', exact: true }).click();
    await expect(page).toHaveURL(/\/parfum\/[a-z]+-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tobacco Vanille' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/ergebnis$/);
  });
});

/** A button-like link whose visible label is not wrapped: its text sits on one line. */
async function expectOneLine(link: Locator): Promise<void> {
  const lines = await link.evaluate((element) => {
    const range = document.createRange();
    const label = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (!label) return -1;
    range.selectNodeContents(label);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
}

test.describe('on a phone (390×844), signed out', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header shows no squeezed icon beside "Anmelden" next to the search link', async ({
    page,
  }) => {
    for (const path of ['/', '/parfum/fra-31861']) {
      await page.goto(path);
      const header = page.locator('header.site-header');
      await expect(
        header.getByRole('button', { name: 'Anmelden oder Konto erstellen' }),
      ).toBeVisible();
      // Every icon the header shows is whole: 16 px or more in each direction.
      const sizes = await header.locator('svg').evaluateAll((icons) =>
        icons
          .map((icon) => icon.getBoundingClientRect())
          .filter((box) => box.width > 0 || box.height > 0)
          .map((box) => Math.min(box.width, box.height)),
      );
      // The perfume page's header has the search link's icon at least, so this cannot pass empty.
      if (path !== '/') expect(sizes.length, path).toBeGreaterThan(0);
      for (const size of sizes) expect(size, path).toBeGreaterThanOrEqual(16);
    }
  });
});
