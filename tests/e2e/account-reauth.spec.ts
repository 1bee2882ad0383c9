// Fresh proof for what cannot be undone (review N6, L4): account deletion and a password
// change need a sign-in within 10 minutes, else the current password or a code by mail.
// The session is made old for real: the server's auth clock runs ahead (support/authClock.ts),
// so the token, the server's check and the mailed code are the ones a user meets.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { ServerData } from './pages/ServerData';
import { createConfirmedUser } from './support/authAdmin';
import { advanceAuthClock, resetAuthClock } from './support/authClock';
import { waitForCode } from './support/mailbox';

const WRONG_PROOF = 'Das Passwort oder der Code stimmt nicht. Bitte versuche es noch einmal.';
const PROOF_INTRO = /Bitte bestätige, dass du es bist: Gib dein Passwort ein\./;

const account = (prefix: string, firstName: string) => ({
  email: uniqueEmail(prefix),
  password: 'sicheres-passwort',
  firstName,
  lastName: 'Prüft',
});

test.afterEach(() => resetAuthClock());

async function signedInWithOneSavedPerfume(page: Page, email: string, password: string) {
  const profile = new ProfilePage(page);
  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(email, password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });
  return profile;
}

async function openSettings(page: Page, profile: ProfilePage) {
  await profile.sidebar.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(password);
}

test('a fresh sign-in changes the password from the settings without a further proof', async ({
  page,
  request,
}) => {
  const ida = account('ida', 'Ida');
  await createConfirmedUser(request, ida);
  const profile = new ProfilePage(page);
  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(ida.email, ida.password);
  await profile.goto();
  // The settings show once the collections are on the device, which a busy machine can take
  // longer than the heading's wait for.
  await profile.expectCollection('Meine Parfümsammlung');
  await openSettings(page, profile);
  await page.getByRole('link', { name: 'Passwort ändern' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await fillNewPassword(page, 'frisches-passwort-1');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort geändert' })).toBeVisible();
  await expect(page.getByText(PROOF_INTRO)).toBeHidden();
  expect(await new ServerData(request, ida.email, 'frisches-passwort-1').signInStatus()).toBe(200);
  expect(await new ServerData(request, ida.email, ida.password).signInStatus()).toBe(400);
});

test('an older session changes the password only with the current one; a wrong one changes nothing', async ({
  page,
  request,
}) => {
  const jan = account('jan', 'Jan');
  await createConfirmedUser(request, jan);
  await signedInWithOneSavedPerfume(page, jan.email, jan.password);
  advanceAuthClock(11);

  await page.goto('/password-reset');
  await fillNewPassword(page, 'neues-passwort-2');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  // The server asks for a proof; the new password stays typed in.
  await expect(page.getByText(PROOF_INTRO)).toBeVisible();
  const current = page.getByLabel('Dein bisheriges Passwort', { exact: true });
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveValue('neues-passwort-2');

  await current.fill('falsches-passwort');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_PROOF);
  await expect(page).toHaveURL(/\/password-reset$/);
  // Nothing changed: the old password still signs in, the new one does not, the data is there.
  const server = new ServerData(request, jan.email, jan.password);
  expect(await server.itemNames('Meine Parfümsammlung')).toEqual(['Sauvage']);
  expect(await new ServerData(request, jan.email, 'neues-passwort-2').signInStatus()).toBe(400);

  await current.fill(jan.password);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort geändert' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile/, { timeout: 10_000 });
  // This device stays signed in; the new password is the one that works now.
  await expect(page.getByRole('button', { name: 'Konto: Jan Prüft' })).toBeVisible();
  expect(await new ServerData(request, jan.email, 'neues-passwort-2').signInStatus()).toBe(200);
  expect(await server.signInStatus()).toBe(400);
});

test('an older session deletes the account only with the mailed code; wrong proofs keep everything', async ({
  page,
  request,
}) => {
  const kim = account('kim', 'Kim');
  await createConfirmedUser(request, kim);
  const profile = await signedInWithOneSavedPerfume(page, kim.email, kim.password);
  const server = new ServerData(request, kim.email, kim.password);
  // The header's sync line can be empty before the push has started: wait for the server.
  await expect
    .poll(() => server.itemNames('Meine Parfümsammlung'), { timeout: 20_000 })
    .toEqual(['Sauvage']);
  advanceAuthClock(11);

  await openSettings(page, profile);
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  const confirm = dialog.getByRole('button', { name: 'Konto endgültig löschen' });
  await confirm.click();
  await expect(dialog.getByText(PROOF_INTRO)).toBeVisible();
  expect(await server.collectionsStatus()).toBe(200);

  // A wrong password: the German error, and the account is untouched.
  await dialog.getByLabel('Dein Passwort', { exact: true }).fill('falsches-passwort');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(WRONG_PROOF);
  expect(await server.itemNames('Meine Parfümsammlung')).toEqual(['Sauvage']);

  // No password at hand: a code by mail. A wrong code is refused the same way.
  await dialog.getByRole('button', { name: 'Stattdessen Code per E-Mail senden' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Wir haben dir einen Code an deine E-Mail-Adresse geschickt.',
  );
  const { code, subject } = await waitForCode(request, kim.email);
  expect(subject).toBe(`Dein Bestätigungscode für Duftkompass: ${code}`);
  const codeField = dialog.getByLabel('Code aus der E-Mail', { exact: true });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(WRONG_PROOF);
  expect(await server.itemNames('Meine Parfümsammlung')).toEqual(['Sauvage']);
  expect(await server.signInStatus()).toBe(200);

  await codeField.fill(code);
  await confirm.click();
  await expect(page.getByText('Konto gelöscht', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(await server.collectionsStatus()).toBe(401);
  expect(await server.signInStatus()).toBe(400);
});
