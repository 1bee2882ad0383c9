import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { PasswordLengthHint, PasswordMatchHint } from './PasswordHints';
import { ResetBox } from './ResetBox';
import { TermsCheckbox } from './TermsCheckbox';
import { TextField } from './TextField';
import { useAuth } from './useAuth';
import { useAuthPageForm } from './useAuthPageForm';
import './auth.css';
import { authCopy } from '../../copy/auth';

/** /auth: sign-in and registration as a page (spec 001 §2); signed-in visitors go to /. */
export function AuthPage() {
  const { user, loading } = useAuth();
  const form = useAuthPageForm();
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const { values, update } = form;
  const isRegister = form.mode === 'signup';

  // A sign-in made here waits for its account probe (and stays when it fails).
  const settled = !form.success && !form.submitting && !form.loginProblem;
  if (!loading && user && settled) return <Navigate to="/" replace />;

  return (
    <div className="auth-page">
      <title>{isRegister ? authCopy.page.docTitleSignup : authCopy.page.docTitleLogin}</title>
      <h1 className="auth-page__title">
        {isRegister ? authCopy.common.register : authCopy.dialog.titleLogin}
      </h1>
      {form.success ? (
        <p className="notice notice--info" role="status">
          {form.success}
        </p>
      ) : (
        <form
          className="auth-form__fields"
          onSubmit={(event) => void form.submit(event)}
          noValidate
        >
          {isRegister && (
            <div className="auth-form__row">
              <TextField
                label={authCopy.page.firstName}
                value={values.firstName}
                onChange={(v) => update('firstName', v)}
                autoComplete="given-name"
              />
              <TextField
                label={authCopy.page.lastName}
                value={values.lastName}
                onChange={(v) => update('lastName', v)}
                autoComplete="family-name"
              />
            </div>
          )}
          <TextField
            label={authCopy.fields.email}
            type="email"
            value={values.email}
            onChange={(v) => update('email', v)}
            autoComplete="email"
            required
          />
          <PasswordField
            label={isRegister ? authCopy.page.passwordMin : authCopy.fields.password}
            value={values.password}
            onChange={(v) => update('password', v)}
            visible={showPassword}
            onToggleVisible={() => setShowPassword((v) => !v)}
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            hints={isRegister ? <PasswordLengthHint password={values.password} /> : undefined}
          />
          {isRegister && (
            <>
              <PasswordField
                label={authCopy.page.repeatPassword}
                value={values.confirmPassword}
                onChange={(v) => update('confirmPassword', v)}
                visible={showConfirm}
                onToggleVisible={() => setShowConfirm((v) => !v)}
                autoComplete="new-password"
                hints={
                  <PasswordMatchHint
                    password={values.password}
                    confirmPassword={values.confirmPassword}
                    mismatchText={authCopy.rules.mismatchInline}
                  />
                }
              />
              <TermsCheckbox
                checked={values.termsAccepted}
                onChange={(v) => update('termsAccepted', v)}
              />
            </>
          )}
          {form.error && (
            <p className="form-alert" role="alert">
              {form.error}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={form.submitting || (isRegister && !values.termsAccepted)}
          >
            {form.submitting
              ? authCopy.common.pleaseWait
              : isRegister
                ? authCopy.common.register
                : authCopy.dialog.titleLogin}
          </button>
        </form>
      )}
      {!isRegister && !form.showResetBox && (
        <button type="button" className="link-button" onClick={form.openResetBox}>
          {authCopy.common.forgotPassword}
        </button>
      )}
      {!isRegister && form.showResetBox && <ResetBox initialEmail={values.email} />}
      {!form.success && <GoogleButton />}
      <p className="auth-form__switch">
        {isRegister ? authCopy.page.alreadyRegistered : authCopy.common.noAccount}{' '}
        <button type="button" className="link-button" onClick={form.toggleMode}>
          {isRegister ? authCopy.page.signInNow : authCopy.page.registerNow}
        </button>
      </p>
    </div>
  );
}
