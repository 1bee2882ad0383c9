import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { CollectionSelector } from './pages/CollectionSelector';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { ServerData } from './pages/ServerData';
import { createConfirmedUser } from './support/authAdmin';
import { AppShell } from './pages/AppShell';

test('a perfume saved offline shows at once, survives an offline reload and reaches the server', async ({
  page,
  context,
  request,
}) => {
  const user = {
    email: uniqueEmail('offline'),
    password: 'sicheres-passwort',
    firstName: 'Olga',
    lastName: 'Funk',
  };
  await createConfirmedUser(request, user);
  const server = new ServerData(request, user.email, user.password);
  const home = new HomePage(page);
  const profile = new ProfilePage(page);

  await home.goto();
  await new AppShell(page).waitForServiceWorkerControl();
  await new AuthDialog(page).signInAs(user.email, user.password);
  // The device pulls the account's collections once signed in.
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');

  await home.startWith(['sauvage', 'Sauvage', /Dior/]);
  await context.setOffline(true);
  try {
    const selector = new CollectionSelector(page);
    await selector.saveBarButton.click();
    await expect(selector.option('Meine Parfümsammlung')).toBeChecked();
    await selector.saveButton.click();
    await expect(selector.dialog).toContainText('1 Duft in „Meine Parfümsammlung“ gespeichert');
    await expect(selector.dialog).toContainText('Du bist offline');
    await selector.dialog.getByRole('button', { name: 'Weiter' }).click();

    await profile.expectCollection('Meine Parfümsammlung');
    const card = profile.card('Parfüms der Sammlung', 'Sauvage');
    await expect(card).toBeVisible();
    await expect(card.getByText('Noch nicht synchronisiert')).toBeVisible();
    await expect(profile.syncStatus).toHaveText(
      'Offline – Änderungen werden gespeichert (1 ausstehend)',
    );

    await page.reload();
    await profile.expectCollection('Meine Parfümsammlung');
    await expect(profile.card('Parfüms der Sammlung', 'Sauvage')).toBeVisible();
    await expect(profile.syncStatus).toHaveText(
      'Offline – Änderungen werden gespeichert (1 ausstehend)',
    );
    expect(await server.itemNames('Meine Parfümsammlung')).toEqual([]);
  } finally {
    await context.setOffline(false);
  }

  await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });
  await expect(
    profile.card('Parfüms der Sammlung', 'Sauvage').getByText('Noch nicht synchronisiert'),
  ).toBeHidden();
  expect(await server.itemNames('Meine Parfümsammlung')).toEqual(['Sauvage']);
});
