// German texts of the help page /hilfe (spec 001's eight planned topics plus the three
// questions people ask most), loaded with that page. One place for every answer; each topic has
// a stable anchor (/hilfe#id).

export const helpCopy = {
  heading: 'Hilfe & FAQ',
  documentTitle: 'Hilfe & FAQ – Duftkompass',
  description:
    'Hilfe zu Duftkompass: erste Schritte, Duft-DNA, Sammlungen, Foto-Upload, Empfehlungen, Blacklist und Offline-Nutzung – und Support per E-Mail, Antwort meist innerhalb von 24 Stunden.',
  search: {
    label: 'Hilfe durchsuchen',
    placeholder: 'z. B. offline, Foto, Blacklist',
    none: 'Keine Antwort gefunden. Schreib uns gern (siehe unten).',
    /** "3 von 11 Antworten" */
    count: (found: number, total: number) => `${found} von ${total} Antworten`,
  },
  /** The "#" link next to a topic's question. */
  anchorLabel: (question: string) => `Link zu „${question}“`,
  support: {
    title: 'Support per E-Mail',
    lead: 'Du hast eine Frage oder ein Problem? Schreib uns eine E-Mail',
    /** Followed by the operator's address as a mailto link. */
    toEmail: ' an ',
    /** Followed by the link to the Impressum (no real operator configured). */
    toImprint: ' an die Adresse im ',
    end: '. Wir antworten in der Regel innerhalb von 24 Stunden.',
  },
  topics: [
    {
      id: 'erste-schritte',
      question: 'Erste Schritte',
      answer: [
        'Suche auf der Startseite nach Parfüms, die du magst – per Text oder mit einem Foto vom Flakon oder Regal – und füge sie deiner Auswahl hinzu.',
        'Ab zwei Parfüms zeigt dir „Duft-DNA analysieren“, was deine Düfte gemeinsam haben, und „Empfehlungen erhalten“ schlägt dir neue Düfte vor. Dafür brauchst du kein Konto.',
        'Mit einem kostenlosen Konto speicherst du deine Auswahl in Sammlungen, auf einer Wunschliste und einer Blacklist – auf allen deinen Geräten.',
      ],
    },
    {
      id: 'analyse',
      question: 'So funktioniert die KI-Analyse',
      answer: [
        'Die Analyse liest die Duftfamilien, Akkorde und Noten der Parfüms deiner Auswahl aus unserem Katalog und fasst sie zu deinem Duftprofil zusammen: welche Familien führen, welche Noten immer wiederkehren und zu welchen Anlässen deine Düfte passen.',
        'Je nach Einstellung des Betreibers schreibt ein KI-Dienst die Texte dazu; die Zahlen dahinter stammen immer aus den Katalogdaten. Welche Dienste genutzt werden, steht in der Datenschutzerklärung.',
      ],
    },
    {
      id: 'duft-dna',
      question: 'Was bedeutet die Duft-DNA?',
      answer: [
        'Die Duft-DNA ist dein Duftprofil auf einen Blick: Das Netzdiagramm zeigt, wie stark Familien wie Blumig, Holzig, Frisch oder Orientalisch in deinen Parfüms vertreten sind, darunter stehen die Noten, die in mehreren deiner Düfte vorkommen.',
        'Die Duft-DNA ändert sich mit deiner Auswahl: Fügst du ein Parfüm hinzu oder entfernst eines, wird sie neu berechnet. Die Empfehlungen bauen auf ihr auf.',
      ],
    },
    {
      id: 'sammlung-und-wunschliste',
      question: 'Sammlung und Wunschliste verwalten',
      answer: [
        'In deinem Profil hat jede Sammlung vier Bereiche: Parfüms, Empfehlungen, Wunschliste und Blacklist. Über das Suchfeld im jeweiligen Bereich fügst du Düfte hinzu, mit „Entfernen“ nimmst du sie wieder heraus.',
        'Eine Empfehlung kannst du mit einem Tipp in die Sammlung, auf die Wunschliste oder auf die Blacklist legen. In den Einstellungen kannst du eine Liste im Format „Marke; Name“ importieren und alle deine Daten herunterladen.',
      ],
    },
    {
      id: 'foto',
      question: 'Foto-Upload richtig nutzen',
      answer: [
        'Fotografiere das Etikett oder den Schriftzug auf dem Flakon möglichst gerade, scharf und ohne Spiegelung; auch ein Regal mit mehreren Flakons geht. Erlaubt sind JPG, PNG, WebP und HEIC bis 10 MB.',
        'Du siehst zu jedem erkannten Flakon den besten Treffer und Alternativen und wählst selbst, was in deine Auswahl kommt. Ohne Verbindung wird das Foto auf dem Gerät aufbewahrt und gesendet, sobald du wieder online bist.',
      ],
    },
    {
      id: 'genauigkeit',
      question: 'Wie genau sind die Empfehlungen?',
      answer: [
        'Empfehlungen suchen im Katalog Düfte, deren Familien, Akkorde und Noten deinem Profil am nächsten kommen, und lassen weg, was schon in deiner Sammlung oder auf deiner Blacklist steht. Je mehr Parfüms du angibst, desto treffender werden sie.',
        'Ein Duft wirkt auf jeder Haut anders. Sieh die Vorschläge als Einladung zum Testen, nicht als Garantie.',
      ],
    },
    {
      id: 'sammlungen',
      question: 'Mehrere Sammlungen nutzen',
      answer: [
        'Dein Konto hat drei Sammlungen: „Meine Parfümsammlung“, die Partner-Parfümsammlung und „Andere“ – etwa für Geschenkideen. Jede hat ihre eigene Analyse, ihre eigenen Empfehlungen, Wunschliste und Blacklist.',
        'Beim Speichern deiner Auswahl wählst du die Sammlung; im Profil wechselst du über „Deine Sammlungen“.',
      ],
    },
    {
      id: 'blacklist',
      question: 'So funktioniert die Blacklist',
      answer: [
        'Auf die Blacklist einer Sammlung legst du Düfte, die du nicht magst. Diese Düfte werden dir in dieser Sammlung nicht mehr empfohlen.',
        'Über das Suchfeld der Blacklist kannst du Düfte direkt eintragen, mit dem Filter findest du sie wieder, und mit „Entfernen“ nimmst du sie heraus.',
      ],
    },
    {
      id: 'duft-nicht-gefunden',
      question: 'Warum finde ich meinen Duft nicht?',
      answer: [
        'Unser Katalog umfasst rund 38.000 Düfte, aber nicht jeden: Sehr neue Düfte (vor allem der letzten Jahre), Sondereditionen und kleine Marken fehlen oft.',
        'Probiere Marke und Name einzeln oder ohne Zusätze wie „Eau de Parfum“ – Tippfehler, Akzente und Apostrophe verzeiht die Suche. Beim Foto-Upload kannst du einen nicht erkannten Duft als eigenen Eintrag übernehmen.',
      ],
    },
    {
      id: 'offline',
      question: 'Wie funktioniert Duftkompass offline?',
      answer: [
        'Installiere Duftkompass als App oder öffne die Seite einmal mit Verbindung: Dann lädt dein Gerät den Katalog für die Suche, und deine Sammlungen, Wunschliste und Blacklist liegen auf dem Gerät.',
        'Ohne Verbindung kannst du suchen, deine Listen ansehen und ändern; die Kopfzeile zeigt, wie viele Änderungen noch warten. Sobald du wieder online bist, werden sie automatisch synchronisiert. Analyse und Empfehlungen brauchen eine Verbindung.',
      ],
    },
    {
      id: 'probleme',
      question: 'Probleme lösen',
      answer: [
        'Keine Bestätigungs-E-Mail? Sieh im Spam-Ordner nach oder fordere über „Anmelden“ einen Magic Link an. Passwort vergessen? Im Anmeldefenster unter „Passwort vergessen?“ bekommst du einen Link zum Zurücksetzen.',
        'Änderungen kommen nicht an? Prüfe deine Verbindung – die Kopfzeile zeigt ausstehende Änderungen und bietet „Erneut versuchen“. Hilft nichts, schreib uns (siehe unten).',
      ],
    },
  ],
} as const;
