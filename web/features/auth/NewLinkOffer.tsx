import { useState, type FormEvent } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { openAuthDialog } from './authDialogStore';
import type { LinkKind } from './callbackOutcome';
import { requestPasswordReset, resendConfirmation, signInWithMagicLink } from './authActions';
import { TextField } from './TextField';
import { authCopy } from '../../copy/auth';

const BUTTON: Record<LinkKind, string> = {
  signup: authCopy.newLink.buttonSignup,
  magiclink: authCopy.newLink.buttonMagicLink,
  recovery: authCopy.newLink.buttonRecovery,
};

// No answer tells whether the address has an account (the server answers alike), so neither
// does the text.
const SENT: Record<LinkKind, string> = {
  signup: authCopy.newLink.sentSignup,
  magiclink: authCopy.newLink.sentMagicLink,
  recovery: authCopy.newLink.sentRecovery,
};

function send(kind: LinkKind, email: string): Promise<void> {
  if (kind === 'signup') return resendConfirmation(email);
  if (kind === 'recovery') return requestPasswordReset(email);
  return signInWithMagicLink(email);
}

/** Under a used or expired e-mail link: sends a new one of the same kind (issue 29). */
export function NewLinkOffer({ kind, initialEmail }: { kind: LinkKind; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || status === 'sending') return;
    setStatus('sending');
    setError(null);
    try {
      await send(kind, email);
      setStatus('sent');
    } catch (caught) {
      setError(describeAuthError(caught, kind === 'recovery' ? 'reset' : 'resend').message);
      setStatus('idle');
    }
  };

  if (status === 'sent') {
    return (
      <div className="new-link">
        <div className="notice notice--info" role="status">
          <p className="notice__title">{authCopy.common.checkInbox}</p>
          <p>{SENT[kind]}</p>
        </div>
        {kind === 'signup' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => openAuthDialog('login')}
          >
            {authCopy.dialog.titleLogin}
          </button>
        )}
      </div>
    );
  }

  return (
    <form className="new-link" onSubmit={(event) => void submit(event)} noValidate>
      <p className="new-link__intro">{authCopy.newLink.intro}</p>
      <TextField
        label={authCopy.fields.email}
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
        className="button button--primary"
        disabled={email.trim() === '' || status === 'sending'}
      >
        {status === 'sending' ? authCopy.common.sending : BUTTON[kind]}
      </button>
    </form>
  );
}
