import { expect, test } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { createConfirmedUser } from './support/authAdmin';
import { ACCOUNT_PROBE_FAILURE, failAccountProbe } from './support/accountProbe';

test.describe('Auth-Dialog', () => {
  test('sign-up validates live, then shows the verification hint for 5 seconds', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const auth = new AuthDialog(page);
    await home.goto();
    await auth.openForSignup();
    await expect(auth.createAccount).toBeDisabled();

    await auth.password.fill('kurz');
    await expect(auth.dialog.getByText('Passwort muss mindestens 8 Zeichen haben')).toBeVisible();
    await auth.password.fill('geheim123');
    await auth.confirmPassword.fill('geheim124');
    await expect(auth.dialog.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();

    // Switching modes clears the passwords and the terms.
    await auth.switchToLogin();
    await expect(auth.password).toHaveValue('');
    await auth.dialog.getByRole('button', { name: 'Registrieren' }).click();
    await expect(auth.confirmPassword).toHaveValue('');

    const email = uniqueEmail('anna');
    await auth.fillSignup(email, 'geheim123');
    await expect(auth.dialog.getByText('✓ Passwörter stimmen überein')).toBeVisible();
    await expect(auth.createAccount).toBeEnabled();
    await auth.createAccount.click();

    await expect(auth.dialog).toBeHidden();
    const hint = page
      .getByRole('status')
      .filter({ hasText: 'Bitte bestätige deine E-Mail-Adresse' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText(email);
    await expect(hint).toBeHidden({ timeout: 8000 });

    // Temporary mode: with a perfume chosen, the save bar speaks of the address awaiting confirmation.
    await home.openTextSearch();
    await home.search('sauvage');
    await home
      .resultCard('Sauvage', /Dior/)
      .getByRole('button', { name: 'Zur Auswahl hinzufügen' })
      .click();
    await home.openList();
    await expect(home.chosenList.getByText(`Du speicherst vorläufig für ${email}`)).toBeVisible();
  });

  test('a wrong password explains the alternatives and opens the reset box', async ({ page }) => {
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.openForSignup();
    await auth.switchToLogin();

    const email = uniqueEmail('unbekannt');
    await auth.email.fill(email);
    await auth.password.fill('falsches-passwort');
    await auth.signIn.click();

    await expect(auth.alert).toContainText('Die Anmeldung mit Passwort hat nicht geklappt');
    await expect(auth.resetBox).toBeVisible();
    await expect(auth.resetBox.getByLabel('E-Mail für den Link')).toHaveValue(email);
    await auth.resetBox.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect(auth.resetBox.getByRole('status')).toContainText(
      `Falls ein Konto zu ${email} besteht`,
    );
  });

  test('a sign-in whose account does not answer shows "Login Problem" and the reset box', async ({
    page,
    request,
  }) => {
    const user = {
      email: uniqueEmail('probe'),
      password: 'geheim123',
      firstName: 'Pia',
      lastName: 'Probe',
    };
    await createConfirmedUser(request, user);
    // The account side fails right after the sign-in (spec 000 §8: profiles probe).
    await failAccountProbe(page);
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.openForSignup();
    await auth.switchToLogin();
    await auth.email.fill(user.email);
    await auth.password.fill(user.password);
    await auth.signIn.click();

    await expect(page.getByText('Anmeldeproblem', { exact: true })).toBeVisible();
    await expect(page.getByText(ACCOUNT_PROBE_FAILURE).first()).toBeVisible();
    await expect(auth.resetBox).toBeVisible();
  });

  test('the header button opens sign-in, with "Konto erstellen" one tap away', async ({ page }) => {
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.accountButton.click();
    await expect(auth.dialog.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(auth.signIn).toBeVisible();
    await auth.dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(auth.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    // E-mail and password come first; the names are optional.
    await expect(auth.dialog.getByRole('textbox').first()).toHaveAccessibleName('E-Mail');
    await expect(auth.firstName).toHaveAccessibleName('Vorname (optional)');
  });

  test('the magic-link mode confirms the mail and leads back to sign-up', async ({ page }) => {
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    await auth.openForSignup();
    await auth.dialog.getByRole('button', { name: /Mit Magic Link anmelden/ }).click();
    await auth.email.fill(uniqueEmail('magic'));
    await auth.dialog.getByRole('button', { name: 'Magic Link senden' }).click();
    await expect(auth.dialog.getByText('Prüfe dein Postfach')).toBeVisible();
    await auth.dialog.getByRole('button', { name: 'Zurück zur Registrierung' }).click();
    await expect(auth.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  });

  test('Escape closes the dialog and returns focus to the account button', async ({ page }) => {
    const auth = new AuthDialog(page);
    await new HomePage(page).goto();
    // The header opens sign-in, whose first field is the e-mail.
    await auth.accountButton.click();
    await expect(auth.dialog.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(auth.email).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(auth.dialog).toBeHidden();
    await expect(auth.accountButton).toBeFocused();
  });
});
