import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { ServerData } from './pages/ServerData';
import { createConfirmedUser } from './support/authAdmin';

const account = (prefix: string, firstName: string) => ({
  email: uniqueEmail(prefix),
  password: 'sicheres-passwort',
  firstName,
  lastName: 'Löscht',
});

/** Rows left in the device's user tables (IndexedDB "duftkompass"). */
function deviceRows(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('duftkompass');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const names = ['collections', 'collectionItems', 'wishlist', 'blacklist', 'outbox'];
          const tx = open.result.transaction(names, 'readonly');
          let total = 0;
          let done = 0;
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onerror = () => reject(count.error);
            count.onsuccess = () => {
              total += count.result;
              if (++done === names.length) resolve(total);
            };
          }
        };
      }),
  );
}

async function openSettings(page: Page, profile: ProfilePage) {
  await profile.sidebar.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
}

test('deleting the account removes it with everything in every list, signs out and starts afresh', async ({
  page,
  request,
}) => {
  const eva = account('eva', 'Eva');
  await createConfirmedUser(request, eva);
  const profile = new ProfilePage(page);
  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(eva.email, eva.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');

  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'aventus', 'Aventus');
  await expect(profile.list('Parfüms der Sammlung').getByRole('article')).toHaveCount(2);
  await profile.panel.getByRole('button', { name: 'Sammlung analysieren' }).click();
  await expect(page.getByRole('heading', { name: 'Dein Duftprofil' })).toBeVisible();
  await profile.openTab('Empfehlungen');
  await profile.panel.getByRole('button', { name: 'Neue Empfehlungen generieren' }).click();
  await expect(profile.list('Empfehlungen').getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  await profile.openTab('Wunschliste');
  await profile.addFromSearch(
    'Parfüm zur Wunschliste hinzufügen',
    'bleu de chanel',
    'Bleu de Chanel',
  );
  await expect(profile.card('Wunschliste', 'Bleu de Chanel')).toBeVisible();
  await profile.openTab('Blacklist');
  await profile.addFromSearch(
    'Parfüm zur Blacklist hinzufügen',
    'light blue pour homme',
    'Light Blue pour Homme',
  );
  await expect(profile.card('Blacklist', 'Light Blue pour Homme')).toBeVisible();
  await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });
  const server = new ServerData(request, eva.email, eva.password);
  expect(await server.itemNames('Meine Parfümsammlung')).toEqual(['Aventus', 'Sauvage']);

  await openSettings(page, profile);
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect(await server.collectionsStatus()).toBe(200);

  await page.getByRole('button', { name: 'Konto löschen' }).click();
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByText('Konto gelöscht', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^Konto:/ })).toBeHidden();
  expect(await deviceRows(page)).toBe(0);

  // Nothing of the account is left to reach: not its data, not its login.
  expect(await server.collectionsStatus()).toBe(401);
  expect(await server.signInStatus()).toBe(400);
});

test('with unsynced changes the confirm dialog names them; a failed deletion keeps everything', async ({
  page,
  request,
}) => {
  const finn = account('finn', 'Finn');
  await createConfirmedUser(request, finn);
  const profile = new ProfilePage(page);
  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(finn.email, finn.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await page.route('**/api/sync/push', (route) => route.fulfill({ status: 503, body: '' }));
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  await expect(profile.syncStatus).toContainText('Synchronisierung fehlgeschlagen');

  await page.route('**/api/auth/delete-account', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'account_deletion_failed',
          message: 'Das Konto konnte nicht gelöscht werden.',
        },
      }),
    }),
  );
  await openSettings(page, profile);
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await expect(dialog).toContainText('Du hast 1 Änderung, die noch nicht synchronisiert ist.');
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByText('Fehler beim Löschen des Kontos', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Das Konto konnte nicht gelöscht werden.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('button', { name: 'Konto: Finn Löscht' })).toBeVisible();
  expect(await deviceRows(page)).toBeGreaterThan(0);
  expect(await new ServerData(request, finn.email, finn.password).signInStatus()).toBe(200);
});
