// German texts of the terms /agb, loaded with that page. Legal text: verbatim, never reworded
// here without a new validity date (subtitle).

export const agbCopy = {
  heading: 'Allgemeine Geschäftsbedingungen',
  documentTitle: 'AGB – Duftkompass',
  description:
    'Die Allgemeinen Geschäftsbedingungen von Duftkompass: Nutzung ab 18 Jahren, Konto, kostenlose und Premium-Nutzung, Widerrufsrecht, Haftung und Änderungen.',
  subtitle: 'Gültig ab Januar 2025',
  scope: {
    title: '1. Geltungsbereich',
    /** Around the link to the Impressum. */
    before:
      'Diese Bedingungen gelten für die Nutzung von Duftkompass, einer Web-App, mit der du Parfüms suchst, in Sammlungen speicherst und dir ein Duftprofil (Duft-DNA) sowie Empfehlungen erstellen lässt. Anbieter ist der im ',
    after:
      ' genannte Betreiber. Duftkompass richtet sich an Verbraucherinnen und Verbraucher, die mindestens 18 Jahre alt sind, und ist ausschließlich für die private Nutzung bestimmt.',
  },
  services: {
    title: '2. Leistungsbeschreibung',
    text: 'Duftkompass bietet eine Suche in einem Katalog von rund 84.000 Düften, das Erkennen von Flakons auf Fotos, drei Sammlungen pro Konto („Meine Parfümsammlung“, „Partner Parfümsammlung“, „Andere“) mit Wunschliste und Blacklist, eine automatisch erstellte Duftanalyse und Empfehlungen. Analysen und Empfehlungen werden automatisch berechnet – je nach Einrichtung durch unseren eigenen Server oder mit Hilfe eines externen KI-Dienstes – und sind Vorschläge ohne Gewähr. Empfehlungen können Links zu Online-Shops enthalten (als Werbung gekennzeichnet); ein Kauf kommt ausschließlich mit dem jeweiligen Shop zustande. Der Anbieter kann für Käufe über diese Links eine Provision erhalten.',
  },
  registration: {
    title: '3. Registrierung und Nutzerkonto',
    text: 'Für das dauerhafte Speichern von Sammlungen ist ein Konto nötig. Du registrierst dich mit Vorname, Nachname, E-Mail-Adresse und Passwort oder – sofern angeboten – mit deinem Google-Konto und bestätigst deine E-Mail-Adresse über den zugesandten Link. Deine Angaben müssen zutreffen, dein Passwort hältst du geheim. Pro Person ist ein Konto erlaubt. Du kannst dein Konto jederzeit in den Einstellungen deines Profils löschen.',
  },
  duties: {
    title: '4. Pflichten der Nutzer',
    text: 'Du lädst nur Fotos hoch, an denen du die nötigen Rechte hast und die keine Personen zeigen, deren Einwilligung dir fehlt. Unzulässig sind insbesondere automatisierte Massenabfragen, Versuche, die Sicherheitsmaßnahmen oder Anfragelimits zu umgehen, und jede Nutzung, die den Betrieb für andere stört. Bei Verstößen kann der Anbieter den Zugang sperren.',
  },
  contract: {
    title: '5. Vertragsschluss und Zahlung',
    text: 'Der Nutzungsvertrag kommt mit dem Abschluss der Registrierung zustande. Die Nutzung ist kostenlos oder – sobald angeboten – gegen ein Premium-Entgelt möglich; derzeit sind alle Funktionen kostenlos. Ein Premium-Abonnement verlängert sich automatisch um die gewählte Laufzeit, wenn es nicht rechtzeitig vor deren Ablauf gekündigt wird. Bezahlt wird über einen Kartenzahlungsanbieter oder einen Wallet-Anbieter; es gelten ergänzend deren Bedingungen. Preise werden vor Abschluss angezeigt und enthalten die gesetzliche Umsatzsteuer.',
  },
  withdrawal: {
    title: '6. Widerrufsrecht',
    text: 'Als Verbraucherin oder Verbraucher hast du ein Widerrufsrecht von 14 Tagen ab Vertragsschluss. Für den Widerruf genügt eine eindeutige Erklärung, etwa per E-Mail an die im Impressum genannte Adresse. Bei einem Premium-Abonnement, das du ausdrücklich vor Ablauf der Widerrufsfrist beginnen lässt, zahlst du im Fall des Widerrufs nur den anteiligen Betrag für die bis dahin erbrachte Leistung.',
  },
  liability: {
    title: '7. Haftung',
    text: 'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vorhersehbaren, typischen Schaden begrenzt; im Übrigen ist sie ausgeschlossen. Für die Richtigkeit von Katalogangaben, automatisch erkannten Flakons, Analysen und Empfehlungen sowie für Preise und Angebote der verlinkten Shops übernimmt der Anbieter keine Gewähr.',
  },
  privacy: {
    title: '8. Datenschutz',
    before:
      'Wie wir deine Daten verarbeiten, was auf deinem Gerät gespeichert wird und welche Rechte du hast, steht in der ',
    link: 'Datenschutzerklärung',
    after: '.',
  },
  intellectualProperty: {
    title: '9. Geistiges Eigentum',
    text: 'Die App, ihre Texte, Gestaltung und Software sind urheberrechtlich geschützt. Die Katalogdaten stammen aus Community-Daten von Fragrantica; Marken- und Produktnamen gehören ihren Inhabern. Deine Sammlungen und Fotos bleiben deine; du räumst dem Anbieter nur die Rechte ein, die für Speicherung, Analyse und Anzeige in deinem Konto nötig sind.',
  },
  changes: {
    title: '10. Änderungen der AGB',
    text: 'Der Anbieter kann diese Bedingungen mit Wirkung für die Zukunft ändern, etwa bei neuen Funktionen oder geänderter Rechtslage. Änderungen werden dir mindestens 14 Tage vor ihrem Inkrafttreten per E-Mail oder in der App mitgeteilt. Widersprichst du nicht innerhalb von 14 Tagen nach Zugang, gelten sie als angenommen; auf diese Folge wird in der Mitteilung hingewiesen. Widersprichst du, können beide Seiten den Vertrag kündigen.',
  },
  final: {
    title: '11. Schlussbestimmungen',
    text: 'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften deines Wohnsitzstaates bleiben unberührt. Gerichtsstand ist, soweit gesetzlich zulässig, der Sitz des Anbieters. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.',
  },
} as const;
