import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { track } from '../analytics/track';
import {
  describeAuthError,
  isNetworkAuthError,
  LOGIN_PROBLEM_TITLE,
} from '../../apiClient/errorTexts';
import { useToast } from '../../ui/toast/toastStore';
import { emailFromState, hasLoginProblemState, probeAccount } from './accountProbe';
import { registrationError, type CredentialMode } from './credentialRules';
import { useAuth } from './useAuth';
import { authCopy } from '../../copy/auth';

/** Spec 001 §9: the temporary user is set 2 s after a successful registration. */
export const REGISTER_TEMP_MODE_DELAY_MS = 2000;
export const REGISTER_SUCCESS_TEXT = authCopy.page.registerSuccess;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

/** State and submit logic of the /auth page (sign-in and registration, spec 001 §2, §8). */
export function useAuthPageForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useToast();
  // A link sign-in whose account did not answer comes here with the reset box open.
  const cameWithProblem = hasLoginProblemState(location.state);
  const [mode, setMode] = useState<CredentialMode>('login');
  // A link opened in another browser sends here with the address it knows.
  const [values, setValues] = useState(() => ({ ...EMPTY, email: emailFromState(location.state) }));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showResetBox, setShowResetBox] = useState(cameWithProblem);
  /** Signed in, but the account did not answer: the page stays, with the reset box. */
  const [loginProblem, setLoginProblem] = useState(cameWithProblem);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** The toggle clears the form, the errors and the terms checkbox. */
  const toggleMode = () => {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setValues(EMPTY);
    setError(null);
    setSuccess(null);
    setShowResetBox(false);
    setLoginProblem(false);
  };

  const register = async () => {
    const problem = registrationError(values);
    if (problem) return setError(problem);
    try {
      await auth.signUp(values.email, values.password, values);
      track('signup');
      setSuccess(REGISTER_SUCCESS_TEXT);
      const email = values.email;
      timer.current = setTimeout(() => {
        auth.startTempMode(email);
        navigate('/');
      }, REGISTER_TEMP_MODE_DELAY_MS);
    } catch (caught) {
      setError(
        isNetworkAuthError(caught)
          ? authCopy.page.connectionError
          : authCopy.page.registerFailed(describeAuthError(caught, 'signup').message),
      );
    }
  };

  const login = async () => {
    try {
      await auth.signIn(values.email, values.password);
      // Spec 000 §7/§8: the account must answer right after the sign-in.
      const probe = await probeAccount();
      if (!probe.ok) {
        setLoginProblem(true);
        show({ variant: 'destructive', title: LOGIN_PROBLEM_TITLE, description: probe.message });
        setShowResetBox(true);
        return;
      }
      navigate('/', { replace: true });
    } catch (caught) {
      const described = describeAuthError(caught, 'login');
      setError(described.message);
      if (described.followUp === 'openReset') setShowResetBox(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setSubmitting(true);
    await (mode === 'signup' ? register() : login());
    setSubmitting(false);
  };

  return {
    mode,
    values,
    update,
    error,
    success,
    submitting,
    loginProblem,
    showResetBox,
    openResetBox: () => setShowResetBox(true),
    toggleMode,
    submit,
  };
}
