import { expect, test, type APIRequestContext, type Page } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { createConfirmedUser } from './support/authAdmin';

async function signedInProfile(page: Page, request: APIRequestContext): Promise<ProfilePage> {
  const user = {
    email: uniqueEmail('profil'),
    password: 'sicheres-passwort',
    firstName: 'Paula',
    lastName: 'Frei',
  };
  await createConfirmedUser(request, user);
  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(user.email, user.password);
  return new ProfilePage(page);
}

test.describe('Profil', () => {
  test('signed out, the profile asks for a sign-in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await expect(page.getByText('Bitte melde dich an, um dein Profil zu sehen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test('shows the three collections with counts, preselects ?collection and offers four tabs', async ({
    page,
    request,
  }) => {
    const profile = await signedInProfile(page, request);
    await profile.goto('?collection=Andere');
    await profile.expectCollection('Andere');
    await expect(page).toHaveURL(/\/profile$/);
    for (const name of ['Meine Parfümsammlung', 'Partner-Parfümsammlung', 'Andere']) {
      await expect(profile.collectionButton(name)).toHaveAccessibleName(`${name}, 0 Parfüms`);
    }
    await expect(profile.tabs.getByRole('tab')).toHaveText([
      'Parfüms',
      'Empfehlungen',
      'Wunschliste',
      'Blacklist',
    ]);
    await expect(profile.tab('Parfüms')).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
    await profile.tab('Parfüms').focus();
    await page.keyboard.press('ArrowRight');
    await expect(profile.tab('Empfehlungen')).toBeFocused();
    await expect(profile.tab('Empfehlungen')).toHaveAttribute('aria-selected', 'true');
    await expect(
      profile.panel.getByRole('button', { name: 'Neue Empfehlungen generieren' }),
    ).toHaveAttribute('aria-disabled', 'true');

    await profile.sidebar.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('heading', { name: 'Speicher auf diesem Gerät' })).toBeVisible();
    await expect(page.getByText(/belegt|keine Auskunft/)).toBeVisible();
  });

  test('adds perfumes, moves a wish into the collection and keeps a filtered blacklist', async ({
    page,
    request,
  }) => {
    const profile = await signedInProfile(page, request);
    await profile.goto();
    await profile.expectCollection('Meine Parfümsammlung');

    await profile.addFromSearch(
      'Parfüm zur Sammlung hinzufügen',
      'light blue pour homme',
      'Light Blue pour Homme',
    );
    await expect(profile.card('Parfüms der Sammlung', 'Light Blue pour Homme')).toBeVisible();
    await expect(profile.collectionButton('Meine Parfümsammlung')).toHaveAccessibleName(
      'Meine Parfümsammlung, 1 Parfüm',
    );
    // Only one perfume: the analysis asks for a second one.
    await profile.panel.getByRole('button', { name: 'Sammlung analysieren' }).click();
    await expect(page.getByText('Nicht genügend Parfüms', { exact: true })).toBeVisible();

    await profile.openTab('Wunschliste');
    await expect(
      profile.panel.getByText('Deine Wunschliste ist leer.', { exact: false }),
    ).toBeVisible();
    await profile.addFromSearch('Parfüm zur Wunschliste hinzufügen', 'sauvage', 'Sauvage');
    const wish = profile.card('Wunschliste', 'Sauvage');
    await expect(wish).toBeVisible();
    await wish.getByRole('button', { name: 'Sauvage in die Sammlung' }).click();
    await expect(wish).toBeHidden();
    await profile.openTab('Parfüms');
    await expect(profile.card('Parfüms der Sammlung', 'Sauvage')).toBeVisible();

    await profile.openTab('Blacklist');
    await profile.addFromSearch('Parfüm zur Blacklist hinzufügen', 'aventus', 'Aventus');
    await expect(profile.card('Blacklist', 'Aventus')).toBeVisible();
    const filter = profile.panel.getByRole('searchbox', { name: 'Blacklist filtern' });
    await filter.fill('CREED');
    await expect(profile.card('Blacklist', 'Aventus')).toBeVisible();
    await filter.fill('dior');
    await expect(profile.panel.getByText('Kein Eintrag passt zu „dior“.')).toBeVisible();
    await filter.fill('');
    await profile
      .card('Blacklist', 'Aventus')
      .getByRole('button', { name: 'Aventus entfernen' })
      .click();
    await expect(profile.panel.getByText('Deine Blacklist ist leer.')).toBeVisible();

    // Everything reached the server: the status line goes quiet.
    await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });
  });

  test('analyses the collection once it has two perfumes and files recommendations', async ({
    page,
    request,
  }) => {
    const profile = await signedInProfile(page, request);
    await profile.goto();
    await profile.expectCollection('Meine Parfümsammlung');
    await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
    await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'aventus', 'Aventus');
    await expect(profile.list('Parfüms der Sammlung').getByRole('article')).toHaveCount(2);

    const analyse = profile.panel.getByRole('button', { name: 'Sammlung analysieren' });
    await expect(analyse).toHaveAccessibleDescription(/Noch keine Analyse/);
    await analyse.click();
    await expect(page.getByRole('heading', { name: 'Dein Duftprofil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deine Duftfamilien' })).toBeVisible();
    await expect(analyse).toHaveAttribute('aria-disabled', 'true');
    await expect(analyse).toHaveAccessibleDescription(/Stand der letzten Analyse/);

    await profile.openTab('Empfehlungen');
    await profile.panel.getByRole('button', { name: 'Neue Empfehlungen generieren' }).click();
    const cards = profile.list('Empfehlungen').getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const count = await cards.count();
    const first = cards.first();
    const name = await first.getByRole('heading', { level: 3 }).textContent();
    await first.getByRole('button', { name: /auf die Wunschliste$/ }).click();
    await expect(cards).toHaveCount(count - 1);
    await profile.openTab('Wunschliste');
    await expect(profile.card('Wunschliste', name ?? '')).toBeVisible();

    // The stored analysis and recommendations come back from the device after a reload.
    await page.reload();
    await profile.expectCollection('Meine Parfümsammlung');
    await expect(page.getByRole('heading', { name: 'Dein Duftprofil' })).toBeVisible();
    await profile.openTab('Empfehlungen');
    await expect(cards).toHaveCount(count - 1);
  });

  test('the collapsed sidebar names its collections in tooltips', async ({ page, request }) => {
    const profile = await signedInProfile(page, request);
    await profile.goto();
    await profile.expectCollection('Meine Parfümsammlung');
    const tooltip = profile.sidebar.locator('.tooltip');

    // Expanded, the names are on screen: no tooltip repeats them.
    await profile.collectionButton('Andere').hover();
    await page.waitForTimeout(1000);
    await expect(tooltip).toHaveCount(0);

    await profile.sidebar.getByRole('button', { name: 'Seitenleiste einklappen' }).click();
    await profile.collectionButton('Andere').hover();
    await expect(tooltip).toHaveText('Andere');
    await profile.sidebar.getByRole('button', { name: 'Einstellungen' }).hover();
    await expect(tooltip).toHaveText('Einstellungen');
    await page.mouse.move(900, 600);
    await expect(tooltip).toHaveCount(0);

    // Keyboard focus shows it too, and Escape closes it.
    await profile.collectionButton('Partner-Parfümsammlung').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toHaveText('Partner-Parfümsammlung');
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
  });

  test('below 768 px the collections open as a slide-in menu', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const profile = await signedInProfile(page, request);
    await profile.goto();
    await profile.expectCollection('Meine Parfümsammlung');
    await expect(profile.sidebar).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Deine Sammlungen' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await profile.openCollection('Partner-Parfümsammlung');
    await expect(profile.sidebar).toBeHidden();
  });
});
