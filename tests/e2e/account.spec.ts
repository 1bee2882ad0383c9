import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { createConfirmedUser } from './support/authAdmin';

test.describe('Konto im Kopfbereich', () => {
  test('a confirmed user signs in, sees name and e-mail in the avatar menu and signs out', async ({
    page,
    request,
  }) => {
    const user = {
      email: uniqueEmail('bernd'),
      password: 'sicheres-passwort',
      firstName: 'Bernd',
      lastName: 'Östreicher',
    };
    await createConfirmedUser(request, user);

    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.openForSignup();
    await auth.switchToLogin();
    await auth.email.fill(user.email);
    await auth.password.fill(user.password);
    await auth.signIn.click();

    await expect(auth.dialog).toBeHidden();
    await expect(page.getByText('Willkommen zurück!', { exact: true })).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Konto: Bernd Östreicher' });
    await expect(avatar).toHaveText('BÖ');

    // The session survives a reload (persisted by the auth client).
    await page.reload();
    await avatar.click();
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    // The avatar menu's link (the footer carries one too).
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Mein Profil' }),
    ).toHaveAttribute('href', '/profile');

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Abgemeldet', { exact: true })).toBeVisible();
    await expect(auth.accountButton).toBeVisible();
  });

  test('a signed-in visitor of /auth is sent to the start page', async ({ page, request }) => {
    const user = {
      email: uniqueEmail('carla'),
      password: 'sicheres-passwort',
      firstName: 'Carla',
      lastName: 'Groß',
    };
    await createConfirmedUser(request, user);
    await page.goto('/auth');
    await page.getByLabel('E-Mail', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Konto: Carla Groß' })).toBeVisible();
  });
});
