import { expect, test } from './support/test';

test.describe('/auth/callback', () => {
  test('an expired confirmation link shows the error card with a way home', async ({ page }) => {
    await page.goto(
      '/auth/callback?type=signup#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    const card = page.getByRole('alert');
    await expect(
      card.getByRole('heading', { name: 'Authentifizierung fehlgeschlagen' }),
    ).toBeVisible();
    await expect(card).toContainText(
      'Fehler bei der E-Mail-Bestätigung: Der Link ist ungültig oder abgelaufen.',
    );
    await card.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a reset link without a session is rejected', async ({ page }) => {
    await page.goto('/auth/callback?type=recovery');
    await expect(page.getByRole('alert')).toContainText('Ungültige oder abgelaufene Reset-Link');
  });
});

test.describe('/password-reset', () => {
  test('live hints guide to a valid password and the button follows the rules', async ({
    page,
  }) => {
    await page.goto('/password-reset');
    await expect(page.getByRole('heading', { name: 'Neues Passwort setzen' })).toBeVisible();
    const password = page.getByLabel('Neues Passwort', { exact: true });
    const confirm = page.getByLabel('Passwort bestätigen', { exact: true });
    const submit = page.getByRole('button', { name: 'Passwort ändern' });
    await expect(password).toHaveAttribute('placeholder', 'Mindestens 8 Zeichen');
    await expect(submit).toBeDisabled();

    await password.fill('kurz');
    await expect(page.getByText('Passwort muss mindestens 8 Zeichen haben')).toBeVisible();
    await password.fill('neues-passwort');
    await expect(page.getByText('Passwort muss mindestens 8 Zeichen haben')).toBeHidden();
    await confirm.fill('neues-passwort!');
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();
    await expect(submit).toBeDisabled();
    await confirm.fill('neues-passwort');
    await expect(page.getByText('✓ Passwörter stimmen überein')).toBeVisible();
    await expect(submit).toBeEnabled();

    await page.getByRole('button', { name: 'Neues Passwort anzeigen' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    // Without a reset session the server refuses, and the page says so in German.
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('Die Sitzung ist abgelaufen');
  });
});

test.describe('/auth/update-password', () => {
  test('without a reset session it warns and returns to the start page after 3 s', async ({
    page,
  }) => {
    await page.goto('/auth/update-password');
    await expect(page.getByText('Ungültige Session', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  });
});

test.describe('/auth', () => {
  test('registration checks the passwords live and toggles to sign-in with a clean form', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt registrieren' }).click();
    await expect(page.getByRole('heading', { name: 'Registrieren', level: 1 })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Registrieren', exact: true });
    await expect(submit).toBeDisabled();

    await page.getByLabel('E-Mail', { exact: true }).fill('anna@example.de');
    await page.getByLabel('Passwort (mindestens 8 Zeichen)', { exact: true }).fill('geheim123');
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill('geheim12');
    await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();

    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue('');
  });
});
