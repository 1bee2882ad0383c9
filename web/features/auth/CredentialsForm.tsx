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
import { authCopy } from '../../copy/auth';

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
          {authCopy.credentials.newHere}{' '}
          <button type="button" className="link-button" onClick={() => form.switchMode('signup')}>
            {authCopy.dialog.titleSignup}
          </button>
        </p>
      )}
      <form className="auth-form__fields" onSubmit={(event) => void form.submit(event)} noValidate>
        <TextField
          label={authCopy.fields.email}
          type="email"
          value={values.email}
          onChange={(v) => update('email', v)}
          autoComplete="email"
          required
          autoFocus
        />
        <PasswordField
          label={authCopy.fields.password}
          value={values.password}
          onChange={(v) => update('password', v)}
          visible={form.showPassword}
          onToggleVisible={form.toggleShowPassword}
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          placeholder={authCopy.fields.passwordPlaceholder}
          hints={<PasswordLengthHint password={values.password} />}
        />
        {isSignup && (
          <>
            <PasswordField
              label={authCopy.fields.confirmPassword}
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
                label={authCopy.credentials.firstNameOptional}
                value={values.firstName}
                onChange={(v) => update('firstName', v)}
                autoComplete="given-name"
              />
              <TextField
                label={authCopy.credentials.lastNameOptional}
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
          {form.submitting
            ? authCopy.common.pleaseWait
            : isSignup
              ? authCopy.dialog.titleSignup
              : authCopy.dialog.titleLogin}
        </button>
      </form>

      {!isSignup && !form.resetOpen && (
        <button type="button" className="link-button" onClick={form.openReset}>
          {authCopy.common.forgotPassword}
        </button>
      )}
      {!isSignup && form.resetOpen && <ResetBox initialEmail={values.email} />}

      <div className="auth-form__divider" role="separator">
        {authCopy.credentials.or}
      </div>
      <GoogleButton />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => openAuthDialog('magicLink')}
      >
        {authCopy.credentials.magicLink}
      </button>
      <p className="auth-form__switch">
        {isSignup ? authCopy.credentials.haveAccount : authCopy.common.noAccount}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => form.switchMode(isSignup ? 'login' : 'signup')}
        >
          {isSignup ? authCopy.dialog.titleLogin : authCopy.common.register}
        </button>
      </p>
    </div>
  );
}
