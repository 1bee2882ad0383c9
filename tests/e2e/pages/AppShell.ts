// The installed app's frame as a user sees it (header, update toast, install hint), plus the
// one technical wait the PWA specs need: until the service worker controls the page.
import { expect, type Locator, type Page } from '@playwright/test';

export class AppShell {
  readonly brandLink: Locator;
  readonly updateToast: Locator;
  readonly reloadButton: Locator;
  readonly installHint: Locator;

  constructor(readonly page: Page) {
    this.brandLink = page.getByRole('banner').getByRole('link', { name: /Duftkompass/ });
    this.updateToast = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
    this.reloadButton = page.getByRole('button', { name: 'Neu laden' });
    this.installHint = page.getByRole('complementary', { name: 'App installieren' });
  }

  /**
   * Waits until the app has taken over the prerendered document (the footer is the app's):
   * before that, the page's own listeners (install prompt, first tap) do not exist yet.
   */
  async waitForApp(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  }

  /**
   * Waits until the service worker has installed (precached the shell) and controls this
   * page. The first install claims open pages; a reload covers a claim that raced the load.
   */
  async waitForServiceWorkerControl(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(
        async () => {
          const controlled = await this.page.evaluate(
            () => navigator.serviceWorker.controller !== null,
          );
          if (!controlled) await this.page.reload();
          return controlled;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }
}
