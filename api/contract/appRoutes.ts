// The PWA's client-side routes, shared by the server and the browser: the server answers
// an unknown path with a 404 status (the app still shows its "Seite nicht gefunden" page),
// lists the public pages in sitemap.xml, and the browser titles the pages that set no title
// of their own. A route added to web/App.tsx belongs here too (appRoutes.test.ts checks).

/** Pages a search engine may list (robots.txt keeps the others out). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/parfum-empfehlungen',
  '/hilfe',
  '/datenschutz',
  '/agb',
  '/impressum',
] as const;

/** Every other route of the app: sign-in flows and personal pages. */
const PRIVATE_ROUTE_PATHS = [
  '/auth',
  '/auth/callback',
  '/auth/update-password',
  '/password-reset',
  '/profile',
  // The chosen list and its results: the visitor's own, shared by link (spec deviation in README).
  '/auswahl',
  '/ergebnis',
  // The admin dashboard (spec 001), disallowed in robots.txt like /api.
  '/admin',
  '/dashboard',
] as const;

/** Routes with a parameter, as web/App.tsx declares them, and the paths they answer. */
export const PARAM_ROUTES: Readonly<Record<string, RegExp>> = {
  // A perfume's own page; the id's shape is perfumeIdSchema's.
  '/parfum/:id': /^\/parfum\/[a-z]{2,8}-[A-Za-z0-9_-]{1,64}$/,
};

export const APP_ROUTE_PATHS: readonly string[] = [
  ...PUBLIC_PAGE_PATHS,
  ...PRIVATE_ROUTE_PATHS,
  ...Object.keys(PARAM_ROUTES),
];

/** Whether a request path is a page of the app; a trailing slash is tolerated as the router does. */
export function isAppRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (APP_ROUTE_PATHS.includes(normalised)) return !normalised.includes(':');
  return Object.values(PARAM_ROUTES).some((pattern) => pattern.test(normalised));
}

export type PageMeta = { title: string; description: string };

/**
 * Title and description of the routes whose pages do not set their own (the legal and
 * marketing pages do, through LegalPage; the home page's are index.html's).
 */
export const SHELL_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/profile': {
    title: 'Mein Profil – Duftkompass',
    description:
      'Deine Parfümsammlungen, Wunschliste, Blacklist, Duft-DNA und Empfehlungen bei Duftkompass.',
  },
  '/auth': {
    title: 'Anmelden oder registrieren – Duftkompass',
    description:
      'Melde dich bei Duftkompass an oder lege ein Konto an, um deine Sammlungen auf allen Geräten zu nutzen.',
  },
  '/auth/callback': {
    title: 'Anmeldung wird abgeschlossen – Duftkompass',
    description: 'Duftkompass schließt deine Anmeldung ab.',
  },
  '/auth/update-password': {
    title: 'Neues Passwort festlegen – Duftkompass',
    description: 'Lege ein neues Passwort für dein Duftkompass-Konto fest.',
  },
  '/auswahl': {
    title: 'Deine Auswahl – Duftkompass',
    description: 'Die Düfte, die du ausgewählt hast: Duft-DNA und Empfehlungen mit einem Tipp.',
  },
  '/ergebnis': {
    title: 'Deine Duft-DNA und Empfehlungen – Duftkompass',
    description: 'Was deine Lieblingsdüfte verbindet und welche Düfte zu dir passen.',
  },
  '/password-reset': {
    title: 'Passwort zurücksetzen – Duftkompass',
    description: 'Fordere einen Link an, um das Passwort deines Duftkompass-Kontos zurückzusetzen.',
  },
};
