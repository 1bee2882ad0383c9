import { useState, type FormEvent } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { openAuthDialog } from './authDialogStore';
import type { LinkKind } from './callbackOutcome';
import { requestPasswordReset, resendConfirmation, signInWithMagicLink } from './authActions';
import { TextField } from './TextField';

const BUTTON: Record<LinkKind, string> = {
  signup: 'Neuen Bestätigungslink senden',
  magiclink: 'Neuen Anmeldelink senden',
  recovery: 'Neuen Link zum Zurücksetzen senden',
};

// No answer tells whether the address has an account (the server answers alike), so neither
// does the text.
const SENT: Record<LinkKind, string> = {
  signup:
    'Ist deine E-Mail-Adresse noch nicht bestätigt, kommt gleich ein neuer Bestätigungslink. Ist sie schon bestätigt, melde dich einfach an.',
  magiclink: 'Wir haben dir einen neuen Anmeldelink geschickt. Er gilt eine Stunde.',
  recovery:
    'Falls es ein Konto mit dieser Adresse gibt, kommt gleich ein neuer Link zum Zurücksetzen. Er gilt eine Stunde.',
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
          <p className="notice__title">Prüfe dein Postfach</p>
          <p>{SENT[kind]}</p>
        </div>
        {kind === 'signup' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => openAuthDialog('login')}
          >
            Anmelden
          </button>
        )}
      </div>
    );
  }

  return (
    <form className="new-link" onSubmit={(event) => void submit(event)} noValidate>
      <p className="new-link__intro">
        Jeder Link gilt nur einmal und eine Stunde lang. Wir schicken dir gern einen neuen.
      </p>
      <TextField
        label="E-Mail"
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
        {status === 'sending' ? 'Wird gesendet …' : BUTTON[kind]}
      </button>
    </form>
  );
}
