import { useState } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { useGoogleEnabled } from '../../session/runtimeConfig';
import { useAuth } from './useAuth';
import { authCopy } from '../../copy/auth';

/** Shown only when the server has Google configured: a disabled button is a dead end. */
export function GoogleButton() {
  const enabled = useGoogleEnabled();
  const { signInWithGoogle } = useAuth();
  const [error, setError] = useState<string | null>(null);

  if (!enabled) return null;
  return (
    <div className="google-signin">
      <button
        type="button"
        className="button button--secondary google-signin__button"
        onClick={() => {
          setError(null);
          signInWithGoogle().catch((e: unknown) => setError(describeAuthError(e, 'login').message));
        }}
      >
        <span className="google-signin__logo" aria-hidden="true">
          G
        </span>
        {authCopy.google.button}
      </button>
      {error && (
        <p className="field__hint field__hint--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
