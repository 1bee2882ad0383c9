import {
  PASSWORD_TOO_SHORT_INLINE,
  PASSWORDS_MATCH_INLINE,
  passwordHints,
} from './credentialRules';

/** Red length hint under a password field (spec 000 §5, 001 §5). */
export function PasswordLengthHint({ password }: { password: string }) {
  if (!passwordHints(password, '').tooShort) return null;
  return <p className="field__hint field__hint--error">{PASSWORD_TOO_SHORT_INLINE}</p>;
}

/** Red mismatch text or the green tick under the confirmation field. */
export function PasswordMatchHint(props: {
  password: string;
  confirmPassword: string;
  mismatchText: string;
}) {
  const hints = passwordHints(props.password, props.confirmPassword);
  if (hints.mismatch) return <p className="field__hint field__hint--error">{props.mismatchText}</p>;
  if (hints.matches) return <p className="field__hint field__hint--ok">{PASSWORDS_MATCH_INLINE}</p>;
  return null;
}
