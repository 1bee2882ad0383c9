import { useEffect, useRef } from 'react';
import { openAuthDialog } from './authDialogStore';
import { PASSWORDS_MISMATCH_INLINE, type CredentialMode } from './credentialRules';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { PasswordLengthHint, PasswordMatchHint } from './PasswordHints';
import { ResetBox } from './ResetBox';
import { TermsCheckbox } from './TermsCheckbox';
import { TextField } from './TextField';
import { useCredentialsForm } from './useCredentialsForm';

/** The dialog's login and sign-up modes; the reset box sits below, outside the form. */
export function CredentialsForm({ mode }: { mode: CredentialMode }) {
  const form = useCredentialsForm(mode);
  const { values, update } = form;
  const isSignup = mode === 'signup';
  const rootRef = useRef<HTMLDivElement>(null);

  // The form stays mounted when login and sign-up switch, so autoFocus does not fire again and
  // the pressed switch link may have left the DOM: the e-mail field gets the focus back.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
  }, [mode]);

  return (
    <div className="auth-form" ref={rootRef}>
      {!isSignup && (
        <p className="auth-form__switch auth-form__switch--top">
          Neu bei Duftkompass?{' '}
          <button type="button" className="link-button" onClick={() => form.switchMode('signup')}>
            Konto erstellen
          </button>
        </p>
      )}
      <form className="auth-form__fields" onSubmit={(event) => void form.submit(event)} noValidate>
        <TextField
          label="E-Mail"
          type="email"
          value={values.email}
          onChange={(v) => update('email', v)}
          autoComplete="email"
          required
          autoFocus
        />
        <PasswordField
          label="Passwort"
          value={values.password}
          onChange={(v) => update('password', v)}
          visible={form.showPassword}
          onToggleVisible={form.toggleShowPassword}
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          placeholder="Mindestens 8 Zeichen"
          hints={<PasswordLengthHint password={values.password} />}
        />
        {isSignup && (
          <>
            <PasswordField
              label="Passwort bestätigen"
              value={values.confirmPassword}
              onChange={(v) => update('confirmPassword', v)}
              visible={form.showConfirm}
              onToggleVisible={form.toggleShowConfirm}
              autoComplete="new-password"
              hints={
                <PasswordMatchHint
                  password={values.password}
                  confirmPassword={values.confirmPassword}
                  mismatchText={PASSWORDS_MISMATCH_INLINE}
                />
              }
            />
            <div className="auth-form__row">
              <TextField
                label="Vorname (optional)"
                value={values.firstName}
                onChange={(v) => update('firstName', v)}
                autoComplete="given-name"
              />
              <TextField
                label="Nachname (optional)"
                value={values.lastName}
                onChange={(v) => update('lastName', v)}
                autoComplete="family-name"
              />
            </div>
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
          disabled={!form.canSubmit}
        >
          {form.submitting ? 'Bitte warten …' : isSignup ? 'Konto erstellen' : 'Anmelden'}
        </button>
      </form>

      {!isSignup && !form.resetOpen && (
        <button type="button" className="link-button" onClick={form.openReset}>
          Passwort vergessen?
        </button>
      )}
      {!isSignup && form.resetOpen && <ResetBox initialEmail={values.email} />}

      <div className="auth-form__divider" role="separator">
        oder
      </div>
      <GoogleButton />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => openAuthDialog('magicLink')}
      >
        Mit Magic Link anmelden (ohne Passwort)
      </button>
      <p className="auth-form__switch">
        {isSignup ? 'Schon ein Konto?' : 'Noch kein Konto?'}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => form.switchMode(isSignup ? 'login' : 'signup')}
        >
          {isSignup ? 'Anmelden' : 'Registrieren'}
        </button>
      </p>
    </div>
  );
}
