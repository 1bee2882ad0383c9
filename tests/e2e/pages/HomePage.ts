// The home screen as a user sees it: role-based locators only, so the tests break when the
// page stops being usable with a screen reader, not when a class name changes.
import { expect, type Locator, type Page } from '@playwright/test';

export class HomePage {
  readonly startButton: Locator;
  readonly textModeButton: Locator;
  readonly photoModeButton: Locator;
  readonly backButton: Locator;
  readonly searchInput: Locator;
  readonly results: Locator;
  readonly chosenList: Locator;

  constructor(readonly page: Page) {
    this.startButton = page.getByRole('button', { name: 'Jetzt starten' });
    this.textModeButton = page.getByRole('button', { name: /Text eingeben/ });
    this.photoModeButton = page.getByRole('button', { name: /Foto hochladen/ });
    this.backButton = page.getByRole('button', { name: 'Zurück' });
    this.searchInput = page.getByRole('searchbox', { name: 'Parfüm suchen' });
    this.results = page.getByRole('region', { name: 'Suchergebnisse' });
    this.chosenList = page.getByRole('region', { name: 'Deine Auswahl' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async openTextSearch(): Promise<void> {
    await this.startButton.click();
    await this.textModeButton.click();
    await expect(this.searchInput).toBeVisible();
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

  /** Searches, adds the perfume to "Deine Auswahl" and waits until it is listed there. */
  async choose(query: string, name: string, brand: RegExp): Promise<void> {
    await this.search(query);
    await this.resultCard(name, brand)
      .getByRole('button', { name: 'Zur Liste hinzufügen' })
      .click();
    await expect(this.chosenItem(name)).toBeVisible();
  }

  /** Opens the home page's text search and chooses the given perfumes, in order. */
  async startWith(...perfumes: [query: string, name: string, brand: RegExp][]): Promise<void> {
    await this.goto();
    await this.openTextSearch();
    for (const [query, name, brand] of perfumes) await this.choose(query, name, brand);
  }

  chosenItem(name: string): Locator {
    return this.chosenList.getByRole('listitem').filter({ hasText: name });
  }
}
