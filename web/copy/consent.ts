// German texts of the consent sheet and its settings form. The sheet opens on a first visit,
// so this module stays small and imports nothing (tests/e2e/budget.spec.ts).

export const consentCopy = {
  title: 'Cookies und Speicher auf deinem Gerät',
  text: 'Duftkompass speichert nur, was die App zum Funktionieren braucht. Statistik und Marketing nur, wenn du zustimmst – änderbar jederzeit unter „Cookie-Einstellungen“.',
  privacyLink: 'Mehr in der Datenschutzerklärung',
  acceptAll: 'Alle akzeptieren',
  necessaryOnly: 'Nur notwendige',
  settings: 'Einstellungen',
  save: 'Auswahl speichern',
  back: 'Zurück',
  categories: {
    necessary: {
      title: 'Notwendig',
      text: 'Anmeldung, deine Listen und der Offline-Katalog. Immer aktiv.',
    },
    analytics: {
      title: 'Statistik',
      text: 'Welche Seiten aufgerufen werden, um die App zu verbessern.',
    },
    marketing: { title: 'Marketing', text: 'Messung von Partner-Links und Werbung.' },
  },
} as const;
