import { useId, useState } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { useGoogleEnabled } from '../../session/runtimeConfig';
import { useAuth } from './useAuth';

export const GOOGLE_UNAVAILABLE_HINT = 'Google-Anmeldung ist auf diesem Server nicht eingerichtet.';

/** Enabled only when the server has Google configured; otherwise says why it is not. */
export function GoogleButton() {
  const enabled = useGoogleEnabled();
  const { signInWithGoogle } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  return (
    <div className="google-signin">
      <button
        type="button"
        className="button button--secondary google-signin__button"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : hintId}
        onClick={() => {
          setError(null);
          signInWithGoogle().catch((e: unknown) => setError(describeAuthError(e, 'login').message));
        }}
      >
        <span className="google-signin__logo" aria-hidden="true">
          G
        </span>
        Mit Google anmelden
      </button>
      {!enabled && (
        <p id={hintId} className="field__hint">
          {GOOGLE_UNAVAILABLE_HINT}
        </p>
      )}
      {error && (
        <p className="field__hint field__hint--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
