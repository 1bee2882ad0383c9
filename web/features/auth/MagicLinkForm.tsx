import { useState, type FormEvent } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { openAuthDialog } from './authDialogStore';
import { TextField } from './TextField';
import { useAuth } from './useAuth';
import { authCopy } from '../../copy/auth';

/** Sign-in by a one-time link; it may create the account (spec 000 §6). */
export function MagicLinkForm() {
  const { signInWithMagicLink } = useAuth();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    setStatus('sending');
    setError(null);
    try {
      await signInWithMagicLink(email);
      setStatus('sent');
    } catch (caught) {
      setError(describeAuthError(caught, 'magicLink').message);
      setStatus('idle');
    }
  };

  if (status === 'sent') {
    return (
      <div className="auth-form">
        <div className="notice notice--info" role="status">
          <p className="notice__title">{authCopy.common.checkInbox}</p>
          <p>
            {authCopy.magicLink.sentBefore}
            <strong>{email.trim()}</strong>
            {authCopy.magicLink.sentAfter}
          </p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => openAuthDialog('signup')}
        >
          {authCopy.magicLink.backToSignup}
        </button>
      </div>
    );
  }

  return (
    <div className="auth-form">
      <form className="auth-form__fields" onSubmit={(event) => void submit(event)} noValidate>
        <p className="auth-form__intro">{authCopy.magicLink.intro}</p>
        <TextField
          label={authCopy.fields.email}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
          autoFocus
        />
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={email.trim() === '' || status === 'sending'}
        >
          {status === 'sending' ? authCopy.common.sending : authCopy.magicLink.send}
        </button>
      </form>
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => openAuthDialog('login')}>
          {authCopy.magicLink.withPassword}
        </button>
        {' · '}
        <button type="button" className="link-button" onClick={() => openAuthDialog('signup')}>
          {authCopy.common.register}
        </button>
      </p>
    </div>
  );
}
