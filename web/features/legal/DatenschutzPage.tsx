import { Link } from 'react-router-dom';
import { openConsentSettings } from '../consent/consentStore';
import { DeviceStorageTable } from './DeviceStorageTable';
import { LegalPage, LegalSection } from './LegalPage';
import { OperatorDetails } from './OperatorDetails';
import { PhotoAndAiSections } from './PhotoAndAiSections';
import { RetentionTable } from './RetentionTable';
import { useLegalInfo } from './useLegalInfo';

/**
 * The month this statement's current text took effect: its header ("Gültig ab …", spec 001's
 * header line) and section 14 ("Stand: …") both show it. Change it whenever the text changes;
 * spec 001's "Januar 2025" predates the app and the data it describes.
 */
const PRIVACY_VERSION = 'November 2026';

export function DatenschutzPage() {
  const info = useLegalInfo();
  return (
    <LegalPage
      heading="Datenschutzerklärung"
      documentTitle="Datenschutz – Duftkompass"
      description="Welche Daten Duftkompass verarbeitet, wie lange sie gespeichert werden, was auf deinem Gerät liegt, wie Fotos behandelt werden und welche Rechte du hast."
      subtitle={`Gültig ab ${PRIVACY_VERSION}`}
    >
      <LegalSection title="1. Verantwortlicher">
        {info.status === 'loading' ? (
          <p>Angaben werden geladen …</p>
        ) : (
          <>
            <OperatorDetails operator={info.operator} isExample={info.isExample} />
            <p>
              E-Mail: <a href={`mailto:${info.operator.email}`}>{info.operator.email}</a>
            </p>
          </>
        )}
      </LegalSection>

      <LegalSection title="2. Allgemeines">
        <p>
          Duftkompass verarbeitet nur die Daten, die für Suche, Sammlungen, Analysen und
          Empfehlungen nötig sind. Die Katalogdaten der Düfte stammen aus Community-Daten von
          Fragrantica (über die Datensammlungen perfume_database, FenCun, senada und
          fragrantica-scraper; eine Lizenz dafür ist nicht geklärt) und enthalten keine Daten über
          dich. Diese Erklärung beschreibt, was die App tatsächlich speichert – auf unserem Server
          und auf deinem Gerät.
        </p>
      </LegalSection>

      <LegalSection title="3. Welche Daten wir verarbeiten">
        <ul>
          <li>
            Kontodaten: Vorname, Nachname, E-Mail-Adresse und dein Passwort, das nur als
            argon2id-Hash gespeichert wird; bei Anmeldung mit Google Name, E-Mail-Adresse und
            Profilbild-Adresse von Google.
          </li>
          <li>
            Inhalte: deine drei Sammlungen mit ihren Düften, Wunschliste, Blacklist, Duftanalysen
            und gespeicherte Empfehlungen.
          </li>
          <li>
            Vor der E-Mail-Bestätigung: temporäre Sammlungen zu deiner E-Mail-Adresse und einer
            zufälligen Geräte-ID.
          </li>
          <li>
            Technische Daten: IP-Adresse (für Anfragelimits gegen Missbrauch), Anmeldesitzungen (mit
            IP-Adresse und Browserkennung, damit Missbrauch eines Kontos erkennbar ist) und
            Zeitpunkte deiner Änderungen.
          </li>
          <li>Fotos nur vorübergehend (siehe Abschnitt 6).</li>
        </ul>
        <p>So lange bleiben die Daten auf unserem Server:</p>
        <RetentionTable />
      </LegalSection>

      <LegalSection title="4. Zwecke der Verarbeitung">
        <p>
          Wir verarbeiten die Daten, um dir dein Konto, deine Sammlungen auf allen Geräten (auch
          offline), die Fotoerkennung, Duftanalysen und Empfehlungen bereitzustellen, um dir
          Bestätigungs- und Anmelde-E-Mails zu senden und um den Dienst vor Missbrauch und
          Überlastung zu schützen.
        </p>
      </LegalSection>

      <LegalSection title="5. Rechtsgrundlagen">
        <ul>
          <li>
            Art. 6 Abs. 1 lit. b DSGVO: Erfüllung des Nutzungsvertrags (Konto, Sammlungen,
            Analysen);
          </li>
          <li>
            Art. 6 Abs. 1 lit. f DSGVO: berechtigtes Interesse an einem sicheren Betrieb
            (Anfragelimits, Sitzungen);
          </li>
          <li>
            Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG: deine Einwilligung für Statistik und
            Marketing;
          </li>
          <li>§ 25 Abs. 2 Nr. 2 TDDDG: unbedingt nötiger Speicher auf deinem Gerät.</li>
        </ul>
      </LegalSection>

      <PhotoAndAiSections info={info} />

      <LegalSection title="10. Cookies, Speicher und Tracking">
        <p>
          Wir unterscheiden drei Arten: <strong>notwendige</strong> (ohne sie funktioniert die App
          nicht; keine Einwilligung nötig), <strong>Statistik</strong> und{' '}
          <strong>Marketing</strong> – die beiden letzten nur mit deiner Einwilligung. Cookies setzt
          Duftkompass keine, Dienste Dritter für Statistik oder Marketing ebenfalls nicht.
        </p>
        <p>
          <strong>Statistik (nur mit Einwilligung):</strong> Die App meldet dann an unseren eigenen
          Server, welche Seite aufgerufen wurde und ob eine Suche gestartet, ein Foto hochgeladen,
          ein Konto angelegt, eine Analyse oder Empfehlungen erstellt, ein Shop-Link geöffnet oder
          etwas gespeichert wurde. Gespeichert werden nur Art, Seite und Zeitpunkt – keine
          IP-Adresse, keine Geräte-ID, kein Konto. Damit Besucher eines Tages nur einmal zählen,
          bildet der Server aus Adresse und Browser einen Prüfwert mit einem täglich neuen
          Schlüssel, der nach einem Tag gelöscht wird; über mehrere Tage hinweg ist niemand
          wiedererkennbar. Ohne Einwilligung oder nach einem Widerruf sendet die App nichts davon.
          Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).
        </p>
        <p>Auf deinem Gerät speichert die App ausschließlich:</p>
        <DeviceStorageTable />
      </LegalSection>

      <LegalSection title="11. Deine Rechte">
        <p>Du hast gegenüber uns das Recht auf</p>
        <ul>
          <li>Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>
            Löschung (Art. 17 DSGVO) – dein Konto kannst du in den Einstellungen deines Profils
            selbst löschen,
          </li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>
            Datenübertragbarkeit (Art. 20 DSGVO) – „Meine Daten herunterladen“ in den Einstellungen,
          </li>
          <li>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),</li>
          <li>Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).</li>
        </ul>
        <p>
          Schreib uns dazu an die E-Mail-Adresse aus Abschnitt 1 oder dem{' '}
          <Link to="/impressum">Impressum</Link>.
        </p>
      </LegalSection>

      <LegalSection title="12. Widerruf der Einwilligung">
        <p>
          Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen – über die{' '}
          <button type="button" className="legal-inline-button" onClick={openConsentSettings}>
            Cookie-Einstellungen
          </button>{' '}
          (auch unten auf jeder Seite). Die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung
          bleibt unberührt.
        </p>
      </LegalSection>

      <LegalSection title="13. Datensicherheit">
        <p>
          Im Betrieb ist die Verbindung per HTTPS verschlüsselt. Passwörter speichern wir nur als
          argon2id-Hash, Anmelde- und Bestätigungslinks nur als Hash. Fotos liegen während der
          Analyse in einem nur für den Server lesbaren Ordner. Eine strenge Content-Security-Policy
          verhindert das Nachladen fremder Skripte.
        </p>
      </LegalSection>

      <LegalSection title="14. Änderungen dieser Datenschutzerklärung">
        <p>
          Wir passen diese Erklärung an, wenn sich die App oder die Rechtslage ändert. Es gilt die
          hier veröffentlichte Fassung (Stand: {PRIVACY_VERSION}).
        </p>
      </LegalSection>
    </LegalPage>
  );
}
