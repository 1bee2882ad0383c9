/** How long the server keeps what (the periods in api/features/housekeeping and auth). */
const rows = [
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
] as const;

export function RetentionTable() {
  return (
    <table className="legal-table">
      <caption className="visually-hidden">Speicherdauer auf dem Server</caption>
      <thead>
        <tr>
          <th scope="col">Daten</th>
          <th scope="col">Speicherdauer</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([data, period]) => (
          <tr key={data}>
            <td data-label="Daten">{data}</td>
            <td data-label="Speicherdauer">{period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
