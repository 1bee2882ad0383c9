import { expect, test, type Locator, type Page } from './support/test';
import { AuthDialog } from './pages/AuthDialog';
import { CollectionSelector } from './pages/CollectionSelector';
import { HomePage } from './pages/HomePage';
import { ScentPanels } from './pages/ScentPanels';

async function chooseSauvageAndAventus(page: Page): Promise<HomePage> {
  const home = new HomePage(page);
  await home.startWith(['sauvage', 'Sauvage', /Dior/], ['aventus', 'Aventus', /Creed/]);
  return home;
}

test.describe('Duft-DNA und Empfehlungen', () => {
  test('two chosen perfumes give a Duft-DNA with radar values and categories', async ({ page }) => {
    await chooseSauvageAndAventus(page);
    const scent = new ScentPanels(page);

    await scent.analyseButton.click();
    await expect(scent.dnaCard).toBeVisible();
    await expect(scent.dnaCard.locator('canvas')).toBeVisible();
    for (const axis of ['Sportlich', 'Sinnlich', 'Elegant', 'Frisch', 'Orientalisch', 'Holzig']) {
      await expect(scent.radarValues.getByRole('rowheader', { name: axis })).toHaveCount(1);
    }
    await expect(scent.dnaCard.getByRole('list', { name: 'Hauptnoten' })).toBeVisible();
    await expect(scent.dnaCard.getByText('Stil', { exact: true })).toBeVisible();
    await expect(scent.dnaCard.getByText('Energie', { exact: true })).toBeVisible();
    await expect(scent.dnaCard.getByText('Dein Empfehlungsziel')).toBeVisible();
    await expect(scent.categories.getByRole('article').first()).toBeVisible();
    await expect(scent.categories).toContainText(/Sauvage|Aventus/);
  });

  test('recommendations show advertising-marked shop links, a niche section and more niche picks', async ({
    page,
  }) => {
    const home = await chooseSauvageAndAventus(page);
    const scent = new ScentPanels(page);

    await scent.analyseButton.click();
    await expect(scent.dnaCard).toBeVisible();
    await scent.recommendButton.click();
    await expect(scent.recommendations).toBeVisible();
    // Spec 000 §4: the recommendations replace nothing but are scrolled into view.
    await expect(
      scent.recommendations.getByRole('heading', { name: 'Deine Empfehlungen' }),
    ).toBeInViewport();
    await expect(scent.cards().first()).toBeVisible();

    // The e2e shop feed (tests/e2e/fixtures/shopFeed.csv) prices Montblanc's Legend, one of
    // the picks for Sauvage and Aventus; most picks have no shop price.
    const priced = scent.recommendations.getByRole('article', { name: 'Legend Montblanc' });
    await expect(priced.getByText(/^59,00\s€$/)).toBeVisible();
    const link = priced.getByRole('link', { name: /Bei shop\.example ansehen/ });
    await expect(link).toHaveAttribute('href', 'https://shop.example/montblanc-legend');
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/Werbelink/);
    await expect(priced.getByText('Anzeige', { exact: true })).toBeVisible();
    const unpriced = scent.recommendations.getByRole('article', {
      name: "Terre d'Hermès Hermès",
    });
    await expect(unpriced.getByText('Preis auf Anfrage')).toHaveCount(0);
    // Issue 26: without a feed price nothing claims one (README, deviations).
    await expect(unpriced.getByRole('link', { name: /Werbelink/ })).toHaveCount(0);

    // Variants of the list are never picks; a folded, labelled section names them apart.
    await scent.variants.getByText(/^Andere Varianten deiner Düfte \(\d\)$/).click();
    await expect(scent.variants.getByText('Aventus for Her')).toBeVisible();
    await expect(scent.variants).toContainText('Variante von Aventus');
    await expect(scent.cards().getByRole('heading', { name: 'Aventus for Her' })).toHaveCount(0);

    const nicheBefore = await scent.nicheCards().count();
    expect(nicheBefore).toBeGreaterThan(0);
    await expect(
      scent.nicheCards().first().getByText('Nischenduft', { exact: true }),
    ).toBeVisible();
    const shownNames = await scent.nicheCards().getByRole('heading').allTextContents();

    await scent.moreNicheButton.click();
    await expect(scent.nicheCards()).toHaveCount(nicheBefore + 3);
    const allNames = await scent.nicheCards().getByRole('heading').allTextContents();
    expect(allNames.slice(0, nicheBefore)).toEqual(shownNames);
    expect(new Set(allNames).size).toBe(allNames.length);

    // Taking over a recommendation keeps the recommendations; the Duft-DNA is out of date.
    const first = scent.cards().first();
    const firstName = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
    await expect(first.getByText('✓ In deiner Auswahl')).toBeVisible();
    await expect(page.getByText('3 Düfte ausgewählt')).toBeVisible();
    await expect(scent.analysis).toHaveCount(0);
    await expect(scent.recommendations).toBeVisible();

    // Removing a perfume on the list step clears the results (spec 000 §4).
    await page
      .getByRole('navigation', { name: 'Schritte' })
      .getByRole('link', { name: '2. Auswahl' })
      .click();
    await expect(home.chosenItem(firstName)).toBeVisible();
    await home.chosenItem('Sauvage').getByRole('button', { name: 'Entfernen' }).click();
    await expect(home.chosenItem('Sauvage')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/ergebnis$/);
    await expect(scent.recommendations).toHaveCount(0);
  });

  test('with one perfume the analysis asks for a second one, in German', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.openTextSearch();
    await home.choose('sauvage', 'Sauvage', /Dior/);
    await home.openList();
    const scent = new ScentPanels(page);

    await expect(home.chosenList.getByText(/mindestens 2 Düfte/)).toBeVisible();
    await scent.analyseButton.click();
    await expect(page.getByText('Nicht genügend Parfüms', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Du brauchst mindestens 2 Parfüms für eine Analyse.', { exact: true }),
    ).toBeVisible();
    await expect(scent.analysis).toHaveCount(0);
  });
});

test.describe('saving skipped', () => {
  test('the sign-up dialog offers "Nur analysieren", which shows the Duft-DNA', async ({
    page,
  }) => {
    await chooseSauvageAndAventus(page);
    const auth = new AuthDialog(page);
    await new CollectionSelector(page).saveBarButton.click();
    await expect(auth.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await auth.dialog.getByRole('button', { name: 'Nur analysieren' }).click();
    await expect(auth.dialog).toBeHidden();
    await expect(new ScentPanels(page).dnaCard).toBeVisible();
  });

  test('closing the sign-up dialog opens no second dialog', async ({ page }) => {
    await chooseSauvageAndAventus(page);
    const auth = new AuthDialog(page);
    await new CollectionSelector(page).saveBarButton.click();
    await expect(auth.dialog.getByRole('button', { name: 'Nur analysieren' })).toBeVisible();
    await auth.dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('switching between sign-in and sign-up puts the focus on the e-mail field', async ({
    page,
  }) => {
    await page.goto('/');
    const auth = new AuthDialog(page);
    await auth.accountButton.click();
    await auth.dialog.getByRole('button', { name: 'Konto erstellen' }).first().click();
    await expect(auth.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await expect(auth.email).toBeFocused();
    // The header's sign-in never offers "Nur analysieren": nothing is chosen to analyse.
    await expect(auth.dialog.getByRole('button', { name: 'Nur analysieren' })).toHaveCount(0);
    await auth.switchToLogin();
    await expect(auth.email).toBeFocused();
  });
});

test.describe('Duft-DNA und Empfehlungen on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the analysis and the recommendations fit the screen without sideways scrolling', async ({
    page,
  }) => {
    await chooseSauvageAndAventus(page);
    const scent = new ScentPanels(page);
    await scent.analyseButton.click();
    await expect(scent.dnaCard.locator('canvas')).toBeVisible();
    await scent.recommendButton.click();
    await expect(scent.cards().first()).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the niche cards get the full width, and "Mehr Nischendüfte" announces and shows what it added', async ({
    page,
  }) => {
    await chooseSauvageAndAventus(page);
    const scent = new ScentPanels(page);
    await scent.recommendButton.click();
    const firstNiche = scent.nicheCards().first();
    await expect(firstNiche).toBeVisible();

    // UX walk 24: a card in a card in a card left a narrow text column. The niche cards are as
    // wide as the main picks, their text gets about 290 of the phone's 390 px, and the add
    // button keeps one line.
    const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;
    const mainCard = scent.cards().first();
    expect(Math.abs((await widthOf(firstNiche)) - (await widthOf(mainCard)))).toBeLessThanOrEqual(
      1,
    );
    const text = firstNiche.locator('.expandable-text p').first();
    expect(await widthOf(text)).toBeGreaterThanOrEqual(280);
    const addButton = firstNiche.getByRole('button', { name: 'Zur Auswahl hinzufügen' });
    // One line: the 44 px touch target, not two lines of text (about 64 px).
    expect((await addButton.boundingBox())!.height).toBeLessThanOrEqual(48);

    const before = await scent.nicheCards().count();
    await scent.moreNicheButton.scrollIntoViewIfNeeded();
    await scent.moreNicheButton.click();
    await expect(scent.nicheCards()).toHaveCount(before + 3);
    // Announced (the section's status line is a live region) with the count ...
    await expect(scent.nicheSection.getByRole('status')).toHaveText(
      `3 weitere Nischendüfte gefunden – jetzt ${before + 3}.`,
    );
    // ... and the first new card is focused and on screen.
    const firstNew = scent.nicheCards().nth(before);
    await expect(firstNew).toBeFocused();
    await expect(firstNew).toBeInViewport({ ratio: 0.5 });
  });
});
