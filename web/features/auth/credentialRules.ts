import { authCopy } from '../../copy/auth';
// The product's rules for the sign-up, sign-in and new-password forms (spec 000 §5, 001 §5),
// kept pure so they can be tested without rendering a form.
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_TOO_SHORT_INLINE = authCopy.rules.tooShortInline;
export const PASSWORDS_MISMATCH_INLINE = authCopy.rules.mismatchInline;
export const PASSWORDS_MATCH_INLINE = authCopy.rules.matchInline;

export type CredentialMode = 'login' | 'signup';

export type CredentialValues = {
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
};

export function isPasswordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH;
}

export type PasswordHints = {
  /** Shown only once something was typed, so an empty form is not all red. */
  tooShort: boolean;
  mismatch: boolean;
  /** The green tick: both filled, equal and long enough. */
  matches: boolean;
};

export function passwordHints(password: string, confirmPassword: string): PasswordHints {
  const tooShort = password.length > 0 && isPasswordTooShort(password);
  const mismatch = confirmPassword.length > 0 && confirmPassword !== password;
  const matches =
    confirmPassword.length > 0 && confirmPassword === password && !isPasswordTooShort(password);
  return { tooShort, mismatch, matches };
}

/**
 * Submit is disabled when the e-mail or password is empty or too short, and in sign-up also
 * when the confirmation is empty or different or the terms are not accepted.
 */
export function canSubmitCredentials(mode: CredentialMode, values: CredentialValues): boolean {
  if (values.email.trim() === '' || isPasswordTooShort(values.password)) return false;
  if (mode === 'login') return true;
  return (
    values.termsAccepted &&
    values.confirmPassword !== '' &&
    values.confirmPassword === values.password
  );
}

/** The checks of the registration page on submit, with its messages (spec 000 §5). */
export function registrationError(values: CredentialValues): string | null {
  if (isPasswordTooShort(values.password)) return authCopy.rules.tooShort;
  if (values.password !== values.confirmPassword) return authCopy.rules.mismatch;
  if (!values.termsAccepted) return authCopy.rules.acceptTerms;
  return null;
}

/** The checks of /password-reset on submit, with the texts of its error alert (spec 001 §5). */
export function passwordResetError(password: string, confirm: string): string | null {
  if (isPasswordTooShort(password)) return authCopy.rules.tooShortNoStop;
  if (password !== confirm) return authCopy.rules.mismatchInline;
  return null;
}

export type NewPasswordProblem = { title: string; description: string };

/** The checks of /auth/update-password, each with the toast the spec gives it (001 §5). */
export function newPasswordProblem(password: string, confirm: string): NewPasswordProblem | null {
  if (password === '' || confirm === '') {
    return { title: authCopy.rules.errorTitle, description: authCopy.rules.fillAll };
  }
  if (isPasswordTooShort(password)) {
    return {
      title: authCopy.rules.tooShortTitle,
      description: authCopy.rules.tooShort,
    };
  }
  if (password !== confirm) {
    return {
      title: authCopy.rules.mismatchTitle,
      description: authCopy.rules.checkPasswords,
    };
  }
  return null;
}
