// First-party analytics in a real browser: nothing leaves it before the visitor allows
// analytics, page views with their path arrive after "Alle akzeptieren", and stop again
// once the visitor withdraws the consent in the footer's settings.
import type { Page, Request } from '@playwright/test';
import { analyticsBatchSchema, type AnalyticsBatch } from '../../api/contract/analytics';
import { expect, test } from './support/test';

test.use({ consentDecided: false });

const sheet = (page: Page) =>
  page.getByRole('region', { name: 'Cookies und Speicher auf deinem Gerät' });

const isAnalytics = (request: Request) =>
  new URL(request.url()).pathname === '/api/analytics/events';

/**
 * Every analytics request the page sends: a beacon's body is not visible to Playwright
 * (null), a regular send's is parsed with the contract.
 */
function recordBatches(page: Page) {
  const batches: (AnalyticsBatch | 'beacon')[] = [];
  page.on('request', (request) => {
    if (!isAnalytics(request)) return;
    const body: unknown = request.postDataJSON();
    batches.push(body === null ? 'beacon' : analyticsBatchSchema.parse(body));
  });
  return batches;
}

const eventsOf = (batches: readonly (AnalyticsBatch | 'beacon')[]) =>
  batches.flatMap((batch) => (batch === 'beacon' ? [] : batch.events));

/** The next regular send (a few seconds after the events), with its body. */
const nextSend = (page: Page) =>
  page.waitForRequest((request) => isAnalytics(request) && request.postDataJSON() !== null);

/** What the page does when it is hidden: sends whatever it has queued, at once. */
async function hidePage(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
}

/**
 * Requests the page makes after anything hidePage() sent, by the same two ways (a beacon and
 * a regular request): once the test has seen both, an analytics batch sent before them has
 * been seen too.
 */
async function settleNetwork(page: Page) {
  const marker = '/api/health/live?marker=';
  const seen = Promise.all(
    ['beacon', 'request'].map((way) =>
      page.waitForRequest((request) => request.url().endsWith(`${marker}${way}`)),
    ),
  );
  await page.evaluate((path) => {
    navigator.sendBeacon(`${path}beacon`);
    return fetch(`${path}request`).then(() => undefined);
  }, marker);
  await seen;
}

async function openFooterLink(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
}

test('no analytics before consent, page views after it, none after withdrawal', async ({
  page,
}) => {
  const batches = recordBatches(page);
  // Two page loads while the sheet asks (it covers the footer's links until answered).
  await page.goto('/');
  await expect(sheet(page)).toBeVisible();
  await page.goto('/impressum');
  await expect(sheet(page)).toBeVisible();
  await hidePage(page);
  await settleNetwork(page);
  expect(batches).toEqual([]);

  const firstSend = nextSend(page);
  await sheet(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await firstSend;
  expect(eventsOf(batches)).toContainEqual({
    type: 'page_view',
    page_path: '/impressum',
  });

  const secondSend = nextSend(page);
  await openFooterLink(page, 'Datenschutz');
  await expect(page).toHaveURL(/\/datenschutz$/);
  await secondSend;
  expect(eventsOf(batches)).toContainEqual({
    type: 'page_view',
    page_path: '/datenschutz',
  });

  // Leaving the page sends what is queued at once, by beacon.
  const beaconsBefore = batches.length;
  await openFooterLink(page, 'Hilfe & FAQ');
  await expect(page).toHaveURL(/\/hilfe$/);
  await hidePage(page);
  await settleNetwork(page);
  expect(batches.length).toBe(beaconsBefore + 1);

  // Withdraw: Statistik off, saved.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).first().click();
  await sheet(page).getByRole('checkbox', { name: 'Statistik' }).uncheck();
  await sheet(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(sheet(page)).toBeHidden();
  const sentBefore = batches.length;
  await openFooterLink(page, 'AGB');
  await expect(page).toHaveURL(/\/agb$/);
  await hidePage(page);
  await settleNetwork(page);
  expect(batches.length).toBe(sentBefore);
});
