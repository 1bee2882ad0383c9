import { useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { TextField } from './TextField';
import { useAuth } from './useAuth';
import { authCopy } from '../../copy/auth';

/** The inline "Passwort vergessen?" box: sends a reset link to /auth/callback?type=recovery. */
export function ResetBox({ initialEmail }: { initialEmail: string }) {
  const { requestPasswordReset } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    setStatus('sending');
    setError(null);
    try {
      await requestPasswordReset(email);
      setStatus('sent');
    } catch (caught) {
      setError(describeAuthError(caught, 'reset').message);
      setStatus('idle');
    }
  };

  return (
    <section className="reset-box" aria-labelledby={titleId}>
      <h3 id={titleId} className="reset-box__title">
        {authCopy.reset.title}
      </h3>
      {status === 'sent' ? (
        <p role="status">
          {authCopy.reset.sentBefore}
          <strong>{email.trim()}</strong>
          {authCopy.reset.sentAfter}
        </p>
      ) : (
        <form className="reset-box__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="reset-box__text">{authCopy.reset.intro}</p>
          <TextField
            label={authCopy.reset.emailLabel}
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            required
          />
          {error && (
            <p className="form-alert" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="button button--secondary"
            disabled={email.trim() === '' || status === 'sending'}
          >
            {status === 'sending' ? authCopy.common.sending : authCopy.reset.send}
          </button>
        </form>
      )}
    </section>
  );
}
