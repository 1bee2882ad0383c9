// Background Sync (Chromium only): when the browser fires `sync` with the app's tag, the
// service worker asks every open window to drain its outbox. The event is fired through the
// DevTools protocol, as DevTools' "Sync" button does, so the test needs no network trick.
import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';

test('a sync event makes the service worker ask the open page to sync', async ({
  page,
  context,
  baseURL,
}) => {
  const cdp = await context.newCDPSession(page);
  const registrationIds: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted) registrationIds.push(registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto('/');
  await new AppShell(page).waitForServiceWorkerControl();
  await page.evaluate(() => {
    sessionStorage.setItem('sync-requests', '0');
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data) {
        if (data.type !== 'duftkompass-sync') return;
        const count = Number(sessionStorage.getItem('sync-requests'));
        sessionStorage.setItem('sync-requests', String(count + 1));
      }
    });
  });
  await expect.poll(() => registrationIds.length).toBeGreaterThan(0);
  const origin = new URL(baseURL ?? '').origin;

  const fire = (tag: string) =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registrationIds.at(-1) ?? '',
      tag,
      lastChance: false,
    });
  const syncRequests = () => page.evaluate(() => sessionStorage.getItem('sync-requests'));

  // Another tag (a library's own queue, say) is none of the app's business. Proving that
  // nothing arrives needs a pause; the CDP call returns once the event was handled.
  await fire('some-other-tag');
  await page.waitForTimeout(500);
  expect(await syncRequests()).toBe('0');

  await fire('duftkompass-sync');
  await expect.poll(syncRequests).toBe('1');
});
