import { LegalSection } from './LegalPage';
import type { LegalInfoState } from './useLegalInfo';

/** Sections 6 to 9: what happens to photos, and who else receives data (true per config). */
export function PhotoAndAiSections({ info }: { info: LegalInfoState }) {
  const usesOpenAi = info.status === 'known' && info.aiProvider === 'openai';
  return (
    <>
      <LegalSection title="6. Foto-Upload und Speicherdauer">
        <p>
          Wenn du ein Foto deiner Flakons hochlädst (JPG, PNG oder WebP, höchstens 10 MB pro Datei),
          liegt es nur während der Analyse auf unserem Server. Es wird unmittelbar nach der Analyse
          gelöscht, ebenso nach einem Fehler beim Hochladen oder bei der Analyse, und spätestens
          beim nächsten Neustart des Servers. Dauerhaft gespeichert werden nur die Ergebnisse als
          Text (erkannte Marken und Namen), nie das Foto. Nimmst du ein Foto ohne Verbindung auf,
          bleibt es auf deinem Gerät, bis es analysiert wurde, und wird danach dort gelöscht.
        </p>
      </LegalSection>

      <LegalSection title="7. Externer KI-Dienst">
        {info.status === 'loading' ? (
          <p>Angaben werden geladen …</p>
        ) : usesOpenAi ? (
          <p>
            Für die Erkennung von Flakons auf Fotos und für Duftanalyse und Empfehlungen nutzen wir
            den Dienst OpenAI (OpenAI, L.L.C., USA). Übermittelt werden das Foto beziehungsweise die
            Namen, Marken und Duftakkorde der Düfte deiner Sammlung – keine Kontodaten wie Name oder
            E-Mail-Adresse. OpenAI speichert die Daten höchstens 30 Tage zur Missbrauchserkennung
            und verwendet sie nicht zum Training seiner Modelle.
          </p>
        ) : (
          <p>
            Derzeit ist kein externer KI-Dienst eingebunden: Fotos werden mit einer Texterkennung
            auf unserem eigenen Server gelesen, Duftanalysen und Empfehlungen berechnet unser Server
            aus dem Katalog. Sollten wir einen externen Dienst wie OpenAI (USA) einbinden, ergänzen
            wir diese Erklärung vorher.
          </p>
        )}
      </LegalSection>

      <LegalSection title="8. Empfänger">
        <ul>
          <li>unser Hosting-Dienstleister, der den Server im Auftrag betreibt;</li>
          {info.status === 'known' && info.hostedAuth && (
            <li>Supabase, über das Anmeldung und Konten verwaltet werden;</li>
          )}
          <li>
            der E-Mail-Dienstleister, über den Bestätigungs- und Anmelde-E-Mails versandt werden;
          </li>
          {usesOpenAi && <li>OpenAI für Fotoerkennung und Analysen (siehe Abschnitt 7);</li>}
          <li>
            Google, wenn du dich mit Google anmeldest (Google übermittelt uns Name, E-Mail-Adresse
            und Profilbild, das Profilbild lädt dein Browser direkt von Google);
          </li>
          <li>
            Online-Shops: Produktbilder lädt dein Browser direkt von den Servern der Shops, die
            dabei deine IP-Adresse sehen; klickst du einen Shop-Link, gelten die
            Datenschutzbestimmungen des Shops.
          </li>
        </ul>
        <p>Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter.</p>
      </LegalSection>

      <LegalSection title="9. Übermittlung in Drittländer">
        {usesOpenAi ? (
          <p>
            Die Übermittlung an OpenAI in die USA stützt sich auf das EU-US Data Privacy Framework
            beziehungsweise die Standardvertragsklauseln der EU-Kommission (Art. 45, 46 DSGVO). Für
            die Anmeldung mit Google gilt dasselbe.
          </p>
        ) : (
          <p>
            Wir übermitteln keine Daten in Länder außerhalb der EU. Nur wenn du dich mit Google
            anmeldest, kann Google Daten in den USA verarbeiten; das stützt sich auf das EU-US Data
            Privacy Framework (Art. 45 DSGVO).
          </p>
        )}
      </LegalSection>
    </>
  );
}
