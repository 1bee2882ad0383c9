// The action bar's scent buttons and the Duft-DNA and recommendations panels below
// "Deine Auswahl", found by role and accessible name like a screen-reader user would.
import type { Locator, Page } from '@playwright/test';

export class ScentPanels {
  readonly analyseButton: Locator;
  readonly recommendButton: Locator;
  readonly analysis: Locator;
  readonly dnaCard: Locator;
  readonly radarValues: Locator;
  readonly categories: Locator;
  readonly recommendations: Locator;
  readonly nicheSection: Locator;
  readonly moreNicheButton: Locator;
  /** The folded "Andere Varianten deiner Düfte" below the picks. */
  readonly variants: Locator;

  constructor(readonly page: Page) {
    this.analyseButton = page.getByRole('button', { name: 'Duft-DNA analysieren' });
    this.recommendButton = page.getByRole('button', { name: 'Empfehlungen erhalten' });
    this.analysis = page.getByRole('region', { name: 'Deine Duft-DNA' });
    this.dnaCard = this.analysis.getByRole('article', { name: 'Dein Duftprofil' });
    this.radarValues = this.analysis.getByRole('table', { name: /Duftprofil/ });
    this.categories = this.analysis.getByRole('region', { name: 'Deine Duftfamilien' });
    this.recommendations = page.getByRole('region', { name: 'Deine Empfehlungen' });
    this.nicheSection = this.recommendations.getByRole('region', {
      name: 'Nischendüfte für dich',
    });
    this.moreNicheButton = this.nicheSection.getByRole('button', { name: 'Mehr Nischendüfte' });
    this.variants = this.recommendations.getByRole('group', {
      name: 'Andere Varianten deiner Düfte',
    });
  }

  /** Every recommendation card, main picks and niche section together. */
  cards(): Locator {
    return this.recommendations.getByRole('article');
  }

  nicheCards(): Locator {
    return this.nicheSection.getByRole('article');
  }
}
