import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { createConfirmedUser } from './support/authAdmin';
import { FIRST_INDEX_ANSWER, storedIndexSize } from './support/offlineIndex';

const WISH_SEARCH = 'Parfüm zur Wunschliste hinzufügen';
// Acqua di Gio and Invictus share their three strongest accords (citrus, marine, aromatic);
// Sauvage leads with fresh spicy and is not flagged.
const WARNING = /Sehr ähnlich zu deinem Acqua di Gio \(gemeinsame Akkorde: .*Zitrisch/;

test('before a wish is added or its shop is opened, a perfume like an owned one is flagged, online and offline', async ({
  page,
  context,
  request,
}) => {
  const user = {
    email: uniqueEmail('aehnlich'),
    password: 'sicheres-passwort',
    firstName: 'Ida',
    lastName: 'Brenner',
  };
  await createConfirmedUser(request, user);
  const home = new HomePage(page);
  const profile = new ProfilePage(page);
  await home.goto();
  await new AppShell(page).waitForServiceWorkerControl();
  await new AuthDialog(page).signInAs(user.email, user.password);
  // The warning is computed from the catalog index on the device, downloaded once idle.
  await expect.poll(() => storedIndexSize(page), { timeout: 30_000 }).toBeGreaterThan(30_000);

  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'acqua di gio', 'Acqua di Gio');
  await expect(profile.card('Parfüms der Sammlung', 'Acqua di Gio')).toBeVisible();

  await profile.openTab('Wunschliste');
  await profile.searchFor(WISH_SEARCH, 'sauvage');
  await expect(profile.addButton('Sauvage')).toBeVisible();
  await expect(profile.panel.getByRole('note')).toHaveCount(0);

  await profile.searchFor(WISH_SEARCH, 'invictus');
  await expect(profile.addButton('Invictus')).toHaveAccessibleDescription(
    WARNING,
    FIRST_INDEX_ANSWER,
  );
  await profile.addButton('Invictus').click();
  const wish = profile.card('Wunschliste', 'Invictus');
  await expect(wish.getByRole('note')).toHaveText(WARNING);

  await context.setOffline(true);
  try {
    await page.reload();
    await profile.expectCollection('Meine Parfümsammlung');
    await profile.openTab('Wunschliste');
    await expect(profile.card('Wunschliste', 'Invictus').getByRole('note')).toHaveText(WARNING);

    // The search runs on the stored index now; Dunhill's Desire Blue is of the same kind.
    await profile.searchFor(WISH_SEARCH, 'desire blue');
    await expect(profile.addButton('Desire Blue')).toHaveAccessibleDescription(WARNING);
    await profile.searchFor(WISH_SEARCH, 'sauvage');
    await expect(profile.addButton('Sauvage')).toBeVisible();
    await expect(profile.panel.getByRole('note')).toHaveCount(1);
  } finally {
    await context.setOffline(false);
  }
});
