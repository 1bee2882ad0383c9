import { TextField } from './TextField';
import type { ReauthProof } from './useReauthProof';

type Props = {
  proof: ReauthProof;
  /** The password field's label; the password change calls it the current one. */
  passwordLabel?: string;
};

/** "Bitte bestätige, dass du es bist": the current password, or a code by mail (review N6). */
export function ReauthProofFields({ proof, passwordLabel = 'Dein Passwort' }: Props) {
  return (
    <div className="reauth-proof">
      <p>
        Bitte bestätige, dass du es bist: Gib dein Passwort ein. Hast du kein Passwort (Anmeldung
        mit Google oder per Link), schicken wir dir einen Code per E-Mail.
      </p>
      <TextField
        label={passwordLabel}
        type="password"
        value={proof.password}
        onChange={proof.setPassword}
        autoComplete="current-password"
        autoFocus
      />
      {proof.codeSent ? (
        <>
          <p role="status">Wir haben dir einen Code an deine E-Mail-Adresse geschickt.</p>
          <TextField
            label="Code aus der E-Mail"
            value={proof.code}
            onChange={proof.setCode}
            autoComplete="one-time-code"
          />
        </>
      ) : (
        <button type="button" className="link-button" onClick={proof.requestCode}>
          Stattdessen Code per E-Mail senden
        </button>
      )}
      {proof.error && (
        <p role="alert" className="notice notice--error">
          {proof.error}
        </p>
      )}
    </div>
  );
}
