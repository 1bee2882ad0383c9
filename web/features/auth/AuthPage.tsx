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
      <title>{isRegister ? 'Registrieren – Duftkompass' : 'Anmelden – Duftkompass'}</title>
      <h1 className="auth-page__title">{isRegister ? 'Registrieren' : 'Anmelden'}</h1>
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
                label="Vorname"
                value={values.firstName}
                onChange={(v) => update('firstName', v)}
                autoComplete="given-name"
              />
              <TextField
                label="Nachname"
                value={values.lastName}
                onChange={(v) => update('lastName', v)}
                autoComplete="family-name"
              />
            </div>
          )}
          <TextField
            label="E-Mail"
            type="email"
            value={values.email}
            onChange={(v) => update('email', v)}
            autoComplete="email"
            required
          />
          <PasswordField
            label={isRegister ? 'Passwort (mindestens 8 Zeichen)' : 'Passwort'}
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
                label="Passwort wiederholen"
                value={values.confirmPassword}
                onChange={(v) => update('confirmPassword', v)}
                visible={showConfirm}
                onToggleVisible={() => setShowConfirm((v) => !v)}
                autoComplete="new-password"
                hints={
                  <PasswordMatchHint
                    password={values.password}
                    confirmPassword={values.confirmPassword}
                    mismatchText="Die Passwörter stimmen nicht überein"
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
            {form.submitting ? 'Bitte warten …' : isRegister ? 'Registrieren' : 'Anmelden'}
          </button>
        </form>
      )}
      {!isRegister && !form.showResetBox && (
        <button type="button" className="link-button" onClick={form.openResetBox}>
          Passwort vergessen?
        </button>
      )}
      {!isRegister && form.showResetBox && <ResetBox initialEmail={values.email} />}
      {!form.success && <GoogleButton />}
      <p className="auth-form__switch">
        {isRegister ? 'Bereits registriert?' : 'Noch kein Konto?'}{' '}
        <button type="button" className="link-button" onClick={form.toggleMode}>
          {isRegister ? 'Jetzt anmelden' : 'Jetzt registrieren'}
        </button>
      </p>
    </div>
  );
}
