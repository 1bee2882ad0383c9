import { authCopy } from '../../copy/auth';
import { TextField } from './TextField';
import type { ReauthProof } from './useReauthProof';

type Props = {
  proof: ReauthProof;
  /** The password field's label; the password change calls it the current one. */
  passwordLabel?: string;
};

/** "Bitte bestätige, dass du es bist": the current password, or a code by mail (review N6). */
export function ReauthProofFields({
  proof,
  passwordLabel = authCopy.deleteAccount.yourPassword,
}: Props) {
  return (
    <div className="reauth-proof">
      <p>{authCopy.deleteAccount.proveIntro}</p>
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
          <p role="status">{authCopy.deleteAccount.codeSent}</p>
          <TextField
            label={authCopy.deleteAccount.codeLabel}
            value={proof.code}
            onChange={proof.setCode}
            autoComplete="one-time-code"
          />
        </>
      ) : (
        <button type="button" className="link-button" onClick={proof.requestCode}>
          {authCopy.deleteAccount.sendCode}
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
