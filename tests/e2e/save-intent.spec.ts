// "Speichern & analysieren" keeps its promise across sign-up, confirmation and sign-in
// (issue 29): the list lands in the chosen collection and the Duft-DNA of the saved list
// follows. Real mails over SMTP to the local sink; the link is opened like a user would.
import { expect, test, type Page } from './support/test';
import { AuthDialog, uniqueEmail } from './pages/AuthDialog';
import { CollectionSelector } from './pages/CollectionSelector';
import { HomePage } from './pages/HomePage';
import { ScentPanels } from './pages/ScentPanels';
import { createConfirmedUser } from './support/authAdmin';
import { waitForMail } from './support/mailbox';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const INTENT_KEY = 'duftkompass-pending-intent';

async function chooseTwo(page: Page): Promise<void> {
  await new HomePage(page).startWith(
    ['sauvage', 'Sauvage', /Dior/],
    ['aventus', 'Aventus', /Creed/],
  );
}

async function expectDnaOfTheList(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/ergebnis$/);
  const scent = new ScentPanels(page);
  await expect(scent.dnaCard).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2 Düfte ausgewählt')).toBeVisible();
}

function tempPanel(page: Page) {
  return page.getByRole('region', { name: 'Vorläufig gespeichert' });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('anonymous start: sign-up, temporary save, confirmation link later → Duft-DNA of the saved list', async ({
      page,
      request,
      browser,
    }) => {
      // Sign-up, save, analysis, two page visits, a mail, the link and a second browser.
      test.setTimeout(150_000);
      const email = uniqueEmail(`absicht-${viewport.name}`);
      await chooseTwo(page);
      const selector = new CollectionSelector(page);
      const auth = new AuthDialog(page);
      await selector.saveBarButton.click();
      await expect(auth.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
      await auth.fillSignup(email, 'geheim123');
      await auth.createAccount.click();

      // No second press: the selector opens by itself once temporary mode exists.
      await expect(selector.dialog).toBeVisible();
      await selector.option('Partner-Parfümsammlung').check();
      await selector.saveButton.click();
      await expect(selector.dialog).toContainText(
        '2 Düfte in „Partner-Parfümsammlung“ gespeichert',
      );
      await selector.dialog.getByRole('button', { name: 'Weiter zur Duft-DNA' }).click();
      await expectDnaOfTheList(page);

      // Before the confirmation the temporary collection is visible, on /profile and at home,
      // after a reload too, marked as waiting.
      await page.goto('/profile');
      const panel = tempPanel(page);
      await expect(panel).toContainText('Wartet auf Bestätigung');
      const partner = panel.getByRole('region', { name: /Partner-Parfümsammlung/ });
      await expect(partner.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
      await expect(partner).toContainText('Sauvage');
      await expect(partner).toContainText('Aventus');
      await expect(partner).not.toContainText('Noch nicht übertragen');
      // "E-Mail erneut senden" right after the sign-up mail: the mail budget's 60 s answer.
      await panel.getByRole('button', { name: 'E-Mail erneut senden' }).click();
      await expect(panel.getByRole('alert')).toContainText(/erst in \d+ Sekunden möglich/);
      await page.goto('/');
      await expect(tempPanel(page)).toContainText('Aventus');
      expect(await page.evaluate((key) => localStorage.getItem(key), INTENT_KEY)).toContain(
        'savedTemporarily',
      );

      // The confirmation link, opened later in the same browser.
      const mail = await waitForMail(request, email);
      await page.goto(mail.link);
      await expect(page.getByText('E-Mail bestätigt', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Deine vorläufige Sammlung ist jetzt in deinem Konto.', { exact: true }),
      ).toBeVisible();
      await expectDnaOfTheList(page);
      await expect(page.getByRole('button', { name: 'Konto: Anna Berg' })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), INTENT_KEY)).toBeNull();

      // The same link again, where nobody is signed in: it offers a new one.
      const stranger = await browser.newContext({ viewport });
      try {
        const other = await stranger.newPage();
        await other.goto(mail.link);
        await expect(
          other.getByRole('heading', { name: 'Authentifizierung fehlgeschlagen' }),
        ).toBeVisible();
        await other.getByLabel('E-Mail', { exact: true }).fill(email);
        await other.getByRole('button', { name: 'Neuen Bestätigungslink senden' }).click();
        await expect(other.getByText('Prüfe dein Postfach')).toBeVisible();
        await expect(other.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
      } finally {
        await stranger.close();
      }
    });

    test('anonymous start: sign-in with an existing account → saved, then the Duft-DNA', async ({
      page,
      request,
    }) => {
      const user = {
        email: uniqueEmail(`bestand-${viewport.name}`),
        password: 'sicheres-passwort',
        firstName: 'Lea',
        lastName: 'Stein',
      };
      await createConfirmedUser(request, user);
      await chooseTwo(page);
      const selector = new CollectionSelector(page);
      const auth = new AuthDialog(page);
      await selector.saveBarButton.click();
      await auth.switchToLogin();
      await auth.email.fill(user.email);
      await auth.password.fill(user.password);
      await auth.signIn.click();

      await expect(selector.dialog).toBeVisible();
      await expect(selector.options).toHaveCount(3);
      await selector.option('Meine Parfümsammlung').check();
      await selector.saveButton.click();
      await expect(selector.dialog).toContainText('2 Düfte in „Meine Parfümsammlung“ gespeichert');
      await selector.dialog.getByRole('button', { name: 'Weiter zur Duft-DNA' }).click();
      await expectDnaOfTheList(page);
    });
  });
}

test('magic link requested from the save dialog, opened after a reload → selector, then the Duft-DNA', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('absicht-link');
  await chooseTwo(page);
  const selector = new CollectionSelector(page);
  const auth = new AuthDialog(page);
  await selector.saveBarButton.click();
  await auth.dialog
    .getByRole('button', { name: 'Mit Magic Link anmelden (ohne Passwort)' })
    .click();
  await auth.dialog.getByLabel('E-Mail', { exact: true }).fill(email);
  await auth.dialog.getByRole('button', { name: 'Magic Link senden' }).click();
  await expect(auth.dialog.getByText('Prüfe dein Postfach')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(auth.dialog).toBeHidden();
  await page.reload();

  const mail = await waitForMail(request, email);
  await page.goto(mail.link);
  await expect(page.getByText('Du bist angemeldet', { exact: true })).toBeVisible();
  await expect(selector.dialog).toBeVisible({ timeout: 20_000 });
  await expect(selector.options).toHaveCount(3);
  await selector.saveButton.click();
  await expect(selector.dialog).toContainText('2 Düfte in „Meine Parfümsammlung“ gespeichert');
  await selector.dialog.getByRole('button', { name: 'Weiter zur Duft-DNA' }).click();
  await expectDnaOfTheList(page);
});

test('closing the save dialog without signing up forgets the press', async ({ page }) => {
  await chooseTwo(page);
  const selector = new CollectionSelector(page);
  await selector.saveBarButton.click();
  await expect(new AuthDialog(page).dialog).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate((key) => localStorage.getItem(key), INTENT_KEY)).toBeNull();
});

test('list changed after the temporary save: the confirmation link opens the saved collection and analyses it', async ({
  page,
  request,
}) => {
  // Sign-up, save, a changed list, a mail and the collection's analysis on the profile.
  test.setTimeout(150_000);
  const email = uniqueEmail('absicht-profil');
  await chooseTwo(page);
  const selector = new CollectionSelector(page);
  const auth = new AuthDialog(page);
  await selector.saveBarButton.click();
  await auth.fillSignup(email, 'geheim123');
  await auth.createAccount.click();
  await expect(selector.dialog).toBeVisible();
  await selector.saveButton.click();
  await expect(selector.dialog).toContainText('2 Düfte in „Meine Parfümsammlung“ gespeichert');
  await selector.dialog.getByRole('button', { name: 'Weiter zur Duft-DNA' }).click();
  await expectDnaOfTheList(page);

  // The list moves on before the link is opened: its Duft-DNA is no longer the saved one's.
  const home = new HomePage(page);
  await home.goto();
  await home.choose('chergui', 'Chergui', /Serge Lutens/);

  const mail = await waitForMail(request, email);
  await page.goto(mail.link);
  await expect(page.getByText('E-Mail bestätigt', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Parfümsammlung' })).toBeVisible();
  const analysis = page.getByRole('region', { name: 'Duft-DNA dieser Sammlung' });
  // Started by itself: the saved collection's Duft-DNA, not the invitation to create one.
  await expect(analysis.getByRole('article', { name: 'Dein Duftprofil' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(analysis).toContainText('Deine Sammlung entspricht dem Stand der letzten Analyse.');
  await expect(
    page.getByRole('list', { name: 'Parfüms der Sammlung' }).getByRole('listitem'),
  ).toHaveCount(2);

  // Asked once: a reload shows the stored analysis and starts nothing.
  await page.reload();
  await expect(analysis.getByRole('article', { name: 'Dein Duftprofil' })).toBeVisible();
  await expect(analysis.getByRole('button', { name: 'Sammlung analysieren' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
