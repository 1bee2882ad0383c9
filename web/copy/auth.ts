// German texts of the auth and account screens (issue 29: one copy module per screen family,
// so the next wording change is one place). Spec texts are kept verbatim; where ours differ,
// docs/voice.md lists the pair (the README's deviations name it in short).

import { authShellCopy } from './authShell';

export const authCopy = {
  dialog: {
    titleSignup: 'Konto erstellen',
    titleLogin: authShellCopy.signIn,
    titleMagicLink: 'Anmelden per Magic Link',
    benefitsLabel: 'Deine Vorteile',
    benefitCollections: 'Bis zu 6 Parfümsammlungen für dich und deine Familie',
    benefitWishlist: 'Empfehlungen auf deiner Merkliste speichern',
    benefitProfile: 'Ein Duftprofil, das mit jeder Sammlung klüger wird',
    analyseOnlyText:
      'Analysieren kannst du deine Auswahl auch ohne Konto – gespeichert wird dann nichts.',
    analyseOnly: 'Nur analysieren',
    unavailableTitle: 'Anmeldung gerade nicht möglich',
    unavailableText:
      'Der Server ist nicht erreichbar. Bitte prüfe deine Internetverbindung und lade die Seite neu.',
  },
  credentials: {
    accountReady: 'Dein Konto ist bereit.',
    welcomeBack: 'Willkommen zurück!',
    signedInNow: 'Du bist jetzt angemeldet.',
    newHere: 'Neu bei Duftkompass?',
    firstNameOptional: 'Vorname (optional)',
    lastNameOptional: 'Nachname (optional)',
    or: 'oder',
    magicLink: 'Mit Magic Link anmelden (ohne Passwort)',
    haveAccount: 'Schon ein Konto?',
  },
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    passwordPlaceholder: 'Mindestens 8 Zeichen',
    confirmPassword: 'Passwort bestätigen',
    newPassword: 'Neues Passwort',
    currentPassword: 'Dein bisheriges Passwort',
  },
  common: {
    cancel: 'Abbrechen',
    configUnavailable: authShellCopy.configUnavailable,
    pleaseWait: 'Bitte warten …',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Registrieren',
    checkInbox: 'Prüfe dein Postfach',
    sending: 'Wird gesendet …',
    toHome: 'Zur Startseite',
    saving: 'Wird gespeichert …',
  },
  magicLink: {
    sentBefore: 'Wir haben einen Anmeldelink an ',
    sentAfter: ' geschickt. Öffne ihn in diesem Browser, um dich ohne Passwort anzumelden.',
    backToSignup: 'Zurück zur Registrierung',
    intro:
      'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du dich ohne Passwort anmeldest. Gibt es noch kein Konto, wird eines angelegt.',
    send: 'Magic Link senden',
    withPassword: 'Mit Passwort anmelden',
  },
  page: {
    registerSuccess:
      'Registrierung erfolgreich! Bestätige deine E-Mail – du kannst schon loslegen.',
    connectionError: 'Verbindungsfehler. Bitte versuche es erneut.',
    registerFailed: (reason: string) => `Registrierung fehlgeschlagen: ${reason}`,
    docTitleSignup: 'Registrieren – Duftkompass',
    docTitleLogin: 'Anmelden – Duftkompass',
    firstName: 'Vorname',
    lastName: 'Nachname',
    passwordMin: 'Passwort (mindestens 8 Zeichen)',
    repeatPassword: 'Passwort wiederholen',
    alreadyRegistered: 'Bereits registriert?',
    signInNow: 'Jetzt anmelden',
    registerNow: 'Jetzt registrieren',
  },
  rules: {
    mismatchInline: 'Die Passwörter stimmen nicht überein',
    mismatchTitle: 'Passwörter stimmen nicht überein',
    tooShortInline: 'Passwort muss mindestens 8 Zeichen haben',
    matchInline: '✓ Passwörter stimmen überein',
    tooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    acceptTerms: 'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
    tooShortNoStop: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    errorTitle: 'Fehler',
    fillAll: 'Bitte fülle alle Felder aus.',
    tooShortTitle: 'Passwort zu kurz',
    checkPasswords: 'Bitte überprüfe deine Passwort-Eingaben.',
  },
  callback: {
    sessionError: (reason: string) => `Fehler beim Abrufen der Session: ${reason}`,
    emailConfirmed: 'E-Mail bestätigt',
    signedIn: 'Du bist angemeldet',
    accountReady: 'Dein Konto ist bereit – du bist angemeldet.',
    welcome: 'Willkommen bei Duftkompass!',
    serverUnreachable: 'Fehler beim Abrufen der Session: Der Server ist nicht erreichbar.',
    unexpected: 'Unerwarteter Fehler beim Authentifizieren',
    docTitle: 'Anmeldung – Duftkompass',
    alreadySignedInTitle: 'Du bist schon angemeldet',
    alreadySignedInText:
      'Dieser Link wurde schon benutzt oder ist abgelaufen – das macht nichts, denn du bist auf diesem Gerät bereits angemeldet.',
    failedTitle: 'Authentifizierung fehlgeschlagen',
    processing: 'Authentifizierung wird verarbeitet …',
    redirecting: 'Weiterleitung …',
    invalidResetLink: 'Ungültiger oder abgelaufener Reset-Link',
    expiredLink: 'Der Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.',
    signupErrorPrefix: 'Fehler bei der E-Mail-Bestätigung',
    magicLinkErrorPrefix: 'Fehler beim Magic Link',
  },
  newLink: {
    buttonSignup: 'Neuen Bestätigungslink senden',
    buttonMagicLink: 'Neuen Anmeldelink senden',
    buttonRecovery: 'Neuen Link zum Zurücksetzen senden',
    sentSignup:
      'Ist deine E-Mail-Adresse noch nicht bestätigt, kommt gleich ein neuer Bestätigungslink. Ist sie schon bestätigt, melde dich einfach an.',
    sentMagicLink: 'Wir haben dir einen neuen Anmeldelink geschickt. Er gilt eine Stunde.',
    sentRecovery:
      'Falls es ein Konto mit dieser Adresse gibt, kommt gleich ein neuer Link zum Zurücksetzen. Er gilt eine Stunde.',
    intro: 'Jeder Link gilt nur einmal und eine Stunde lang. Wir schicken dir gern einen neuen.',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    sentBefore: 'Falls ein Konto zu ',
    sentAfter:
      ' besteht, ist ein Link zum Zurücksetzen unterwegs. Bitte sieh in dein Postfach (auch in den Spam-Ordner).',
    intro: 'Wir schicken dir einen Link, mit dem du ein neues Passwort setzen kannst.',
    emailLabel: 'E-Mail für den Link',
    send: 'Link zum Zurücksetzen senden',
  },
  verification: authShellCopy.verification,
  passwordReset: {
    changedToastTitle: 'Passwort erfolgreich geändert',
    changedToastText: 'Dein neues Passwort wurde gespeichert.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    changedTitle: 'Passwort geändert',
    toProfile: 'Du wirst zu deinem Profil weitergeleitet …',
    docTitle: 'Neues Passwort setzen – Duftkompass',
    title: 'Neues Passwort setzen',
    submit: 'Passwort ändern',
    backHome: 'Zurück zur Startseite',
  },
  updatePassword: {
    invalidSessionTitle: 'Ungültige Session',
    invalidSessionText:
      'Die Passwort-Reset-Session ist abgelaufen. Bitte fordere einen neuen Reset-Link an.',
    updatedTitle: 'Passwort aktualisiert',
    updatedText: 'Dein neues Passwort ist gespeichert.',
    errorTitle: 'Fehler beim Passwort-Update',
    unexpectedTitle: 'Unerwarteter Fehler',
    unexpectedText: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    docTitle: 'Neues Passwort – Duftkompass',
    title: 'Neues Passwort festlegen',
    checking: 'Sitzung wird geprüft …',
    toHome: 'Du wirst zur Startseite weitergeleitet …',
    changed: 'Dein Passwort wurde geändert. Weiterleitung …',
    intro: 'Wähle ein neues Passwort mit mindestens 8 Zeichen.',
    submit: 'Passwort speichern',
  },
  terms: {
    before: 'Ich akzeptiere die',
    agb: 'AGB',
    and: 'und die',
    privacy: 'Datenschutzerklärung',
  },
  passwordField: {
    hideLabel: (label: string) => `${label} verbergen`,
    showLabel: (label: string) => `${label} anzeigen`,
    hide: 'Verbergen',
    show: 'Anzeigen',
  },
  google: {
    button: 'Mit Google anmelden',
  },
  sessionEnd: authShellCopy.sessionEnd,
  account: {
    menuLabel: (name: string) => `Konto: ${name}`,
    fallbackName: authShellCopy.accountFallbackName,
    signOut: 'Abmelden',
    myProfile: 'Mein Profil',
    signInOrCreate: authShellCopy.signInOrCreate,
  },
  deleteAccount: {
    deletedText: 'Deine Daten wurden gelöscht. Du wirst abgemeldet und zur Startseite geleitet.',
    deletedTitle: 'Konto gelöscht',
    sendCode: 'Stattdessen Code per E-Mail senden',
    codeLabel: 'Code aus der E-Mail',
    codeSent: 'Wir haben dir einen Code an deine E-Mail-Adresse geschickt.',
    yourPassword: 'Dein Passwort',
    proveIntro:
      'Bitte bestätige, dass du es bist: Gib dein Passwort ein. Hast du kein Passwort (Anmeldung mit Google oder per Link), schicken wir dir einen Code per E-Mail.',
    confirm: 'Konto endgültig löschen',
    deleting: ' Konto wird gelöscht …',
    unsentToo: ' Auch sie werden mit dem Konto gelöscht.',
    downloadStarted: 'Der Download hat begonnen.',
    exportFirst: 'Vor dem Löschen deine Daten herunterladen',
    exporting: 'Export wird erstellt …',
    text: 'Deine Sammlungen, Wunschlisten, Blacklists, Analysen und Empfehlungen werden sofort und endgültig gelöscht, deine Zugangsdaten spätestens nach 48 Stunden. Das kann nicht rückgängig gemacht werden.',
    title: 'Konto wirklich löschen?',
  },
  intent: {
    moved: 'Deine vorläufige Sammlung ist jetzt in deinem Konto.',
    savedTitle: 'In deinem Konto gespeichert',
  },
  signOut: {
    notSyncedText: 'Einige Änderungen konnten nicht übertragen werden. Versuche es später erneut.',
    notSyncedTitle: 'Noch nicht synchronisiert',
    doneText: 'Bis bald bei Duftkompass!',
    doneTitle: 'Abgemeldet',
    checkConnection: 'Bitte prüfe deine Verbindung und versuche es erneut.',
    syncNow: 'Jetzt synchronisieren',
    anyway: 'Trotzdem abmelden',
    syncing: ' Wird synchronisiert …',
    offline:
      'Du bist offline. Sobald du wieder online bist, werden deine Änderungen automatisch synchronisiert.',
    unsyncedText:
      ' Wenn du dich jetzt abmeldest, werden sie von diesem Gerät gelöscht und gehen verloren.',
    unsyncedTitle: 'Nicht synchronisierte Änderungen',
  },
  temp: {
    scents: (count: number) => (count === 1 ? '1 Duft' : `${count} Düfte`),
    resent: (email: string) =>
      `Wir haben dir eine neue Bestätigungs-E-Mail an ${email} geschickt. Der Link darin gilt eine Stunde.`,
    empty: 'Noch nichts gespeichert. Wähle Düfte aus und tippe auf „Speichern & analysieren“.',
    offline: 'Der Server ist gerade nicht erreichbar – hier steht, was auf diesem Gerät wartet.',
    loading: 'Wird geladen …',
    confirmRest:
      ' mit dem Link aus unserer Mail – dann ziehen diese Düfte in dein Konto um. Bis dahin liegen sie vorläufig auf diesem Gerät und bei uns.',
    confirmLead: 'Bestätige deine E-Mail-Adresse ',
    waiting: 'Wartet auf Bestätigung',
    title: 'Vorläufig gespeichert',
    notMoved: 'Noch nicht übertragen',
    oneScent: '1 Duft',
    resend: 'E-Mail erneut senden',
  },
  export: {
    csvLabel: (name: string) => `${name} (CSV)`,
    allJson: 'Alle Daten (JSON)',
    failed: 'Der Export ist fehlgeschlagen. Bitte versuche es erneut.',
  },
} as const;

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
