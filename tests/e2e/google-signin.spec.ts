// Google sign-in end to end: the browser goes through the app's /auth/v1/authorize to the local
// stand-in for Google and back to the site root with a one-time code (spec 000), where the
// account is checked as after every sign-in (spec 000 §7/§8).
import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { chooseGoogleAccount } from './support/googleAccount';
import { ACCOUNT_PROBE_FAILURE, failAccountProbe } from './support/accountProbe';

test.describe('Google-Anmeldung', () => {
  test('"Mit Google anmelden" returns to the start page signed in', async ({ page, request }) => {
    await chooseGoogleAccount(request, {
      email: uniqueEmail('gina'),
      given_name: 'Gina',
      family_name: 'Google',
    });
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.accountButton.click();
    await auth.googleButton.click();

    await expect(page.getByRole('button', { name: 'Konto: Gina Google' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Anmeldeproblem', { exact: true })).toHaveCount(0);
  });

  test('a Google sign-in whose account does not answer: "Anmeldeproblem" and the reset box on /auth', async ({
    page,
    request,
  }) => {
    await chooseGoogleAccount(request, {
      email: uniqueEmail('gustav'),
      given_name: 'Gustav',
      family_name: 'Google',
    });
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.accountButton.click();
    // The account's data side fails after the sign-in itself succeeded.
    await failAccountProbe(page);
    await auth.googleButton.click();

    const toast = page.locator('.toast').filter({ hasText: 'Anmeldeproblem' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(ACCOUNT_PROBE_FAILURE);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('region', { name: 'Passwort zurücksetzen' })).toBeVisible();
  });
});
