import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { ServerData } from './pages/ServerData';
import { createConfirmedUser } from './support/authAdmin';

test('two tabs edit the same collection and converge with each other and the server', async ({
  context,
  request,
}) => {
  const user = {
    email: uniqueEmail('tabs'),
    password: 'sicheres-passwort',
    firstName: 'Tara',
    lastName: 'Zwei',
  };
  await createConfirmedUser(request, user);
  const first = await context.newPage();
  await new HomePage(first).goto();
  await new AuthDialog(first).signInAs(user.email, user.password);
  const a = new ProfilePage(first);
  await a.goto();
  await a.expectCollection('Meine Parfümsammlung');

  // The second tab shares the session and the device database.
  const b = new ProfilePage(await context.newPage());
  await b.goto();
  await b.expectCollection('Meine Parfümsammlung');

  await a.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  await b.addFromSearch('Parfüm zur Sammlung hinzufügen', 'aventus', 'Aventus');
  await a.addFromSearch(
    'Parfüm zur Sammlung hinzufügen',
    'light blue pour homme',
    'Light Blue pour Homme',
  );
  // Each tab sees the other's additions through the device database.
  await expect(b.card('Parfüms der Sammlung', 'Sauvage')).toBeVisible();
  await b
    .card('Parfüms der Sammlung', 'Sauvage')
    .getByRole('button', { name: 'Sauvage entfernen' })
    .click();

  const expected = ['Aventus', 'Light Blue pour Homme'];
  for (const tab of [a, b]) {
    await expect(tab.syncStatus).toHaveText('', { timeout: 20_000 });
    await expect
      .poll(async () => (await tab.cardNames('Parfüms der Sammlung')).sort())
      .toEqual(expected);
  }
  const server = new ServerData(request, user.email, user.password);
  await expect.poll(() => server.itemNames('Meine Parfümsammlung')).toEqual(expected);

  // A fresh load of the second tab (its copy rebuilt from the device) still agrees.
  await b.page.reload();
  await b.expectCollection('Meine Parfümsammlung');
  await expect
    .poll(async () => (await b.cardNames('Parfüms der Sammlung')).sort())
    .toEqual(expected);
});
