import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { ServerData } from './pages/ServerData';
import { createConfirmedUser } from './support/authAdmin';

const account = (prefix: string, firstName: string) => ({
  email: uniqueEmail(prefix),
  password: 'sicheres-passwort',
  firstName,
  lastName: 'Teilt',
});

test('signing out with unsynced changes asks first, syncs on request and leaves no data behind', async ({
  page,
  request,
}) => {
  const anna = account('anna', 'Anna');
  const bernd = account('bernd', 'Bernd');
  await createConfirmedUser(request, anna);
  await createConfirmedUser(request, bernd);
  const auth = new AuthDialog(page);
  const profile = new ProfilePage(page);

  await new HomePage(page).goto();
  await auth.signInAs(anna.email, anna.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');

  // The server fails for a while: the change waits in the outbox.
  await page.route('**/api/sync/push', (route) => route.fulfill({ status: 503, body: '' }));
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  await expect(profile.syncStatus).toContainText('Synchronisierung fehlgeschlagen');

  const avatar = page.getByRole('button', { name: 'Konto: Anna Teilt' });
  const dialog = page.getByRole('dialog', { name: 'Nicht synchronisierte Änderungen' });
  await avatar.click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(dialog).toContainText('Du hast 1 Änderung, die noch nicht synchronisiert ist.');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(avatar).toBeVisible();

  await avatar.click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  // The server recovers only now, so the change is still waiting when the dialog asks.
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/sync/push');
  await dialog.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  await expect(page.getByText('Abgemeldet', { exact: true })).toBeVisible();
  expect(
    await new ServerData(request, anna.email, anna.password).itemNames('Meine Parfümsammlung'),
  ).toEqual(['Sauvage']);

  // A shared device: the next person sees only their own collections.
  await auth.signInAs(bernd.email, bernd.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await expect(profile.panel.getByText(/Noch keine Parfüms in dieser Sammlung/)).toBeVisible();
});

test('"Trotzdem abmelden" discards the unsynced change only after being asked', async ({
  page,
  request,
}) => {
  const clara = account('clara', 'Clara');
  await createConfirmedUser(request, clara);
  const auth = new AuthDialog(page);
  const profile = new ProfilePage(page);

  await new HomePage(page).goto();
  await auth.signInAs(clara.email, clara.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await page.route('**/api/sync/push', (route) => route.fulfill({ status: 503, body: '' }));
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'aventus', 'Aventus');
  await expect(profile.syncStatus).toContainText('Synchronisierung fehlgeschlagen');

  await page.getByRole('button', { name: 'Konto: Clara Teilt' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page
    .getByRole('dialog', { name: 'Nicht synchronisierte Änderungen' })
    .getByRole('button', { name: 'Trotzdem abmelden' })
    .click();
  await expect(page.getByText('Abgemeldet', { exact: true })).toBeVisible();
  await page.unroute('**/api/sync/push');

  await auth.signInAs(clara.email, clara.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await expect(profile.panel.getByText(/Noch keine Parfüms in dieser Sammlung/)).toBeVisible();
  expect(
    await new ServerData(request, clara.email, clara.password).itemNames('Meine Parfümsammlung'),
  ).toEqual([]);
});

test('signing out without a connection still signs out on this device and removes its data', async ({
  page,
  context,
  request,
}) => {
  const dora = account('dora', 'Dora');
  await createConfirmedUser(request, dora);
  const profile = new ProfilePage(page);

  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(dora.email, dora.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  // Synced before the connection goes: this sign-out has nothing to ask about.
  const server = new ServerData(request, dora.email, dora.password);
  await expect
    .poll(() => server.itemNames('Meine Parfümsammlung'), { timeout: 20_000 })
    .toEqual(['Sauvage']);
  await expect(profile.syncStatus).toBeEmpty();
  // Offline, the fresh start at / comes from the service worker; its first install (the whole
  // precache, fetched one file after another) may still be running on a busy machine.
  await new AppShell(page).waitForServiceWorkerControl();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Konto: Dora Teilt' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  // The page starts afresh at / without the session.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Konto:/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Anmelden oder Konto erstellen' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Anmeldung erforderlich')).toBeVisible();
  const itemsLeft = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('duftkompass');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result
            .transaction('collectionItems', 'readonly')
            .objectStore('collectionItems')
            .count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(itemsLeft).toBe(0);
});
