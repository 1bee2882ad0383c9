import { useEffect, useState } from 'react';
import { clearVerificationHint, useVerificationEmail } from './authDialogStore';
import { authShellCopy } from '../../copy/authShell';

/** Spec 000 §9: the hint opens 1 s after a sign-up and closes itself after 5 s. */
export const VERIFICATION_HINT_DELAY_MS = 1000;
export const VERIFICATION_HINT_DURATION_MS = 5000;

/** "Bitte bestätige deine E-Mail": shown once after a sign-up that needs confirmation. */
export function VerificationHint() {
  const email = useVerificationEmail();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!email) return;
    const open = setTimeout(() => setVisible(true), VERIFICATION_HINT_DELAY_MS);
    const close = setTimeout(() => {
      setVisible(false);
      clearVerificationHint();
    }, VERIFICATION_HINT_DELAY_MS + VERIFICATION_HINT_DURATION_MS);
    return () => {
      clearTimeout(open);
      clearTimeout(close);
      setVisible(false);
    };
  }, [email]);

  if (!email || !visible) return null;
  return (
    <div className="verification-hint" role="status" aria-labelledby="verification-hint-title">
      <span className="verification-hint__icon" aria-hidden="true">
        ✉
      </span>
      <div className="verification-hint__text">
        <p id="verification-hint-title" className="verification-hint__title">
          {authShellCopy.verification.title}
        </p>
        <p>
          {authShellCopy.verification.sentBefore}
          <strong>{email}</strong>
          {authShellCopy.verification.sentAfter}
        </p>
      </div>
      <button
        type="button"
        className="verification-hint__close"
        aria-label={authShellCopy.verification.close}
        onClick={clearVerificationHint}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
