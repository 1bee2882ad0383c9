// German texts of the auth and account screens (issue 29: one copy module per screen family,
// so the next wording change is one place). Spec texts are kept verbatim; where ours differ,
// the README's deviations list the pair.

/** /auth/callback when the link was opened in another browser than the one that asked (PKCE). */
export const OTHER_BROWSER_TITLE = {
  signup: 'E-Mail bestätigt',
  magiclink: 'Link in einem anderen Browser geöffnet',
  recovery: 'Link in einem anderen Browser geöffnet',
} as const;

export const OTHER_BROWSER_TEXT = {
  signup:
    'Deine E-Mail-Adresse ist bestätigt. Angemeldet bist du hier aber noch nicht: Der Link meldet nur in dem Browser an, in dem du dich registriert hast. Melde dich hier mit deinem Passwort an.',
  magiclink:
    'Dieser Anmeldelink meldet nur in dem Browser an, in dem du ihn angefordert hast. Öffne ihn dort – oder melde dich hier an: mit deinem Passwort oder einem neuen Link.',
  recovery:
    'Dieser Link zum Zurücksetzen gilt nur in dem Browser, in dem du ihn angefordert hast. Öffne ihn dort – oder fordere hier einen neuen an.',
} as const;

export const SIGN_IN_HERE = 'Hier anmelden';
