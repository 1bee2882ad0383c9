// What /auth/callback does with the address it was opened with (spec 001 §2): the type in the
// query says which e-mail link led here; the session (set up by the client from the URL hash)
// or the error GoTrue put in the URL decides where to go next.
import { describeUrlAuthError } from '../../apiClient/errorTexts';
import type { UrlAuthError } from '../../session/urlAuthError';

export type CallbackOutcome = { kind: 'redirect'; to: string } | { kind: 'error'; message: string };

export const INVALID_RESET_LINK = 'Ungültige oder abgelaufene Reset-Link';
const EXPIRED_LINK = 'Der Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.';

export function callbackOutcome(
  type: string | null,
  urlError: UrlAuthError | null,
  hasSession: boolean,
): CallbackOutcome {
  if (type === 'recovery') {
    return hasSession && !urlError
      ? { kind: 'redirect', to: '/auth/update-password' }
      : { kind: 'error', message: INVALID_RESET_LINK };
  }
  const prefix =
    type === 'signup' || type === 'invite'
      ? 'Fehler bei der E-Mail-Bestätigung'
      : 'Fehler beim Magic Link';
  if (urlError)
    return { kind: 'error', message: `${prefix}: ${describeUrlAuthError(urlError.code)}` };
  if (!hasSession) return { kind: 'error', message: `${prefix}: ${EXPIRED_LINK}` };
  return { kind: 'redirect', to: '/' };
}
