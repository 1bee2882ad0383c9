// The home screen as a user sees it: role-based locators only, so the tests break when the
// page stops being usable with a screen reader, not when a class name changes.
import { expect, type Locator, type Page } from '@playwright/test';

export class HomePage {
  readonly cameraButton: Locator;
  readonly searchInput: Locator;
  readonly results: Locator;
  readonly chosenList: Locator;
  /** The bar at the bottom once something is chosen: "N Düfte ausgewählt", "Duft-DNA ansehen". */
  readonly listBar: Locator;

  constructor(readonly page: Page) {
    // Exactly one field is visible at a time: the start page's on phones, the header's on wide screens.
    this.searchInput = page.getByRole('searchbox', { name: 'Parfüm suchen' });
    this.cameraButton = page.getByRole('button', { name: 'Mit Foto suchen' });
    this.results = page.getByRole('region', { name: 'Suchergebnisse' });
    this.chosenList = page.getByRole('region', { name: 'Deine Auswahl' });
    this.listBar = page.getByRole('complementary', { name: 'Deine Auswahl in Kürze' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The search field is there without a tap; this only waits for it. */
  async openTextSearch(): Promise<void> {
    await expect(this.searchInput).toBeVisible();
  }

  /** Step two: the list's own page, through the bar's count link. */
  async openList(): Promise<void> {
    await this.listBar.getByRole('link', { name: /ausgewählt/ }).click();
    await expect(this.page).toHaveURL(/\/auswahl$/);
    await expect(this.chosenList).toBeVisible();
  }

  async search(query: string): Promise<void> {
    await this.searchInput.fill(query);
  }

  /** A result card, found by its accessible name "<Name> <Marke>". */
  resultCard(name: string, brand: RegExp): Locator {
    return this.results
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) })
      .filter({ hasText: brand });
  }

  /** Searches, adds the perfume to the list and waits until its row says so. */
  async choose(query: string, name: string, brand: RegExp): Promise<void> {
    await this.search(query);
    const row = this.resultCard(name, brand);
    await row.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
    await expect(row.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  }

  /** Chooses the given perfumes on the start page, in order, then opens the list step. */
  async startWith(...perfumes: [query: string, name: string, brand: RegExp][]): Promise<void> {
    await this.goto();
    await this.openTextSearch();
    for (const [query, name, brand] of perfumes) await this.choose(query, name, brand);
    await this.openList();
  }

  /** Opens the list step, checks the perfume is there, and comes back with the back button. */
  async expectInList(name: string, text?: string): Promise<void> {
    await this.openList();
    await expect(this.chosenItem(name)).toBeVisible();
    if (text) await expect(this.chosenItem(name)).toContainText(text);
    await this.page.goBack();
    await expect(this.searchInput).toBeVisible();
  }

  chosenItem(name: string): Locator {
    return this.chosenList.getByRole('listitem').filter({ hasText: name });
  }
}
