import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toast/toastStore';
import { describeAuthError } from '../../apiClient/errorTexts';
import { isPasswordTooShort, newPasswordProblem } from './credentialRules';
import { NewPasswordFields } from './NewPasswordFields';
import { isAuthError } from '../../session/supabaseClient';
import { ReauthProofFields } from './ReauthProofFields';
import { useAuth } from './useAuth';
import { useReauthProof } from './useReauthProof';
import { useDelayedNavigate } from './useDelayedNavigate';
import './auth.css';
import { authCopy } from '../../copy/auth';

/** Spec 001 §9: redirect delays of this page. */
export const INVALID_SESSION_REDIRECT_MS = 3000;
export const UPDATED_REDIRECT_MS = 2000;

/** /auth/update-password: the target of a reset link after /auth/callback. */
export function UpdatePasswordPage() {
  const { session, loading, updatePassword } = useAuth();
  const { show } = useToast();
  const navigateLater = useDelayedNavigate();
  // Review N6, L4: outside a recovery link an older sign-in needs a proof with the change.
  const proof = useReauthProof();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<'form' | 'saving' | 'done'>('form');
  const warned = useRef(false);

  useEffect(() => {
    if (loading || session || warned.current) return;
    warned.current = true;
    show({
      variant: 'destructive',
      title: authCopy.updatePassword.invalidSessionTitle,
      description: authCopy.updatePassword.invalidSessionText,
    });
    navigateLater('/', INVALID_SESSION_REDIRECT_MS);
  }, [loading, session, show, navigateLater]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) return void show({ variant: 'destructive', ...problem });
    setStatus('saving');
    proof.setError(null);
    try {
      await updatePassword(password, proof.body());
      setStatus('done');
      show({
        title: authCopy.updatePassword.updatedTitle,
        description: authCopy.updatePassword.updatedText,
      });
      navigateLater('/', UPDATED_REDIRECT_MS);
    } catch (caught) {
      setStatus('form');
      if (proof.takeAuthError(caught)) return;
      show(
        isAuthError(caught)
          ? {
              variant: 'destructive',
              title: authCopy.updatePassword.errorTitle,
              description: describeAuthError(caught, 'updatePassword').message,
            }
          : {
              variant: 'destructive',
              title: authCopy.updatePassword.unexpectedTitle,
              description: authCopy.updatePassword.unexpectedText,
            },
      );
    }
  };

  return (
    <div className="auth-page">
      <title>{authCopy.updatePassword.docTitle}</title>
      <h1 className="auth-page__title">{authCopy.updatePassword.title}</h1>
      {loading ? (
        <div className="auth-page__status" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{authCopy.updatePassword.checking}</p>
        </div>
      ) : !session ? (
        <p className="auth-page__text">{authCopy.updatePassword.toHome}</p>
      ) : status === 'done' ? (
        <p className="notice notice--info" role="status">
          {authCopy.updatePassword.changed}
        </p>
      ) : (
        <form className="auth-form__fields" onSubmit={(event) => void submit(event)} noValidate>
          <p className="auth-page__text">{authCopy.updatePassword.intro}</p>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
          />
          {proof.fields && (
            <ReauthProofFields
              proof={proof.fields}
              passwordLabel={authCopy.fields.currentPassword}
            />
          )}
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={
              status === 'saving' ||
              password === '' ||
              confirm === '' ||
              isPasswordTooShort(password)
            }
          >
            {status === 'saving' ? authCopy.common.saving : authCopy.updatePassword.submit}
          </button>
        </form>
      )}
    </div>
  );
}
