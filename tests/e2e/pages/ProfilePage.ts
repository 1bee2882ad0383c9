// The profile page (/profile) as a user meets it: the collections sidebar, the four tabs,
// the search-and-add fields and the cards, all found by role and accessible name.
import { expect, type Locator, type Page } from '@playwright/test';

export type ProfileTabName = 'Parfüms' | 'Empfehlungen' | 'Wunschliste' | 'Blacklist';

export class ProfilePage {
  readonly sidebar: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;
  readonly syncStatus: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Deine Sammlungen' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('tablist', { name: 'Bereiche der Sammlung' });
    this.panel = page.getByRole('tabpanel');
    // The header's live region: empty while everything is synced.
    this.syncStatus = page.locator('header').getByRole('status');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/profile${query}`);
  }

  /** Waits until the collections have arrived on the device and one is shown. */
  async expectCollection(name: string): Promise<void> {
    await expect(this.heading).toHaveText(name, { timeout: 20_000 });
  }

  collectionButton(name: string): Locator {
    return this.sidebar.getByRole('button', { name: new RegExp(`^${name},`) });
  }

  async openCollection(name: string): Promise<void> {
    await this.collectionButton(name).click();
    await this.expectCollection(name);
  }

  tab(name: ProfileTabName): Locator {
    return this.tabs.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  async openTab(name: ProfileTabName): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** Types into a tab's search field and adds the result with this name. */
  async addFromSearch(label: string, query: string, name: string): Promise<void> {
    await this.searchFor(label, query);
    await this.addButton(name).click();
  }

  async searchFor(label: string, query: string): Promise<void> {
    await this.panel.getByRole('searchbox', { name: label }).fill(query);
  }

  /** The "Hinzufügen" button of the first search result with this name. */
  addButton(name: string): Locator {
    return this.panel
      .getByRole('button', { name: new RegExp(`^${name} von .* hinzufügen$`) })
      .first();
  }

  /** The cards of the open tab's list (Parfüms der Sammlung, Wunschliste, Blacklist, …). */
  list(name: string): Locator {
    return this.panel.getByRole('list', { name, exact: true });
  }

  card(listName: string, perfumeName: string): Locator {
    return this.list(listName)
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { name: perfumeName, exact: true }) });
  }

  /** The names on the cards of a list, in order. */
  async cardNames(listName: string): Promise<string[]> {
    const list = this.list(listName);
    if ((await list.count()) === 0) return [];
    return list.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  }
}
