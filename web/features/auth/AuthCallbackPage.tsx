import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { describeAuthError } from '../../apiClient/errorTexts';
import { callbackOutcome } from './callbackOutcome';
import { getInitialUrlAuthError, getSupabase } from '../../session/supabaseClient';
import './auth.css';

type CallbackState =
  { kind: 'loading' } | { kind: 'redirecting' } | { kind: 'error'; message: string };

/** /auth/callback: where confirmation, magic-link and reset e-mails land. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    const resolve = async (): Promise<CallbackState> => {
      const client = await getSupabase();
      if (!client) {
        return {
          kind: 'error',
          message: 'Fehler beim Abrufen der Session: Der Server ist nicht erreichbar.',
        };
      }
      // getSession() waits until the client has read the session from the URL hash.
      const { data, error } = await client.auth.getSession();
      if (error) {
        return {
          kind: 'error',
          message: `Fehler beim Abrufen der Session: ${describeAuthError(error, 'callback').message}`,
        };
      }
      const outcome = callbackOutcome(type, getInitialUrlAuthError(), data.session !== null);
      if (outcome.kind === 'error') return outcome;
      navigate(outcome.to, { replace: true });
      return { kind: 'redirecting' };
    };
    resolve()
      .catch((): CallbackState => ({
        kind: 'error',
        message: 'Unerwarteter Fehler beim Authentifizieren',
      }))
      .then((next) => {
        if (active) setState(next);
      });
    return () => {
      active = false;
    };
  }, [type, navigate]);

  return (
    <div className="auth-page">
      <title>Anmeldung – Duftkompass</title>
      {state.kind === 'error' ? (
        <div className="auth-page__status" role="alert">
          <h1 className="auth-page__title">Authentifizierung fehlgeschlagen</h1>
          <p className="auth-page__text">{state.message}</p>
          <Link to="/" className="button button--primary">
            Zur Startseite
          </Link>
        </div>
      ) : (
        <div className="auth-page__status" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>
            {state.kind === 'loading' ? 'Authentifizierung wird verarbeitet …' : 'Weiterleitung …'}
          </p>
        </div>
      )}
    </div>
  );
}
