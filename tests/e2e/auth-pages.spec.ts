import { expect, test } from './support/test';
import { uniqueEmail } from './pages/AuthDialog';
import { createConfirmedUser } from './support/authAdmin';
import { ACCOUNT_PROBE_FAILURE, failAccountProbe } from './support/accountProbe';

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
    await expect(page.getByRole('alert')).toContainText('Ungültiger oder abgelaufener Reset-Link');
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

  test('a sign-in whose account does not answer stays on the page with "Anmeldeproblem" and the reset box', async ({
    page,
    request,
  }) => {
    const user = {
      email: uniqueEmail('seite'),
      password: 'geheim123',
      firstName: 'Sina',
      lastName: 'Seite',
    };
    await createConfirmedUser(request, user);
    // Spec 000 §8's probe runs on every password sign-in, the /auth page's too.
    await failAccountProbe(page);
    await page.goto('/auth');
    await page.getByLabel('E-Mail', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(page.getByText('Anmeldeproblem', { exact: true })).toBeVisible();
    await expect(page.getByText(ACCOUNT_PROBE_FAILURE).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('registration sets the temporary local user after 2 s (spec 001 §4)', async ({ page }) => {
    const email = uniqueEmail('tempseite');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Jetzt registrieren' }).click();
    await page.getByLabel('Vorname', { exact: true }).fill('Tara');
    await page.getByLabel('Nachname', { exact: true }).fill('Temp');
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort (mindestens 8 Zeichen)', { exact: true }).fill('geheim123');
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill('geheim123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();

    await expect(
      page.getByText(
        'Registrierung erfolgreich! Bestätige deine E-Mail – du kannst schon loslegen.',
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('duftkompass-temp-user'))).toBeNull();
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
    const stored = await page.evaluate(() => localStorage.getItem('duftkompass-temp-user'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      id: 'temp_user',
      email: email.toLowerCase(),
      temporary: true,
    });
  });
});
