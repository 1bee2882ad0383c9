import { describe, expect, it } from 'vitest';
import {
  canSubmitCredentials,
  newPasswordProblem,
  passwordHints,
  passwordResetError,
  registrationError,
} from './credentialRules';

const filled = {
  email: 'anna@example.de',
  password: 'geheim123',
  confirmPassword: 'geheim123',
  termsAccepted: true,
};

describe('canSubmitCredentials', () => {
  it('lets a login through with an e-mail and a password of at least 8 characters', () => {
    expect(
      canSubmitCredentials('login', { ...filled, confirmPassword: '', termsAccepted: false }),
    ).toBe(true);
  });

  it('blocks an empty e-mail or a password shorter than 8 characters', () => {
    expect(canSubmitCredentials('login', { ...filled, email: '  ' })).toBe(false);
    expect(canSubmitCredentials('login', { ...filled, password: '1234567' })).toBe(false);
  });

  it('blocks a sign-up without accepted terms, without or with a different confirmation', () => {
    expect(canSubmitCredentials('signup', filled)).toBe(true);
    expect(canSubmitCredentials('signup', { ...filled, termsAccepted: false })).toBe(false);
    expect(canSubmitCredentials('signup', { ...filled, confirmPassword: '' })).toBe(false);
    expect(canSubmitCredentials('signup', { ...filled, confirmPassword: 'geheim124' })).toBe(false);
  });
});

describe('passwordHints', () => {
  it('stays quiet while nothing is typed', () => {
    expect(passwordHints('', '')).toEqual({ tooShort: false, mismatch: false, matches: false });
  });

  it('flags a short password and a different confirmation', () => {
    expect(passwordHints('kurz', 'kurx')).toEqual({
      tooShort: true,
      mismatch: true,
      matches: false,
    });
  });

  it('shows the tick only when both match and are long enough', () => {
    expect(passwordHints('kurz', 'kurz').matches).toBe(false);
    expect(passwordHints('lang genug', 'lang genug').matches).toBe(true);
  });
});

describe('registrationError', () => {
  it('checks length, then match, then terms, with the texts of the registration page', () => {
    expect(registrationError({ ...filled, password: 'kurz' })).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
    expect(registrationError({ ...filled, confirmPassword: 'anders123' })).toBe(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(registrationError({ ...filled, termsAccepted: false })).toBe(
      'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
    );
    expect(registrationError(filled)).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('names the first problem with the toast title and text of /auth/update-password', () => {
    expect(newPasswordProblem('', 'x')).toEqual({
      title: 'Fehler',
      description: 'Bitte fülle alle Felder aus.',
    });
    expect(newPasswordProblem('kurz', 'kurz')?.title).toBe('Passwort zu kurz');
    expect(newPasswordProblem('geheim123', 'geheim124')?.title).toBe(
      'Passwörter stimmen nicht überein',
    );
    expect(newPasswordProblem('geheim123', 'geheim123')).toBeNull();
  });
});

describe('passwordResetError', () => {
  it('refuses a new password shorter than 8 characters', () => {
    expect(passwordResetError('kurz', 'kurz')).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein',
    );
    expect(passwordResetError('', '')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein');
  });

  it('refuses a confirmation that differs or is missing', () => {
    expect(passwordResetError('geheim123', 'geheim124')).toBe(
      'Die Passwörter stimmen nicht überein',
    );
    expect(passwordResetError('geheim123', '')).toBe('Die Passwörter stimmen nicht überein');
  });

  it('lets a long enough, confirmed password through', () => {
    expect(passwordResetError('geheim123', 'geheim123')).toBeNull();
  });
});
