/** Everything the app keeps on the device; all of it is "necessary" (see consentStore.ts). */
const rows = [
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
] as const;

export function DeviceStorageTable() {
  return (
    <table className="legal-table">
      <caption className="visually-hidden">Speicher auf deinem Gerät</caption>
      <thead>
        <tr>
          <th scope="col">Speicher</th>
          <th scope="col">Name</th>
          <th scope="col">Inhalt</th>
          <th scope="col">Dauer</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([kind, name, content, period]) => (
          <tr key={name}>
            <td data-label="Speicher">{kind}</td>
            <td data-label="Name">
              <code>{name}</code>
            </td>
            <td data-label="Inhalt">{content}</td>
            <td data-label="Dauer">{period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
