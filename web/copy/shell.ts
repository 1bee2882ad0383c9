// German texts of the app's frame: header, footer, skip link, loading, error and not-found
// screens. On every page from the first paint (the header is prerendered into index.html), so
// this module stays small and imports only the first-paint auth texts (budget.spec.ts).
import { authShellCopy } from './authShell';

export const shellCopy = {
  brand: 'Duftkompass',
  homeLink: 'Duftkompass – zur Startseite',
  skipLink: 'Zum Inhalt springen',
  pageLoading: 'Seite wird geladen …',
  error: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
  },
  notFound: {
    documentTitle: 'Seite nicht gefunden – Duftkompass',
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht (mehr). Vielleicht hat sich ein Tippfehler in die Adresse geschlichen.',
    home: 'Zur Startseite',
  },
  footer: {
    label: 'Rechtliches und Hilfe',
    links: {
      home: 'Startseite',
      recommendations: 'Parfüm-Empfehlungen',
      help: 'Hilfe & FAQ',
      contact: 'Kontakt',
      privacy: 'Datenschutz',
      terms: 'AGB',
      imprint: 'Impressum',
    },
    profile: 'Mein Profil',
    signIn: authShellCopy.signIn,
    cookieSettings: 'Cookie-Einstellungen',
    placeholdersLabel: 'In Vorbereitung',
    /** Announced in spec 001 but not built yet: shown, marked, and deliberately not links. */
    placeholders: ['Social Media', 'Newsletter', 'Partner werden'],
    placeholder: (label: string) => `${label} (folgt)`,
    copyright: (year: number) => `© ${year} Duftkompass`,
  },
} as const;
