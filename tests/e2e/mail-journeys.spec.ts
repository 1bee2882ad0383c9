// Journeys that go through a real e-mail: the app sends over SMTP to the local sink
// (support/mailSinkServer.ts), the spec opens the link from the mail like a user would.
import { expect, test, type Page } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { CollectionSelector } from './pages/CollectionSelector';
import { HomePage } from './pages/HomePage';
import { createConfirmedUser } from './support/authAdmin';
import { waitForMail } from './support/mailbox';
import { failAccountProbe } from './support/accountProbe';

const DEFAULT_COLLECTIONS = ['Meine Parfümsammlung', 'Partner-Parfümsammlung', 'Andere'];

async function chooseSauvage(page: Page): Promise<void> {
  const home = new HomePage(page);
  await home.startWith(['sauvage', 'Sauvage', /Dior/]);
}

async function expectDefaultCollections(page: Page): Promise<void> {
  // The link lands on the start page; saving happens on the list step.
  await new HomePage(page).openList();
  const selector = new CollectionSelector(page);
  await selector.saveBarButton.click();
  await expect(selector.options).toHaveCount(3);
  for (const [index, name] of DEFAULT_COLLECTIONS.entries()) {
    await expect(selector.options.nth(index)).toHaveAccessibleName(name);
  }
}

test.describe('Mails mit Links', () => {
  test('sign-up, confirmation mail, link → signed in with the three default collections', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('bestaetigt');
    await chooseSauvage(page);
    const auth = new AuthDialog(page);
    await auth.openForSignup();
    await auth.fillSignup(email, 'geheim123');
    await auth.createAccount.click();

    const mail = await waitForMail(request, email);
    expect(mail.subject).toMatch(/Duftkompass/);
    expect(mail.text).toMatch(/bestätig/i);
    await page.goto(mail.link);

    await expect(page.getByRole('button', { name: 'Konto: Anna Berg' })).toBeVisible();
    await expectDefaultCollections(page);
  });

  test('a confirmation link opened in another browser confirms, says so and offers the sign-in', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('anderer-browser');
    await new HomePage(page).goto();
    const auth = new AuthDialog(page);
    await auth.openForSignup();
    await auth.fillSignup(email, 'geheim123');
    await auth.createAccount.click();
    const mail = await waitForMail(request, email);

    // PKCE: only the browser that signed up holds the verifier for the link's code.
    const other = await browser.newContext({ locale: 'de-DE' });
    try {
      const second = await other.newPage();
      await second.goto(mail.link);
      await expect(second.getByRole('heading', { name: 'E-Mail bestätigt' })).toBeVisible();
      await expect(second.getByText(/^Deine E-Mail-Adresse ist bestätigt\./)).toBeVisible();
      await expect(second.getByText('Authentifizierung fehlgeschlagen')).toHaveCount(0);
      await second.getByRole('link', { name: 'Hier anmelden' }).click();
      await expect(second).toHaveURL(/\/auth$/);
      // This browser never saw the address, so nothing is filled in.
      await expect(second.getByLabel('E-Mail', { exact: true })).toHaveValue('');
      await second.getByLabel('E-Mail', { exact: true }).fill(email);
      await second.getByLabel('Passwort', { exact: true }).fill('geheim123');
      await second.getByRole('button', { name: 'Anmelden', exact: true }).click();
      // The confirmation took effect: the password sign-in is accepted.
      await expect(second.getByRole('button', { name: 'Konto: Anna Berg' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("a confirmation link without this browser's verifier fills in the address it knows", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('ohne-verifier');
    await new HomePage(page).goto();
    const auth = new AuthDialog(page);
    await auth.openForSignup();
    await auth.fillSignup(email, 'geheim123');
    await auth.createAccount.click();
    const mail = await waitForMail(request, email);
    // The stored verifier is gone (storage cleared), the address of the sign-up is still known.
    await page.evaluate(() => localStorage.removeItem('duftkompass-auth-code-verifier'));
    await page.goto(mail.link);

    await expect(page.getByRole('heading', { name: 'E-Mail bestätigt' })).toBeVisible();
    await page.getByRole('link', { name: 'Hier anmelden' }).click();
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(email);
  });

  test('magic link: the mail signs an existing account in without a password', async ({
    page,
    request,
  }) => {
    const user = {
      email: uniqueEmail('magie'),
      password: 'sicheres-passwort',
      firstName: 'Mia',
      lastName: 'Link',
    };
    await createConfirmedUser(request, user);
    await page.goto('/');
    const auth = new AuthDialog(page);
    await auth.openForSignup();
    await auth.dialog
      .getByRole('button', { name: 'Mit Magic Link anmelden (ohne Passwort)' })
      .click();
    await auth.dialog.getByLabel('E-Mail', { exact: true }).fill(user.email);
    await auth.dialog.getByRole('button', { name: 'Magic Link senden' }).click();
    await expect(auth.dialog.getByText('Prüfe dein Postfach')).toBeVisible();

    const mail = await waitForMail(request, user.email);
    await page.goto(mail.link);
    await expect(page.getByRole('button', { name: 'Konto: Mia Link' })).toBeVisible();
  });

  test('magic link whose account does not answer: "Anmeldeproblem" and the reset box on /auth', async ({
    page,
    request,
  }) => {
    const user = {
      email: uniqueEmail('magieprobe'),
      password: 'sicheres-passwort',
      firstName: 'Mo',
      lastName: 'Probe',
    };
    await createConfirmedUser(request, user);
    await page.goto('/');
    const auth = new AuthDialog(page);
    await auth.openForSignup();
    await auth.dialog
      .getByRole('button', { name: 'Mit Magic Link anmelden (ohne Passwort)' })
      .click();
    await auth.dialog.getByLabel('E-Mail', { exact: true }).fill(user.email);
    await auth.dialog.getByRole('button', { name: 'Magic Link senden' }).click();
    await expect(auth.dialog.getByText('Prüfe dein Postfach')).toBeVisible();
    const mail = await waitForMail(request, user.email);

    // Spec 000 §8's probe runs on a link sign-in too.
    await failAccountProbe(page);
    await page.goto(mail.link);
    await expect(page.getByText('Anmeldeproblem', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('region', { name: 'Passwort zurücksetzen' })).toBeVisible();
  });

  test('password recovery: reset box, mail, /auth/callback?type=recovery, new password works', async ({
    page,
    request,
  }) => {
    const user = {
      email: uniqueEmail('vergessen'),
      password: 'altes-passwort',
      firstName: 'Rita',
      lastName: 'Neu',
    };
    await createConfirmedUser(request, user);
    await page.goto('/');
    const auth = new AuthDialog(page);
    await auth.openForSignup();
    await auth.switchToLogin();
    await auth.email.fill(user.email);
    await auth.password.fill('falsches-passwort');
    await auth.signIn.click();
    await expect(auth.resetBox).toBeVisible();
    await auth.resetBox.getByLabel('E-Mail für den Link').fill(user.email);
    await auth.resetBox.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect(auth.resetBox.getByRole('status')).toContainText('Falls ein Konto');

    const mail = await waitForMail(request, user.email);
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/auth\/update-password$/);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('neues-passwort');
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill('neues-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Passwort aktualisiert', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    // Signed out, the new password signs in and the old one no longer does.
    await page.getByRole('button', { name: 'Konto: Rita Neu' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await auth.openForSignup();
    await auth.switchToLogin();
    await auth.email.fill(user.email);
    await auth.password.fill('altes-passwort');
    await auth.signIn.click();
    await expect(auth.resetBox).toBeVisible();
    await auth.password.fill('neues-passwort');
    await auth.signIn.click();
    await expect(page.getByRole('button', { name: 'Konto: Rita Neu' })).toBeVisible();
  });

  test('temporary-mode save, then confirmation: the saved perfume moves into the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('umzug');
    await chooseSauvage(page);
    const auth = new AuthDialog(page);
    const selector = new CollectionSelector(page);
    await selector.saveBarButton.click();
    await auth.fillSignup(email, 'geheim123');
    await auth.createAccount.click();
    // The press that opened the sign-up goes on by itself (issue 29).
    await expect(selector.dialog).toBeVisible();
    await selector.saveButton.click();
    await expect(selector.dialog.getByText('Gespeichert!')).toBeVisible();
    await selector.dialog.getByRole('button', { name: 'Weiter' }).click();

    const deviceId = await page.evaluate(() => localStorage.getItem('duftkompass-device-id'));
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    // The save shows at once; the device's sync queue delivers it to the server right after.
    await expect
      .poll(
        async () => {
          const pending = await request.get(
            `/api/temp-collections?email=${encodeURIComponent(email)}&deviceId=${deviceId}`,
          );
          return ((await pending.json()) as unknown[]).length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    const mail = await waitForMail(request, email);
    await page.goto(mail.link);
    await expect(page.getByRole('button', { name: 'Konto: Anna Berg' })).toBeVisible();
    // The migration runs right after the sign-in; afterwards nothing is pending any more.
    await expect
      .poll(async () => {
        const response = await request.get(
          `/api/temp-collections?email=${encodeURIComponent(email)}&deviceId=${deviceId}`,
        );
        return (await response.json()).length;
      })
      .toBe(0);
    // One saved perfume makes no Duft-DNA: the link leads to the collection it went into.
    await expect(page).toHaveURL(/\/profile/);
    await page.goto('/');
    await expectDefaultCollections(page);
  });
});
