import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../ui/toast/toastStore';
import { describeAuthError } from '../../apiClient/errorTexts';
import { passwordResetError } from './credentialRules';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordLengthHint, PasswordMatchHint } from './PasswordHints';
import { getSupabase, isAuthError } from '../../session/supabaseClient';
import { ReauthProofFields } from './ReauthProofFields';
import { useAuth } from './useAuth';
import { useReauthProof } from './useReauthProof';
import { useDelayedNavigate } from './useDelayedNavigate';
import './auth.css';
import { authCopy } from '../../copy/auth';

export const PASSWORD_CHANGED_REDIRECT_MS = 2000;

/** /password-reset: "Neues Passwort setzen" (spec 001 §2, §4). */
export function PasswordResetPage() {
  const { updatePassword } = useAuth();
  const { show } = useToast();
  const navigateLater = useDelayedNavigate();
  // Review N6, L4: outside a recovery link an older sign-in needs a proof with the change.
  const proof = useReauthProof();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<'editing' | 'saving' | 'done'>('editing');
  const [error, setError] = useState<string | null>(null);
  const rulesPass = passwordResetError(password, confirm) === null;

  useEffect(() => {
    let unsubscribe = () => {};
    void getSupabase().then((client) => {
      const listener = client?.auth.onAuthStateChange((event) => {
        // Arriving from a reset link is expected here; worth a trace, not a message.
        // SIGNED_IN is not read as "password changed" (README, Deviations from the spec):
        // supabase-js sends it whenever the tab becomes visible again.
        if (event === 'PASSWORD_RECOVERY') console.info('Passwort-Wiederherstellung gestartet');
      });
      if (listener) unsubscribe = () => listener.data.subscription.unsubscribe();
    });
    return () => unsubscribe();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'saving') return;
    // The button is disabled while a rule fails; a submit that gets through anyway says why.
    const problem = passwordResetError(password, confirm);
    if (problem) return setError(problem);
    setStatus('saving');
    setError(null);
    proof.setError(null);
    try {
      await updatePassword(password, proof.body());
      setStatus('done');
      show({
        title: authCopy.passwordReset.changedToastTitle,
        description: authCopy.passwordReset.changedToastText,
      });
      navigateLater('/profile', PASSWORD_CHANGED_REDIRECT_MS);
    } catch (caught) {
      setStatus('editing');
      if (proof.takeAuthError(caught)) return;
      setError(
        isAuthError(caught)
          ? describeAuthError(caught, 'updatePassword').message
          : authCopy.passwordReset.unexpected,
      );
    }
  };

  if (status === 'done') {
    return (
      <div className="auth-page">
        <div className="auth-page__status" role="status">
          <span className="spinner" aria-hidden="true" />
          <h1 className="auth-page__title">{authCopy.passwordReset.changedTitle}</h1>
          <p className="auth-page__text">{authCopy.passwordReset.toProfile}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <title>{authCopy.passwordReset.docTitle}</title>
      <h1 className="auth-page__title">{authCopy.passwordReset.title}</h1>
      <form className="auth-form__fields" onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          passwordHints={<PasswordLengthHint password={password} />}
          confirmHints={
            <PasswordMatchHint
              password={password}
              confirmPassword={confirm}
              mismatchText={authCopy.rules.mismatchTitle}
            />
          }
        />
        {proof.fields && (
          <ReauthProofFields proof={proof.fields} passwordLabel={authCopy.fields.currentPassword} />
        )}
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={!rulesPass || status === 'saving'}
        >
          {status === 'saving' && <span className="spinner spinner--small" aria-hidden="true" />}
          {status === 'saving' ? authCopy.common.saving : authCopy.passwordReset.submit}
        </button>
      </form>
      <Link to="/" className="link-button">
        {authCopy.passwordReset.backHome}
      </Link>
    </div>
  );
}
