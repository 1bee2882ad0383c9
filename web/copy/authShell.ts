// The auth texts any page may show from its first paint: the header's account button, the
// e-mail confirmation hint, the notice of an ended session. They live apart from
// web/copy/auth.ts, which reuses them, so a first visit does not load the texts of every auth
// screen (tests/e2e/budget.spec.ts).

export const authShellCopy = {
  signIn: 'Anmelden',
  signInOrCreate: 'Anmelden oder Konto erstellen',
  accountFallbackName: 'Dein Konto',
  configUnavailable: 'Auth-Konfiguration nicht verfügbar',
  sessionEnd: {
    title: 'Du wurdest abgemeldet',
    text: 'Deine Sitzung ist abgelaufen oder wurde beendet. Deine Sammlungen wurden von diesem Gerät entfernt; melde dich an, um sie wieder zu sehen.',
    unsentText: (count: number) =>
      `Deine Sitzung ist abgelaufen oder wurde beendet. ${count === 1 ? 'Eine Änderung wartet' : `${count} Änderungen warten`} auf diesem Gerät; melde dich mit demselben Konto an, um sie zu übertragen.`,
  },
  verification: {
    title: 'Bitte bestätige deine E-Mail-Adresse',
    sentBefore: 'Wir haben einen Bestätigungslink an ',
    sentAfter: ' geschickt. Bis dahin speicherst du in temporären Sammlungen auf diesem Gerät.',
    close: 'Hinweis schließen',
  },
} as const;
