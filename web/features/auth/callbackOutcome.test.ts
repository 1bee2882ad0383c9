import { describe, expect, it } from 'vitest';
import { callbackOutcome, INVALID_RESET_LINK, linkKindOf } from './callbackOutcome';
import { readUrlAuthError } from '../../session/urlAuthError';
import { OTHER_BROWSER_TEXT } from '../../copy/auth';

const expired = readUrlAuthError(
  'http://localhost/auth/callback?type=signup#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
);

describe('readUrlAuthError', () => {
  it('reads the error GoTrue put into the hash', () => {
    expect(expired).toEqual({
      error: 'access_denied',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
  });

  it('finds nothing in an ordinary address or a session hash', () => {
    expect(readUrlAuthError('http://localhost/auth/callback?type=signup')).toBeNull();
    expect(readUrlAuthError('http://localhost/#access_token=x&type=signup')).toBeNull();
  });
});

describe('callbackOutcome', () => {
  it('sends a recovery with a session to /auth/update-password', () => {
    expect(callbackOutcome('recovery', null, true)).toEqual({
      kind: 'redirect',
      to: '/auth/update-password',
    });
  });

  it('rejects a recovery without a session as an invalid reset link', () => {
    expect(callbackOutcome('recovery', null, false)).toEqual({
      kind: 'error',
      message: INVALID_RESET_LINK,
      offer: 'newLink',
    });
  });

  it('sends a confirmed sign-up and a magic link with a session home', () => {
    expect(callbackOutcome('signup', null, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(callbackOutcome('invite', null, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(callbackOutcome('magiclink', null, true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('explains a failed confirmation and a failed magic link with their prefixes', () => {
    expect(callbackOutcome('signup', expired, false)).toEqual({
      kind: 'error',
      message:
        'Fehler bei der E-Mail-Bestätigung: Der Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.',
      offer: 'newLink',
    });
    expect(callbackOutcome(null, null, false).kind).toBe('error');
    expect(callbackOutcome('magiclink', expired, true)).toMatchObject({
      message: expect.stringMatching(/^Fehler beim Magic Link: /),
    });
  });

  it('offers a new link when nobody is signed in, and no new link to someone who is', () => {
    expect(callbackOutcome('signup', expired, false)).toMatchObject({ offer: 'newLink' });
    expect(callbackOutcome('magiclink', null, false)).toMatchObject({ offer: 'newLink' });
    // The second click on a confirmation link, in the browser the first one signed in.
    expect(callbackOutcome('signup', expired, true)).toMatchObject({ offer: 'signedIn' });
  });

  it('names the mail a new link is by the type in the address', () => {
    expect(linkKindOf('signup')).toBe('signup');
    expect(linkKindOf('invite')).toBe('signup');
    expect(linkKindOf('recovery')).toBe('recovery');
    expect(linkKindOf('magiclink')).toBe('magiclink');
    expect(linkKindOf(null)).toBe('magiclink');
  });
});

describe("a link opened in another browser (PKCE code without this browser's verifier)", () => {
  it('says what happened per kind of link instead of calling the link invalid', () => {
    expect(callbackOutcome('signup', null, false, true)).toEqual({
      kind: 'error',
      message: OTHER_BROWSER_TEXT.signup,
      offer: 'otherBrowser',
    });
    expect(callbackOutcome('magiclink', null, false, true)).toMatchObject({
      message: OTHER_BROWSER_TEXT.magiclink,
      offer: 'otherBrowser',
    });
    expect(callbackOutcome('recovery', null, false, true)).toMatchObject({
      message: OTHER_BROWSER_TEXT.recovery,
      offer: 'otherBrowser',
    });
    expect(OTHER_BROWSER_TEXT.signup).toMatch(/^Deine E-Mail-Adresse ist bestätigt\./);
  });

  it("keeps the link's own error and a session ahead of it", () => {
    expect(callbackOutcome('signup', expired, false, true)).toMatchObject({ offer: 'newLink' });
    expect(callbackOutcome('signup', null, true, true)).toEqual({ kind: 'redirect', to: '/' });
  });
});
