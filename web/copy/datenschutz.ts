// German texts of the privacy statement /datenschutz, loaded with that page: its sections, the
// server's retention periods, what the app keeps on the device, and the photo and AI sections
// (whose wording depends on GET /api/config). Legal text: verbatim, and a change of the text
// needs a new PRIVACY_VERSION.

/**
 * The month this statement's current text took effect: its header ("Gültig ab …", spec 001's
 * header line) and section 14 ("Stand: …") both show it. Change it whenever the text changes;
 * spec 001's "Januar 2025" predates the app and the data it describes.
 */
const PRIVACY_VERSION = 'November 2026';

export const datenschutzCopy = {
  heading: 'Datenschutzerklärung',
  documentTitle: 'Datenschutz – Duftkompass',
  description:
    'Welche Daten Duftkompass verarbeitet, wie lange sie gespeichert werden, was auf deinem Gerät liegt, wie Fotos behandelt werden und welche Rechte du hast.',
  subtitle: `Gültig ab ${PRIVACY_VERSION}`,
  controller: { title: '1. Verantwortlicher' },
  general: {
    title: '2. Allgemeines',
    text: 'Duftkompass verarbeitet nur die Daten, die für Suche, Sammlungen, Analysen und Empfehlungen nötig sind. Die Katalogdaten der Düfte stammen aus Community-Daten von Fragrantica (über die Datensammlungen perfume_database, FenCun, senada und fragrantica-scraper; eine Lizenz dafür ist nicht geklärt) und enthalten keine Daten über dich. Diese Erklärung beschreibt, was die App tatsächlich speichert – auf unserem Server und auf deinem Gerät.',
  },
  data: {
    title: '3. Welche Daten wir verarbeiten',
    items: [
      'Kontodaten: Vorname, Nachname, E-Mail-Adresse und dein Passwort, das nur als argon2id-Hash gespeichert wird; bei Anmeldung mit Google Name, E-Mail-Adresse und Profilbild-Adresse von Google.',
      'Inhalte: deine drei Sammlungen mit ihren Düften, Wunschliste, Blacklist, Duftanalysen und gespeicherte Empfehlungen.',
      'Vor der E-Mail-Bestätigung: temporäre Sammlungen zu deiner E-Mail-Adresse und einer zufälligen Geräte-ID.',
      'Technische Daten: IP-Adresse (für Anfragelimits gegen Missbrauch), Anmeldesitzungen (mit IP-Adresse und Browserkennung, damit Missbrauch eines Kontos erkennbar ist) und Zeitpunkte deiner Änderungen.',
      'Fotos nur vorübergehend (siehe Abschnitt 6).',
    ],
    retentionLead: 'So lange bleiben die Daten auf unserem Server:',
  },
  /** How long the server keeps what (the periods in api/features/housekeeping and auth). */
  retention: {
    caption: 'Speicherdauer auf dem Server',
    columns: { data: 'Daten', period: 'Speicherdauer' },
    rows: [
      [
        'Konto, Sammlungen, Wunschliste, Blacklist, Analysen, Empfehlungen',
        'bis du dein Konto löschst',
      ],
      [
        'Temporäre Sammlungen vor der E-Mail-Bestätigung (E-Mail-Adresse, Geräte-ID, Düfte)',
        '30 Tage nach der letzten Änderung, sonst bis zur Übernahme ins Konto',
      ],
      [
        'Anmeldesitzungen (Konto, Anmeldeart, IP-Adresse und Browserkennung der letzten Nutzung)',
        'enden nach 30 Tagen ohne Nutzung, spätestens nach 90 Tagen, und werden dann gelöscht',
      ],
      [
        'Konten, deren E-Mail-Adresse nie bestätigt wurde (E-Mail-Adresse, Name, Passwort-Hash)',
        '7 Tage nach der letzten Bestätigungs- oder Anmelde-E-Mail, dann gelöscht',
      ],
      ['Ersetzte Anmelde-Tokens (zum Erkennen von Missbrauch)', '24 Stunden'],
      ['Bestätigungs- und Anmeldelinks, Einmalcodes', 'gültig 1 Stunde, danach gelöscht'],
      ['Protokoll versandter E-Mails (Empfänger, Betreff, Zeitpunkt; ohne Link)', '7 Tage'],
      [
        'Wiederholschutz für Änderungen (Antwort des Servers auf eine Änderung, damit sie bei einem erneuten Senden nicht doppelt wirkt)',
        '8 Tage',
      ],
      [
        'Zähler der Anfragelimits (IP-Adresse oder Konto)',
        'bis der Zähler wieder aufgefüllt ist (Minuten bis Stunden)',
      ],
      ['Zwischenspeicher für Analyseergebnisse (nur Text)', '30 Tage nach der letzten Nutzung'],
      ['Statistik der Analyseaufrufe (Art, Modell, Dauer, Kosten; ohne Kontobezug)', '400 Tage'],
      [
        'Kennung eines gelöschten Kontos, solange der Anmeldedienst (Supabase) die Löschung noch nicht bestätigt hat (nur bei gehosteter Anmeldung)',
        'bis zur Bestätigung; wir versuchen es stündlich erneut',
      ],
      [
        'Nutzungsereignisse der Statistik (nur mit Einwilligung; ohne IP-Adresse, Geräte- oder Kontobezug)',
        '13 Monate; danach nur noch Tageszahlen ohne Besucherbezug',
      ],
      ['Tagesschlüssel für die Besucherzählung der Statistik', '1 Tag'],
      [
        'Antwortzeiten und Statuscodes der Schnittstelle, je Minute zusammengefasst (ohne Inhalte, Adressen oder Konten)',
        '30 Tage',
      ],
      [
        'Tag der letzten Nutzung deines Kontos (für die Zahl aktiver Nutzer)',
        'bis du dein Konto löschst',
      ],
      ['Hochgeladene Fotos', 'nur während der Analyse, siehe Abschnitt 6'],
    ],
  },
  purposes: {
    title: '4. Zwecke der Verarbeitung',
    text: 'Wir verarbeiten die Daten, um dir dein Konto, deine Sammlungen auf allen Geräten (auch offline), die Fotoerkennung, Duftanalysen und Empfehlungen bereitzustellen, um dir Bestätigungs- und Anmelde-E-Mails zu senden und um den Dienst vor Missbrauch und Überlastung zu schützen.',
  },
  legalBases: {
    title: '5. Rechtsgrundlagen',
    items: [
      'Art. 6 Abs. 1 lit. b DSGVO: Erfüllung des Nutzungsvertrags (Konto, Sammlungen, Analysen);',
      'Art. 6 Abs. 1 lit. f DSGVO: berechtigtes Interesse an einem sicheren Betrieb (Anfragelimits, Sitzungen);',
      'Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG: deine Einwilligung für Statistik und Marketing;',
      '§ 25 Abs. 2 Nr. 2 TDDDG: unbedingt nötiger Speicher auf deinem Gerät.',
    ],
  },
  photo: {
    title: '6. Foto-Upload und Speicherdauer',
    text: 'Wenn du ein Foto deiner Flakons hochlädst (JPG, PNG oder WebP, höchstens 10 MB pro Datei), liegt es nur während der Analyse auf unserem Server. Es wird unmittelbar nach der Analyse gelöscht, ebenso nach einem Fehler beim Hochladen oder bei der Analyse, und spätestens beim nächsten Neustart des Servers. Dauerhaft gespeichert werden nur die Ergebnisse als Text (erkannte Marken und Namen), nie das Foto. Nimmst du ein Foto ohne Verbindung auf, bleibt es auf deinem Gerät, bis es analysiert wurde, und wird danach dort gelöscht.',
  },
  /** Sections 7 to 9 say what is true for the server's configuration (aiProvider, auth mode). */
  aiService: {
    title: '7. Externer KI-Dienst',
    openAi:
      'Für die Erkennung von Flakons auf Fotos und für Duftanalyse und Empfehlungen nutzen wir den Dienst OpenAI (OpenAI, L.L.C., USA). Übermittelt werden das Foto beziehungsweise die Namen, Marken und Duftakkorde der Düfte deiner Sammlung – keine Kontodaten wie Name oder E-Mail-Adresse. OpenAI speichert die Daten höchstens 30 Tage zur Missbrauchserkennung und verwendet sie nicht zum Training seiner Modelle.',
    none: 'Derzeit ist kein externer KI-Dienst eingebunden: Fotos werden mit einer Texterkennung auf unserem eigenen Server gelesen, Duftanalysen und Empfehlungen berechnet unser Server aus dem Katalog. Sollten wir einen externen Dienst wie OpenAI (USA) einbinden, ergänzen wir diese Erklärung vorher.',
  },
  recipients: {
    title: '8. Empfänger',
    hosting: 'unser Hosting-Dienstleister, der den Server im Auftrag betreibt;',
    /** Only with hosted sign-in. */
    supabase: 'Supabase, über das Anmeldung und Konten verwaltet werden;',
    email: 'der E-Mail-Dienstleister, über den Bestätigungs- und Anmelde-E-Mails versandt werden;',
    /** Only with aiProvider "openai". */
    openAi: 'OpenAI für Fotoerkennung und Analysen (siehe Abschnitt 7);',
    google:
      'Google, wenn du dich mit Google anmeldest (Google übermittelt uns Name, E-Mail-Adresse und Profilbild, das Profilbild lädt dein Browser direkt von Google);',
    shops:
      'Online-Shops: Produktbilder lädt dein Browser direkt von den Servern der Shops, die dabei deine IP-Adresse sehen; klickst du einen Shop-Link, gelten die Datenschutzbestimmungen des Shops.',
    noSale: 'Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter.',
  },
  thirdCountries: {
    title: '9. Übermittlung in Drittländer',
    openAi:
      'Die Übermittlung an OpenAI in die USA stützt sich auf das EU-US Data Privacy Framework beziehungsweise die Standardvertragsklauseln der EU-Kommission (Art. 45, 46 DSGVO). Für die Anmeldung mit Google gilt dasselbe.',
    none: 'Wir übermitteln keine Daten in Länder außerhalb der EU. Nur wenn du dich mit Google anmeldest, kann Google Daten in den USA verarbeiten; das stützt sich auf das EU-US Data Privacy Framework (Art. 45 DSGVO).',
  },
  storage: {
    title: '10. Cookies, Speicher und Tracking',
    /** One sentence with the three kinds in bold. */
    kinds: {
      before: 'Wir unterscheiden drei Arten: ',
      necessary: 'notwendige',
      afterNecessary: ' (ohne sie funktioniert die App nicht; keine Einwilligung nötig), ',
      statistics: 'Statistik',
      and: ' und ',
      marketing: 'Marketing',
      after:
        ' – die beiden letzten nur mit deiner Einwilligung. Cookies setzt Duftkompass keine, Dienste Dritter für Statistik oder Marketing ebenfalls nicht.',
    },
    statistics: {
      lead: 'Statistik (nur mit Einwilligung):',
      text: 'Die App meldet dann an unseren eigenen Server, welche Seite aufgerufen wurde und ob eine Suche gestartet, ein Foto hochgeladen, ein Konto angelegt, eine Analyse oder Empfehlungen erstellt, ein Shop-Link geöffnet oder etwas gespeichert wurde. Gespeichert werden nur Art, Seite und Zeitpunkt – keine IP-Adresse, keine Geräte-ID, kein Konto. Damit Besucher eines Tages nur einmal zählen, bildet der Server aus Adresse und Browser einen Prüfwert mit einem täglich neuen Schlüssel, der nach einem Tag gelöscht wird; über mehrere Tage hinweg ist niemand wiedererkennbar. Ohne Einwilligung oder nach einem Widerruf sendet die App nichts davon. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
    },
    deviceLead: 'Auf deinem Gerät speichert die App ausschließlich:',
  },
  /** Everything the app keeps on the device; all of it is "necessary" (see consentStore.ts). */
  deviceStorage: {
    caption: 'Speicher auf deinem Gerät',
    columns: { kind: 'Speicher', name: 'Name', content: 'Inhalt', period: 'Dauer' },
    rows: [
      [
        'IndexedDB',
        'duftkompass',
        'Deine Auswahl; wenn du angemeldet bist eine Kopie deiner Sammlungen, Wunschliste, Blacklist, Analysen und Empfehlungen, noch nicht gesendete Änderungen und offline aufgenommene Fotos bis zu ihrer Analyse',
        'Kontodaten bis zur Abmeldung, Fotos bis zur Analyse oder Abmeldung, die Auswahl bis du sie leerst',
      ],
      [
        'IndexedDB',
        'duftkompass-catalog',
        'Kopie des Parfümkatalogs für die Offline-Suche (keine persönlichen Daten)',
        'dauerhaft; neue Katalogversionen ersetzen sie',
      ],
      [
        'localStorage',
        'duftkompass-auth',
        'deine Anmeldesitzung (Zugangs- und Erneuerungs-Token)',
        'bis zur Abmeldung',
      ],
      [
        'localStorage',
        'duftkompass-device-data',
        'dass dieses Gerät schon Daten von Duftkompass hält, damit andere offene Tabs sie anzeigen (keine persönlichen Daten)',
        'dauerhaft auf dem Gerät',
      ],
      [
        'localStorage',
        'duftkompass-device-id',
        'zufällige Geräte-ID für temporäre Sammlungen',
        'dauerhaft auf dem Gerät',
      ],
      [
        'localStorage',
        'duftkompass-temp-user',
        'deine E-Mail-Adresse, solange sie noch nicht bestätigt ist',
        'bis zur Bestätigung oder Abmeldung',
      ],
      [
        'localStorage',
        'duftkompass-runtime-config',
        'Einstellungen des Servers für den Start ohne Verbindung (keine persönlichen Daten)',
        'bis zum nächsten Start mit Verbindung',
      ],
      [
        'localStorage',
        'duftkompass-install-hint-dismissed',
        'dass du den Installationshinweis geschlossen hast',
        'dauerhaft auf dem Gerät',
      ],
      [
        'localStorage',
        'duftkompass-consent',
        'deine Auswahl zu Cookies und Speicher, mit Version und Datum',
        'bis du sie änderst',
      ],
      [
        'sessionStorage',
        'duftkompass-admin-token',
        'nur für Betreiber im Admin-Bereich: der Zugangsschlüssel des Dashboards',
        'bis der Tab geschlossen wird',
      ],
      [
        'Cache Storage (Service Worker)',
        'workbox-precache-…',
        'die Dateien der App, damit sie offline startet',
        'bis zur nächsten App-Version',
      ],
      [
        'Cache Storage (Service Worker)',
        'duftkompass-perfume-images',
        'Produktbilder der Düfte aus den Shops',
        'höchstens 100 Bilder, je höchstens 30 Tage',
      ],
    ],
  },
  rights: {
    title: '11. Deine Rechte',
    lead: 'Du hast gegenüber uns das Recht auf',
    items: [
      'Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),',
      'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
      'Löschung (Art. 17 DSGVO) – dein Konto kannst du in den Einstellungen deines Profils selbst löschen,',
      'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
      'Datenübertragbarkeit (Art. 20 DSGVO) – „Meine Daten herunterladen“ in den Einstellungen,',
      'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),',
      'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).',
    ],
    /** Around the link to the Impressum. */
    contactBefore: 'Schreib uns dazu an die E-Mail-Adresse aus Abschnitt 1 oder dem ',
    contactAfter: '.',
  },
  withdrawal: {
    title: '12. Widerruf der Einwilligung',
    /** Around the button that opens the cookie settings. */
    before:
      'Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen – über die ',
    after:
      ' (auch unten auf jeder Seite). Die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.',
  },
  security: {
    title: '13. Datensicherheit',
    text: 'Im Betrieb ist die Verbindung per HTTPS verschlüsselt. Passwörter speichern wir nur als argon2id-Hash, Anmelde- und Bestätigungslinks nur als Hash. Fotos liegen während der Analyse in einem nur für den Server lesbaren Ordner. Eine strenge Content-Security-Policy verhindert das Nachladen fremder Skripte.',
  },
  changes: {
    title: '14. Änderungen dieser Datenschutzerklärung',
    text: `Wir passen diese Erklärung an, wenn sich die App oder die Rechtslage ändert. Es gilt die hier veröffentlichte Fassung (Stand: ${PRIVACY_VERSION}).`,
  },
} as const;
