// The "In Sammlung speichern" dialog opened from the save bar under "Deine Auswahl".
import type { Locator, Page } from '@playwright/test';

export class CollectionSelector {
  readonly saveBarButton: Locator;
  readonly dialog: Locator;
  readonly options: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.saveBarButton = page.getByRole('button', { name: 'Speichern & analysieren' });
    this.dialog = page.getByRole('dialog', { name: 'In Sammlung speichern' });
    this.options = this.dialog.getByRole('radio');
    this.saveButton = this.dialog.getByRole('button', { name: 'Speichern', exact: true });
  }

  option(name: string): Locator {
    return this.dialog.getByRole('radio', { name });
  }
}
