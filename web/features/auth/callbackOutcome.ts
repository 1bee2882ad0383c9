// What /auth/callback does with the address it was opened with (spec 001 §2): the type in the
// query says which e-mail link led here; the session (set up by the client from the URL hash)
// or the error GoTrue put in the URL decides where to go next.
import { describeUrlAuthError } from '../../apiClient/errorTexts';
import type { UrlAuthError } from '../../session/urlAuthError';
import { OTHER_BROWSER_TEXT } from '../../copy/auth';
import { authCopy } from '../../copy/auth';

/**
 * 'newLink': the link was used or expired and nobody is signed in, so the page offers to send
 * a new one; 'signedIn': a used link opened where its sign-in already happened; 'otherBrowser':
 * the link was opened in another browser than the one that asked for it (PKCE), so the server
 * did its part (a confirmation is done) but no session can follow here.
 */
export type LinkOffer = 'newLink' | 'signedIn' | 'otherBrowser';

export type CallbackOutcome =
  { kind: 'redirect'; to: string } | { kind: 'error'; message: string; offer: LinkOffer };

/** Which mail a new link is: the type in the address decides, as for the outcome. */
export type LinkKind = 'signup' | 'magiclink' | 'recovery';

export function linkKindOf(type: string | null): LinkKind {
  if (type === 'recovery') return 'recovery';
  return type === 'signup' || type === 'invite' ? 'signup' : 'magiclink';
}

export const INVALID_RESET_LINK = authCopy.callback.invalidResetLink;
const EXPIRED_LINK = authCopy.callback.expiredLink;

export function callbackOutcome(
  type: string | null,
  urlError: UrlAuthError | null,
  hasSession: boolean,
  codeWithoutVerifier = false,
): CallbackOutcome {
  if (!hasSession && !urlError && codeWithoutVerifier) {
    return { kind: 'error', message: OTHER_BROWSER_TEXT[linkKindOf(type)], offer: 'otherBrowser' };
  }
  if (type === 'recovery') {
    return hasSession && !urlError
      ? { kind: 'redirect', to: '/auth/update-password' }
      : { kind: 'error', message: INVALID_RESET_LINK, offer: 'newLink' };
  }
  const prefix =
    type === 'signup' || type === 'invite'
      ? authCopy.callback.signupErrorPrefix
      : authCopy.callback.magicLinkErrorPrefix;
  const offer: LinkOffer = hasSession ? 'signedIn' : 'newLink';
  if (urlError) {
    return { kind: 'error', message: `${prefix}: ${describeUrlAuthError(urlError.code)}`, offer };
  }
  if (!hasSession) return { kind: 'error', message: `${prefix}: ${EXPIRED_LINK}`, offer };
  return { kind: 'redirect', to: '/' };
}
