import { useState, type FormEvent } from 'react';
import { LOGIN_PROBLEM_TITLE } from '../../apiClient/errorTexts';
import { useToast } from '../../ui/toast/toastStore';
import { track } from '../analytics/track';
import { probeAccount } from './accountProbe';
import { describeAuthError } from '../../apiClient/errorTexts';
import { closeAuthDialog, setAuthDialogMode, showVerificationHint } from './authDialogStore';
import { canSubmitCredentials, type CredentialMode } from './credentialRules';
import { useAuth } from './useAuth';
import { authCopy } from '../../copy/auth';

const EMPTY_VALUES = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  termsAccepted: false,
};

export type CredentialFormValues = typeof EMPTY_VALUES;

/** State and submit logic of the dialog's login/sign-up form. */
export function useCredentialsForm(mode: CredentialMode) {
  const auth = useAuth();
  const { show } = useToast();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const update = <K extends keyof CredentialFormValues>(key: K, value: CredentialFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Toggling login/sign-up clears the passwords, the show/hide toggles and the terms. */
  const switchMode = (next: CredentialMode, message: string | null = null) => {
    setValues((current) => ({
      ...current,
      password: '',
      confirmPassword: '',
      termsAccepted: false,
    }));
    setShowPassword(false);
    setShowConfirm(false);
    setError(message);
    setResetOpen(false);
    setAuthDialogMode(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitCredentials(mode, values) || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      if (mode === 'signup') {
        const outcome = await auth.signUp(values.email, values.password, values);
        track('signup');
        closeAuthDialog();
        if (outcome === 'confirmEmail') {
          auth.startTempMode(values.email);
          showVerificationHint(values.email.trim());
        } else {
          show({
            title: authCopy.callback.welcome,
            description: authCopy.credentials.accountReady,
          });
        }
      } else {
        await auth.signIn(values.email, values.password);
        const probe = await probeAccount();
        if (!probe.ok) {
          show({ variant: 'destructive', title: LOGIN_PROBLEM_TITLE, description: probe.message });
          setResetOpen(true);
          return;
        }
        closeAuthDialog();
        show({
          title: authCopy.credentials.welcomeBack,
          description: authCopy.credentials.signedInNow,
        });
      }
    } catch (caught) {
      const described = describeAuthError(caught, mode);
      if (described.followUp === 'switchToLogin') switchMode('login', described.message);
      else setError(described.message);
      if (described.followUp === 'openReset') setResetOpen(true);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    update,
    showPassword,
    toggleShowPassword: () => setShowPassword((v) => !v),
    showConfirm,
    toggleShowConfirm: () => setShowConfirm((v) => !v),
    error,
    submitting,
    canSubmit: canSubmitCredentials(mode, values) && !submitting,
    resetOpen,
    openReset: () => setResetOpen(true),
    switchMode,
    submit,
  };
}
