// Budgets a phone on a weak connection feels: the JavaScript of a first visit, as transferred
// (compressed body and response headers, as Lighthouse counts it), and that every script of
// 1 KB or more comes compressed. The budget is issue 14's goal, 150 KB, for the start page and
// (issue 26) a perfume's page opened from a link; the next feature that pulls code into a
// first visit (instead of loading it when used) fails here.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** About 131 KB on `/` and 140 KB on `/parfum/:id` (2026-11-28). */
const FIRST_VISIT_SCRIPT_BUDGET_BYTES = 150 * 1024;

type RecordedScript = {
  url: string;
  /** Null when the browser could not tell (the request was cut off when the test ended). */
  sizes: Promise<{ body: number; headers: number } | null>;
  encoding: string | undefined;
};

/** Every script of our origin the page transfers, with its size and encoding. */
function recordScripts(page: Page): RecordedScript[] {
  const scripts: RecordedScript[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith('http://127.0.0.1')) {
      return;
    }
    scripts.push({
      url: response.url(),
      // Scripts can still arrive after the budget was taken (the offline catalog's worker
      // starts once the network is quiet): their sizes are not awaited, and a size asked for
      // when the test ends must not fail it.
      sizes: request
        .sizes()
        .then((sizes) => ({ body: sizes.responseBodySize, headers: sizes.responseHeadersSize }))
        .catch(() => null),
      encoding: response.headers()['content-encoding'],
    });
  });
  return scripts;
}

async function expectWithinBudget(recorded: RecordedScript[]) {
  const scripts = [...recorded];
  const measured = await Promise.all(scripts.map((script) => script.sizes));
  const unknown = scripts.filter((_, index) => measured[index] === null).map((s) => s.url);
  expect(unknown, 'Skripte ohne bekannte Größe').toEqual([]);
  const sizes = measured.map((size) => size ?? { body: 0, headers: 0 });
  const total = sizes.reduce((sum, size) => sum + size.body + size.headers, 0);
  // The build leaves files under 1 KB uncompressed (vite.config.ts): not worth a request header.
  const uncompressed = scripts.filter(
    (script, index) => script.encoding !== 'br' && (sizes[index]?.body ?? 0) >= 1024,
  );
  expect(
    uncompressed.map((script) => script.url),
    'Skripte ohne Brotli-Kompression',
  ).toEqual([]);
  expect(total, `JavaScript beim ersten Besuch: ${Math.round(total / 1024)} KB`).toBeLessThan(
    FIRST_VISIT_SCRIPT_BUDGET_BYTES,
  );
}

/** The scripts' file names without their hashes, to check what was counted. */
function fileNames(scripts: RecordedScript[]): string[] {
  return scripts.map((script) => new URL(script.url).pathname.replace(/-[\w-]{8}\.js$/, ''));
}

test('the first visit to the start page stays within its JavaScript budget, compressed', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
  // React and the app's entry were counted, not only the document's few bytes.
  expect(fileNames(scripts)).toEqual(expect.arrayContaining(['/assets/main', '/assets/react']));
  await expectWithinBudget(scripts);
});

test('a perfume’s page opened from a link stays within the same budget', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/parfum/fra-31861', { waitUntil: 'networkidle' });
  // The whole page is there: its heading, the notes from the server, the similar perfumes.
  await expect(page.getByRole('heading', { level: 1, name: 'Sauvage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Duftnoten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ähnliche Düfte' })).toBeVisible();
  await expect(page.locator('.perfume-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const names = fileNames(scripts);
  expect(names).toEqual(expect.arrayContaining(['/assets/main', '/assets/react']));
  expect(names).toContain('/assets/PerfumePage');
  await expectWithinBudget(scripts);
});
