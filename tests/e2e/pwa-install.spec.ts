// Installing the app: Chrome's criteria in the manifest, the tags iOS reads instead, the
// iOS hint (Safari has no install prompt) and Chromium's "App installieren" button.
import { devices, expect, test } from './support/test';
import { z } from 'zod';
import { AppShell } from './pages/AppShell';

const IOS_HINT = 'Duftkompass installieren: Tippe auf Teilen und dann auf „Zum Home-Bildschirm“.';

const installableManifestSchema = z.object({
  id: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.enum(['standalone', 'minimal-ui', 'fullscreen']),
  prefer_related_applications: z.literal(false).optional(),
  shortcuts: z.array(z.object({ name: z.string(), url: z.string() })),
});

test('the manifest meets the install criteria and iOS gets its own tags and icon', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = installableManifestSchema.parse(await (await request.get(href ?? '')).json());
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toContain('Parfüm suchen');

  const head = page.locator('head');
  await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  );
  await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    'Duftkompass',
  );
  await expect(head.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveCount(1);
  await expect(head.locator('meta[name="theme-color"]')).toHaveCount(1);
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icon = await request.get(touchIcon ?? '');
  expect(icon.headers()['content-type']).toContain('image/png');
  // PNG header: width and height are big-endian integers at bytes 16 and 20.
  const png = await icon.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});

test('the "Parfüm suchen" shortcut opens the home page with the search field open', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = installableManifestSchema.parse(await (await request.get(href ?? '')).json());
  const shortcut = manifest.shortcuts.find((entry) => entry.name === 'Parfüm suchen');
  await page.goto(shortcut?.url ?? '/missing-shortcut');
  await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
});

test.describe('on an iPhone in Safari', () => {
  const iPhone = devices['iPhone 13'];
  test.use({ userAgent: iPhone.userAgent, viewport: iPhone.viewport, isMobile: true });

  test('the install hint waits for the first tap, explains the share menu and stays away once dismissed', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto('/');
    await shell.waitForApp();
    await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
    await expect(shell.installHint).toHaveCount(0);

    await page.getByRole('heading', { level: 1 }).click();
    await expect(shell.installHint.getByText(IOS_HINT)).toBeVisible();

    await shell.installHint.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(shell.installHint).toHaveCount(0);

    await page.reload();
    await shell.waitForApp();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(shell.installHint).toHaveCount(0);
  });

  test('the app opened from the home screen shows no install hint', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    const shell = new AppShell(page);
    await page.goto('/');
    await shell.waitForApp();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(shell.installHint).toHaveCount(0);
  });
});

test('Chromium offers "App installieren" and opens the browser\'s install dialog', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await page.goto('/');
  await shell.waitForApp();

  // The browser's event, as Chromium fires it when the app is installable.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        sessionStorage.setItem('install-dialog', 'shown');
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
  await page.keyboard.press('Shift');

  await shell.installHint.getByRole('button', { name: 'App installieren' }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('install-dialog'))).toBe('shown');
  await expect(shell.installHint).toHaveCount(0);
});
