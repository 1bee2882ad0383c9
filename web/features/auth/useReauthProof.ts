import { useState } from 'react';
import { describeAuthError } from '../../apiClient/errorTexts';
import { isAuthError } from '../../session/supabaseClient';
import { requestReauthenticationCode, type ReauthProofBody } from './authActions';

/** What the proof fields show and change (ReauthProofFields). */
export type ReauthProof = {
  password: string;
  setPassword: (value: string) => void;
  code: string;
  setCode: (value: string) => void;
  codeSent: boolean;
  error: string | null;
  requestCode: () => void;
};

/** Codes of a refused or missing proof, in the /api and the GoTrue answers alike. */
const PROOF_CODES = new Set([
  'reauthentication_needed',
  'reauthentication_not_valid',
  'current_password_mismatch',
]);

export const isProofRefusal = (code: string | undefined): boolean =>
  code !== undefined && PROOF_CODES.has(code);

/**
 * State of the proof fields, shown once the server refused without a proof. A code typed
 * after asking for one wins over a password left in its field.
 */
export function useReauthProof(sendCode: () => Promise<void> = requestReauthenticationCode) {
  const [needed, setNeeded] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const requestCode = async () => {
    setError(null);
    try {
      await sendCode();
      setCodeSent(true);
    } catch (caught) {
      setError(describeAuthError(caught, 'reset').message);
    }
  };

  return {
    needed,
    /** The proof to send with the request: {} until the fields hold something. */
    body(): ReauthProofBody {
      if (codeSent && code.trim()) return { nonce: code.trim() };
      return password ? { current_password: password } : {};
    },
    /** The server asked for a proof; `message` says why the one sent was refused. */
    demand(message: string | null) {
      setNeeded(true);
      setError(message);
    },
    setError,
    /**
     * An auth client error of the password change (GoTrue's codes) that concerns the proof
     * goes to the proof fields; true when it was taken. A back-off (429) after wrong current
     * passwords is shown there too once the fields are open.
     */
    takeAuthError(caught: unknown): boolean {
      if (!isAuthError(caught)) return false;
      if (isProofRefusal(caught.code)) {
        setNeeded(true);
        setError(
          caught.code === 'reauthentication_needed'
            ? null
            : describeAuthError(caught, 'updatePassword').message,
        );
        return true;
      }
      if (needed && caught.status === 429) {
        setError(describeAuthError(caught, 'updatePassword').message);
        return true;
      }
      return false;
    },
    fields: needed
      ? {
          password,
          setPassword,
          code,
          setCode,
          codeSent,
          error,
          requestCode: () => void requestCode(),
        }
      : null,
  };
}
