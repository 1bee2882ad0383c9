// The auth dialog as a user meets it: opened from the header's account button, found by its
// role and title, filled through labelled fields.
import { expect, type Locator, type Page } from '@playwright/test';

export class AuthDialog {
  readonly dialog: Locator;
  readonly accountButton: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly terms: Locator;
  readonly createAccount: Locator;
  readonly signIn: Locator;
  readonly googleButton: Locator;
  readonly resetBox: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.accountButton = page.getByRole('button', { name: 'Anmelden oder Konto erstellen' });
    this.dialog = page.getByRole('dialog');
    this.firstName = this.dialog.getByLabel('Vorname');
    this.lastName = this.dialog.getByLabel('Nachname');
    this.email = this.dialog.getByLabel('E-Mail', { exact: true });
    this.password = this.dialog.getByLabel('Passwort', { exact: true });
    this.confirmPassword = this.dialog.getByLabel('Passwort bestätigen', { exact: true });
    this.terms = this.dialog.getByRole('checkbox', { name: /AGB/ });
    this.createAccount = this.dialog.getByRole('button', { name: 'Konto erstellen' });
    this.signIn = this.dialog.getByRole('button', { name: 'Anmelden', exact: true });
    this.googleButton = this.dialog.getByRole('button', { name: 'Mit Google anmelden' });
    this.resetBox = this.dialog.getByRole('region', { name: 'Passwort zurücksetzen' });
    this.alert = this.dialog.getByRole('alert');
  }

  /** The header opens sign-in; sign-up is one tap away. */
  async openForSignup(): Promise<void> {
    await this.accountButton.click();
    await this.dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  }

  async switchToLogin(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
    await expect(this.dialog.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  }

  /** Signs a confirmed account in from the header and waits until the dialog has closed. */
  async signInAs(email: string, password: string): Promise<void> {
    await this.accountButton.click();
    await expect(this.dialog.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signIn.click();
    await expect(this.dialog).toBeHidden();
  }

  async fillSignup(email: string, password: string): Promise<void> {
    await this.firstName.fill('Anna');
    await this.lastName.fill('Berg');
    await this.email.fill(email);
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.terms.check();
  }
}

/** A fresh address per test, so no test depends on another's account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
}
