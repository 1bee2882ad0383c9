import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { describeAuthError, describeUrlAuthError, GENERIC_AUTH_ERROR } from './errorTexts';

const api = (message: string, status: number, code?: string) =>
  new AuthApiError(message, status, code);

describe('describeAuthError', () => {
  it('switches to sign-in for an address that is already registered', () => {
    expect(
      describeAuthError(api('User already registered', 422, 'user_already_exists'), 'signup'),
    ).toEqual({
      message: 'Diese E-Mail-Adresse ist bereits registriert. Bitte anmelden.',
      followUp: 'switchToLogin',
    });
  });

  it('asks for a fresh proof and names a wrong current password or code (review N6, L4)', () => {
    const needed = api('Password update requires reauthentication', 400, 'reauthentication_needed');
    expect(describeAuthError(needed, 'updatePassword').message).toBe(
      'Bitte bestätige zuerst, dass du es bist: mit deinem Passwort oder mit einem Code, den wir dir per E-Mail schicken.',
    );
    const wrong = 'Das Passwort oder der Code stimmt nicht. Bitte versuche es noch einmal.';
    for (const code of ['current_password_mismatch', 'reauthentication_not_valid']) {
      expect(describeAuthError(api('refused', 400, code), 'updatePassword').message).toBe(wrong);
    }
  });

  it('opens the reset box after invalid credentials and points to magic link and reset', () => {
    const described = describeAuthError(
      api('Invalid login credentials', 400, 'invalid_credentials'),
      'login',
    );
    expect(described.followUp).toBe('openReset');
    expect(described.message).toMatch(/Magic Link/);
    expect(described.message).toMatch(/zurücksetzen/);
  });

  it('lists the reasons of a weak password in German', () => {
    const error = new AuthWeakPasswordError('Password should be at least 8 characters.', 422, [
      'length',
      'pwned',
    ]);
    expect(describeAuthError(error, 'signup').message).toBe(
      'Das Passwort ist zu schwach: mindestens 8 Zeichen; es gehört zu den häufigsten Passwörtern aus Datenlecks und ist leicht zu erraten.',
    );
  });

  it('refuses a password from the breach list in one clear sentence', () => {
    const error = new AuthWeakPasswordError(
      'Password is known to be weak and easy to guess, please choose a different one.',
      422,
      ['pwned'],
    );
    expect(describeAuthError(error, 'signup').message).toBe(
      'Dieses Passwort gehört zu den häufigsten Passwörtern aus Datenlecks und ist leicht zu erraten. Bitte ein anderes wählen.',
    );
    expect(describeAuthError(error, 'updatePassword').message).toMatch(/^Dieses Passwort gehört/);
  });

  it('names the wait when password sign-in backs off, in seconds or minutes', () => {
    const soon = api(
      'Too many failed sign-in attempts, please retry after 30 seconds.',
      429,
      'over_request_rate_limit',
    );
    expect(describeAuthError(soon, 'login').message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte in 30 Sekunden erneut versuchen oder per Magic Link anmelden.',
    );
    const later = api(
      'Too many failed sign-in attempts, please retry after 480 seconds.',
      429,
      'over_request_rate_limit',
    );
    expect(describeAuthError(later, 'login').message).toMatch(/in etwa 8 Minuten erneut/);
  });

  it('says that registration is disabled', () => {
    expect(
      describeAuthError(
        api('Signups not allowed for this instance', 422, 'signup_disabled'),
        'signup',
      ).message,
    ).toBe('Die Registrierung ist derzeit deaktiviert.');
  });

  it('asks to wait 1–2 hours or use another address when the mail quota is used up', () => {
    const error = api('email rate limit exceeded', 429, 'over_email_send_rate_limit');
    expect(describeAuthError(error, 'signup').message).toMatch(
      /1–2 Stunden.*andere E-Mail-Adresse/,
    );
  });

  it('names the seconds to wait when the per-address limit says so', () => {
    const error = api(
      'For security purposes, you can only request this after 42 seconds.',
      429,
      'over_email_send_rate_limit',
    );
    expect(describeAuthError(error, 'reset').message).toBe(
      'Aus Sicherheitsgründen ist eine neue E-Mail erst in 42 Sekunden möglich.',
    );
  });

  it("points to the mail's link once the account's codes for the day are spent (N12)", () => {
    const error = api(
      'Too many codes entered for this account today, please use the link in the e-mail.',
      429,
      'over_request_rate_limit',
    );
    expect(describeAuthError(error, 'login').message).toBe(
      'Für dieses Konto wurden heute zu viele Codes eingegeben. Bitte nutze den Link aus der E-Mail.',
    );
  });

  it('answers a magic-link rate limit with "Zu viele Anfragen"', () => {
    const error = api('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(describeAuthError(error, 'magicLink').message).toMatch(/^Zu viele Anfragen/);
  });

  it('tells a lost connection apart from a server failure', () => {
    expect(
      describeAuthError(new AuthRetryableFetchError('Failed to fetch', 0), 'login').message,
    ).toMatch(/^Verbindungsfehler/);
    expect(
      describeAuthError(new AuthRetryableFetchError('Bad gateway', 502), 'login').message,
    ).toMatch(/nicht erreichbar/);
  });

  it('explains a missing session', () => {
    expect(describeAuthError(new AuthSessionMissingError(), 'updatePassword').message).toMatch(
      /Sitzung/,
    );
  });

  it('never shows an unknown English message, only the generic German text', () => {
    expect(
      describeAuthError(api('Something odd happened', 400, 'weird_code'), 'login').message,
    ).toBe(GENERIC_AUTH_ERROR);
    expect(describeAuthError(new Error('boom'), 'login').message).toBe(GENERIC_AUTH_ERROR);
  });
});

describe('describeUrlAuthError', () => {
  it('explains an expired e-mail link', () => {
    expect(describeUrlAuthError('otp_expired')).toBe(
      'Der Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.',
    );
  });
});
