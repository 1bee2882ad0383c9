import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { describeAuthError } from '../../apiClient/errorTexts';
import { useToast } from '../../ui/toast/toastStore';
import { LOGIN_PROBLEM_STATE, linkSignInProbed } from './accountProbe';
import { arriveAfterSignIn, MOVED_TEXT } from '../account/intentArrival';
import { currentIntent } from '../account/pendingIntent';
import { useTempModeStore } from '../account/tempModeStore';
import { callbackOutcome, linkKindOf, type LinkKind, type LinkOffer } from './callbackOutcome';
import { NewLinkOffer } from './NewLinkOffer';
import {
  getInitialCodeWithoutVerifier,
  getInitialUrlAuthError,
  getSupabase,
} from '../../session/supabaseClient';
import { OTHER_BROWSER_TITLE, SIGN_IN_HERE } from '../../copy/auth';
import { signInState } from './accountProbe';
import './auth.css';
import { authCopy } from '../../copy/auth';

type CallbackState =
  | { kind: 'loading' }
  | { kind: 'redirecting' }
  | { kind: 'error'; message: string; offer: LinkOffer };

/** What the toast after a link says (issue 29): the link's effect, then what moved. */
function arrivalToast(kind: LinkKind, movedItems: number) {
  const title = kind === 'signup' ? authCopy.callback.emailConfirmed : authCopy.callback.signedIn;
  const description =
    movedItems > 0
      ? MOVED_TEXT
      : kind === 'signup'
        ? authCopy.callback.accountReady
        : authCopy.callback.welcome;
  return { title, description };
}

/** The address a new link goes to: the one this device signed up or saved with, if any. */
function knownEmail(): string {
  const intent = currentIntent();
  if (intent?.stage === 'savedTemporarily') return intent.email;
  return useTempModeStore.getState().email ?? '';
}

/** /auth/callback: where confirmation, magic-link and reset e-mails land. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const navigate = useNavigate();
  const { show } = useToast();
  const [state, setState] = useState<CallbackState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    const resolve = async (): Promise<CallbackState> => {
      const client = await getSupabase();
      if (!client) {
        return {
          kind: 'error',
          message: authCopy.callback.serverUnreachable,
          offer: 'newLink',
        };
      }
      // getSession() waits until the client has read the session from the URL hash.
      const { data, error } = await client.auth.getSession();
      if (error) {
        return {
          kind: 'error',
          message: authCopy.callback.sessionError(describeAuthError(error, 'callback').message),
          offer: 'newLink',
        };
      }
      const outcome = callbackOutcome(
        type,
        getInitialUrlAuthError(),
        data.session !== null,
        getInitialCodeWithoutVerifier(),
      );
      if (outcome.kind === 'error') return outcome;
      const kind = linkKindOf(type);
      if (kind === 'recovery' || !data.session) {
        navigate(outcome.to, { replace: true });
        return { kind: 'redirecting' };
      }
      // Spec 000 §7/§8: the account must answer before anything moves into it; if it does
      // not, "Anmeldeproblem" says why and /auth opens with the reset box.
      if (!(await linkSignInProbed(show))) {
        if (active) navigate('/auth', { replace: true, state: LOGIN_PROBLEM_STATE });
        return { kind: 'redirecting' };
      }
      if (!active) return { kind: 'redirecting' };
      // The default collections and the move of temporary ones finish first, so the toast
      // can say what moved and the next page shows it.
      const { movedItems, destination } = await arriveAfterSignIn(data.session.user);
      if (!active) return { kind: 'redirecting' };
      show(arrivalToast(kind, movedItems));
      navigate(destination.to, { replace: true, state: destination.state });
      return { kind: 'redirecting' };
    };
    resolve()
      .catch((): CallbackState => ({
        kind: 'error',
        message: authCopy.callback.unexpected,
        offer: 'newLink',
      }))
      .then((next) => {
        if (active) setState(next);
      });
    return () => {
      active = false;
    };
  }, [type, navigate, show]);

  return (
    <div className="auth-page">
      <title>{authCopy.callback.docTitle}</title>
      {state.kind === 'error' && state.offer === 'signedIn' ? (
        <div className="auth-page__status" role="status">
          <h1 className="auth-page__title">{authCopy.callback.alreadySignedInTitle}</h1>
          <p className="auth-page__text">{authCopy.callback.alreadySignedInText}</p>
          <Link to="/" className="button button--primary">
            {authCopy.common.toHome}
          </Link>
        </div>
      ) : state.kind === 'error' && state.offer === 'otherBrowser' ? (
        <>
          <div className="auth-page__status" role="status">
            <h1 className="auth-page__title">{OTHER_BROWSER_TITLE[linkKindOf(type)]}</h1>
            <p className="auth-page__text">{state.message}</p>
            {linkKindOf(type) !== 'recovery' && (
              <Link to="/auth" state={signInState(knownEmail())} className="button button--primary">
                {SIGN_IN_HERE}
              </Link>
            )}
          </div>
          {linkKindOf(type) !== 'signup' && (
            <NewLinkOffer kind={linkKindOf(type)} initialEmail={knownEmail()} />
          )}
        </>
      ) : state.kind === 'error' ? (
        <>
          <div className="auth-page__status" role="alert">
            <h1 className="auth-page__title">{authCopy.callback.failedTitle}</h1>
            <p className="auth-page__text">{state.message}</p>
            <Link to="/" className="button button--ghost">
              {authCopy.common.toHome}
            </Link>
          </div>
          <NewLinkOffer kind={linkKindOf(type)} initialEmail={knownEmail()} />
        </>
      ) : (
        <div className="auth-page__status" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>
            {state.kind === 'loading'
              ? authCopy.callback.processing
              : authCopy.callback.redirecting}
          </p>
        </div>
      )}
    </div>
  );
}
