// The consent sheet as a first-time visitor meets it: three equal choices, a stored
// decision, nothing stored beyond what the app needs, a later change from the footer, and
// a sheet that neither shifts the page nor covers the hero heading on a phone.
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { CONSENT_VERSION } from '../../web/features/consent/consentStore';
import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';

test.use({ consentDecided: false });

const storedConsentSchema = z.object({
  version: z.number(),
  decidedAt: z.iso.datetime(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});

/** Everything the privacy statement lists as necessary device storage. */
const NECESSARY_KEYS = new Set([
  'duftkompass-auth',
  'duftkompass-device-data',
  'duftkompass-device-id',
  'duftkompass-temp-user',
  'duftkompass-runtime-config',
  'duftkompass-install-hint-dismissed',
  'duftkompass-consent',
]);

const sheet = (page: Page) =>
  page.getByRole('region', { name: 'Cookies und Speicher auf deinem Gerät' });

async function storedConsent(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('duftkompass-consent'));
  return raw === null ? null : storedConsentSchema.parse(JSON.parse(raw));
}

test('a first visit asks with three equal choices; "Nur notwendige" is stored and remembered', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // Measured once the app has replaced the prerendered sheet, whose buttons then go away.
  await new AppShell(page).waitForApp();
  await expect(sheet(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  const buttons = ['Alle akzeptieren', 'Nur notwendige', 'Einstellungen'].map((name) =>
    sheet(page).getByRole('button', { name }),
  );
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
  const sizes = boxes.map(
    (box) => `${Math.round(box?.width ?? 0)}×${Math.round(box?.height ?? 0)}`,
  );
  expect(new Set(sizes).size, `gleich groß: ${sizes.join(', ')}`).toBe(1);
  const classes = await Promise.all(buttons.map((button) => button.getAttribute('class')));
  expect(new Set(classes).size).toBe(1);

  await sheet(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(sheet(page)).toBeHidden();
  const decision = await storedConsent(page);
  expect(decision).toMatchObject({
    version: CONSENT_VERSION,
    analytics: false,
    marketing: false,
  });

  // Nothing but necessary storage: no cookies, only the listed localStorage keys.
  expect(await context.cookies()).toEqual([]);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => !NECESSARY_KEYS.has(key))).toEqual([]);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
  await expect(sheet(page)).toBeHidden();
});

test('the choice can be changed later from the footer', async ({ page }) => {
  await page.goto('/');
  await sheet(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(sheet(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(sheet(page)).toBeVisible();
  const necessary = sheet(page).getByRole('checkbox', { name: 'Notwendig' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const analytics = sheet(page).getByRole('checkbox', { name: 'Statistik' });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await sheet(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(sheet(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false });

  await page.reload();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(sheet(page).getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
  await expect(sheet(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await sheet(page).getByRole('button', { name: 'Zurück' }).click();
  await expect(sheet(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false });
});

test('"Einstellungen" on the first visit lets the visitor pick, "Alle akzeptieren" allows all', async ({
  page,
}) => {
  await page.goto('/datenschutz');
  await sheet(page).getByRole('button', { name: 'Einstellungen' }).click();
  await sheet(page).getByRole('checkbox', { name: 'Marketing' }).check();
  await sheet(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(sheet(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });
});

test('a stored value that does not parse asks again', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('duftkompass-consent', '{"version":1,'));
  await page.reload();
  await expect(sheet(page)).toBeVisible();
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sheet covers neither the hero heading nor shifts the page', async ({ page }, info) => {
    await page.goto('/');
    // Measured once the app has replaced the prerendered page, whose elements then go away.
    await new AppShell(page).waitForApp();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(sheet(page)).toBeVisible();
    await page.screenshot({ path: info.outputPath('consent-390x844.png') });

    const headingBox = await heading.boundingBox();
    const sheetBox = await sheet(page).getByRole('heading').locator('..').boundingBox();
    expect(headingBox).not.toBeNull();
    expect(sheetBox).not.toBeNull();
    if (!headingBox || !sheetBox) return;
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(sheetBox.y);

    // The largest contentful paint is either above the sheet or the sheet's own text. The
    // prerendered copy of the sheet (index.html) is replaced by the app's: a paint of its text
    // has no element any more, and fits the app's identical text.
    const lcp = await page.evaluate(
      () =>
        new Promise<{ bottom: number; inSheet: boolean; tag: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const element =
              last && 'element' in last && last.element instanceof Element ? last.element : null;
            const size = last && 'size' in last ? Number(last.size) : 0;
            const text = document.querySelector('.consent-sheet__text')?.getBoundingClientRect();
            // Text paints cover the lines' glyphs, at most the paragraph's box.
            const replacedSheetText =
              element === null &&
              text !== undefined &&
              size > 0 &&
              size <= text.width * text.height;
            resolve({
              bottom: element?.getBoundingClientRect().bottom ?? Number.NaN,
              inSheet: Boolean(element?.closest('.consent-sheet')) || replacedSheetText,
              tag: element?.tagName ?? (replacedSheetText ? 'P' : ''),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp.tag).not.toBe('');
    if (!lcp.inSheet) expect(lcp.bottom).toBeLessThanOrEqual(sheetBox.y);

    await sheet(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(sheet(page)).toBeHidden();
    expect(await heading.boundingBox()).toEqual(headingBox);
  });
});
