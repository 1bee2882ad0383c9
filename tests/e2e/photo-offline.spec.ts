import { expect, test, type BrowserContext, type Page } from './support/test';
import { AppShell } from './pages/AppShell';
import { HomePage } from './pages/HomePage';
import { PhotoMode } from './pages/PhotoMode';

const PHOTO_API = '/api/photo-analysis-batch';

/**
 * Counts photo uploads that leave the browser (page or service worker) and lets them through
 * unchanged: the context's route sees both. Returns the idempotency keys sent, in order.
 */
async function recordPhotoUploads(context: BrowserContext): Promise<(string | null)[]> {
  const keys: (string | null)[] = [];
  await context.route(`**${PHOTO_API}`, async (route) => {
    if (route.request().method() === 'POST') {
      keys.push((await route.request().headerValue('idempotency-key')) ?? null);
    }
    await route.continue();
  });
  return keys;
}

/** The photoQueue rows as stored on the device: status and how many photo bytes remain (0: none). */
function storedQueue(page: Page): Promise<{ status: string; bytes: number }[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('duftkompass');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction('photoQueue').objectStore('photoQueue').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return rows.map((row) => {
        const status =
          typeof row === 'object' && row !== null && 'status' in row ? row.status : null;
        const blob = typeof row === 'object' && row !== null && 'blob' in row ? row.blob : null;
        return { status: String(status), bytes: blob instanceof Blob ? blob.size : 0 };
      });
    } finally {
      db.close();
    }
  });
}

test.describe('Foto ohne Verbindung', () => {
  test('a photo taken offline is kept across a reload and analysed once when back online', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    const uploads = await recordPhotoUploads(context);
    await home.goto();
    // Offline reloads need the service worker to serve the app shell.
    await new AppShell(page).waitForServiceWorkerControl();
    await photo.open();
    const shelf = await photo.labelPhoto(['CREED', 'AVENTUS']);

    await context.setOffline(true);
    try {
      await photo.upload(shelf);
      await expect(photo.queuedOfflineNotice).toBeVisible();
      await expect(photo.queuedPhoto(1)).toBeVisible();
      await expect(photo.chooseButton).toBeEnabled();

      await page.reload();
      await photo.open();
      await expect(photo.queuedOfflineNotice).toBeVisible();
      await expect(photo.queuedPhoto(1)).toBeVisible();
      expect(await storedQueue(page)).toEqual([{ status: 'pending', bytes: shelf.buffer.length }]);
      expect(uploads).toEqual([]);
    } finally {
      await context.setOffline(false);
    }

    await expect(photo.queuedResultNotice).toBeVisible({ timeout: 30_000 });
    const aventus = photo.detection('Creed Aventus');
    await expect(aventus.getByRole('radio', { name: /^Aventus Creed/ })).toBeChecked();
    await expect(photo.queuedPhotos).toBeHidden();
    // Privacy: once the analysis is stored, the photo itself is gone from the device.
    expect(await storedQueue(page)).toEqual([{ status: 'done', bytes: 0 }]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^[0-9a-f-]{36}$/);

    await photo.addButton.click();
    await home.expectInList('Aventus');
    await expect.poll(() => storedQueue(page)).toEqual([]);
    // Nothing triggers a second analysis: not a reload, not another visit to photo mode.
    await page.reload();
    await photo.open();
    await expect(photo.queuedResultNotice).toBeHidden();
    expect(uploads).toHaveLength(1);
  });

  test('a queued photo is analysed when the connection returns, even with photo mode closed', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    const uploads = await recordPhotoUploads(context);
    await home.goto();
    await new AppShell(page).waitForServiceWorkerControl();
    await photo.open();
    const shelf = await photo.labelPhoto(['CREED', 'AVENTUS']);

    await context.setOffline(true);
    try {
      await photo.upload(shelf);
      await expect(photo.queuedOfflineNotice).toBeVisible();
      // A fresh start of the app, photo mode not opened.
      await page.goto('/');
      await expect(home.searchInput).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    await expect
      .poll(() => storedQueue(page), { timeout: 30_000 })
      .toEqual([{ status: 'done', bytes: 0 }]);
    expect(uploads).toHaveLength(1);
    await photo.open();
    await expect(photo.queuedResultNotice).toBeVisible();
  });

  test('a photo the server could not analyse (503) is kept and sent again with the same key', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    const keys: (string | null)[] = [];
    await context.route(`**${PHOTO_API}`, async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? null);
      if (keys.length > 1) return route.continue();
      return route.fulfill({
        status: 503,
        json: { error: { code: 'unavailable', message: 'Gerade nicht verfügbar.' } },
      });
    });
    await home.goto();
    await photo.open();

    await photo.upload(await photo.labelPhoto(['CREED', 'AVENTUS']));
    await expect(photo.queuedPhotos).toContainText('gleich automatisch analysiert');
    await expect(photo.queuedResultNotice).toBeVisible({ timeout: 30_000 });
    await expect(photo.detection('Creed Aventus')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a queued photo can be discarded before it is uploaded', async ({ page, context }) => {
    const home = new HomePage(page);
    const photo = new PhotoMode(page);
    const uploads = await recordPhotoUploads(context);
    await home.goto();
    await photo.open();
    const shelf = await photo.labelPhoto(['CREED', 'AVENTUS']);

    await context.setOffline(true);
    try {
      await photo.upload(shelf);
      await expect(photo.queuedPhoto(1)).toBeVisible();
      await photo.discardQueuedPhoto(1);
      await expect(photo.queuedPhotos).toBeHidden();
      expect(await storedQueue(page)).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    // Back online the queue would drain at once; give it the moment it would need.
    await page.waitForTimeout(500);
    expect(uploads).toEqual([]);
  });
});
