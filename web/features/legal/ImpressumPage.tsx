import { LegalPage, LegalSection } from './LegalPage';
import { OperatorDetails } from './OperatorDetails';
import { useLegalInfo } from './useLegalInfo';

export function ImpressumPage() {
  const info = useLegalInfo();
  return (
    <LegalPage
      heading="Impressum"
      documentTitle="Impressum – Duftkompass"
      description="Impressum von Duftkompass: Anbieter, Kontakt, Vertretung, Umsatzsteuer-ID, Haftung für Inhalte und Links, Urheberrecht und Streitbeilegung."
      subtitle="Angaben gemäß § 5 DDG"
    >
      <LegalSection title="Anbieter">
        {info.status === 'loading' ? (
          <p>Angaben werden geladen …</p>
        ) : (
          <OperatorDetails operator={info.operator} isExample={info.isExample} />
        )}
      </LegalSection>

      {info.status === 'known' && (
        <>
          <LegalSection title="Kontakt">
            <p>
              E-Mail: <a href={`mailto:${info.operator.email}`}>{info.operator.email}</a>
            </p>
            {info.operator.phone && (
              <p>
                Telefon:{' '}
                <a href={`tel:${info.operator.phone.replace(/[^+\d]/g, '')}`}>
                  {info.operator.phone}
                </a>
              </p>
            )}
          </LegalSection>

          {info.operator.representative && (
            <LegalSection title="Vertreten durch">
              <p>{info.operator.representative}</p>
            </LegalSection>
          )}

          <LegalSection title="Umsatzsteuer-ID">
            <p>
              Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:{' '}
              {info.operator.vatId ?? 'folgt'}
            </p>
          </LegalSection>
        </>
      )}

      <LegalSection title="Haftung für Inhalte">
        <p>
          Wir erstellen die Inhalte dieser App mit Sorgfalt. Katalogangaben stammen aus
          Community-Daten von Fragrantica, zusammengeführt aus vier öffentlichen Datensammlungen
          (perfume_database, FenCun, senada, fragrantica-scraper); übernommen werden nur Fakten wie
          Namen, Jahre, Noten und Bewertungen, keine Beschreibungstexte. Eine Lizenz für diese Daten
          erteilt keine der Quellen; die Lizenzfrage ist offen. Duftanalysen und Empfehlungen werden
          automatisch berechnet. Für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir
          keine Gewähr. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen
          Gesetzen verantwortlich, nicht aber verpflichtet, übermittelte oder gespeicherte fremde
          Informationen zu überwachen. Sobald wir von einer Rechtsverletzung erfahren, entfernen wir
          den Inhalt umgehend.
        </p>
      </LegalSection>

      <LegalSection title="Haftung für Links">
        <p>
          Die App verlinkt auf Online-Shops und andere Websites, auf deren Inhalte wir keinen
          Einfluss haben; für sie ist der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der
          Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt,
          entfernen wir den Link umgehend. Shop-Links sind Werbung und als solche gekennzeichnet.
        </p>
      </LegalSection>

      <LegalSection title="Urheberrecht">
        <p>
          Texte, Gestaltung und Software dieser App unterliegen dem deutschen Urheberrecht.
          Vervielfältigung und Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer
          schriftlichen Zustimmung. Marken- und Produktnamen sowie Produktbilder gehören ihren
          jeweiligen Inhabern.
        </p>
      </LegalSection>

      <LegalSection title="Streitbeilegung">
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
