// German texts of the Impressum /impressum, loaded with that page (the operator's details come
// from GET /api/config; their labels shared with the privacy statement are in legal.ts).

export const impressumCopy = {
  heading: 'Impressum',
  documentTitle: 'Impressum – Duftkompass',
  description:
    'Impressum von Duftkompass: Anbieter, Kontakt, Vertretung, Umsatzsteuer-ID, Haftung für Inhalte und Links, Urheberrecht und Streitbeilegung.',
  subtitle: 'Angaben gemäß § 5 DDG',
  provider: 'Anbieter',
  contact: {
    title: 'Kontakt',
    /** Followed by the operator's phone number as a tel: link. */
    phone: 'Telefon:',
  },
  representative: 'Vertreten durch',
  vatId: {
    title: 'Umsatzsteuer-ID',
    label: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:',
    /** While the operator has none configured. */
    pending: 'folgt',
  },
  contentLiability: {
    title: 'Haftung für Inhalte',
    text: 'Wir erstellen die Inhalte dieser App mit Sorgfalt. Katalogangaben stammen aus Community-Daten von Fragrantica, zusammengeführt aus vier öffentlichen Datensammlungen (perfume_database, FenCun, senada, fragrantica-scraper); übernommen werden nur Fakten wie Namen, Jahre, Noten und Bewertungen, keine Beschreibungstexte. Eine Lizenz für diese Daten erteilt keine der Quellen; die Lizenzfrage ist offen. Duftanalysen und Empfehlungen werden automatisch berechnet. Für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir keine Gewähr. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich, nicht aber verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald wir von einer Rechtsverletzung erfahren, entfernen wir den Inhalt umgehend.',
  },
  linkLiability: {
    title: 'Haftung für Links',
    text: 'Die App verlinkt auf Online-Shops und andere Websites, auf deren Inhalte wir keinen Einfluss haben; für sie ist der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir den Link umgehend. Shop-Links sind Werbung und als solche gekennzeichnet.',
  },
  copyright: {
    title: 'Urheberrecht',
    text: 'Texte, Gestaltung und Software dieser App unterliegen dem deutschen Urheberrecht. Vervielfältigung und Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer schriftlichen Zustimmung. Marken- und Produktnamen sowie Produktbilder gehören ihren jeweiligen Inhabern.',
  },
  disputes: {
    title: 'Streitbeilegung',
    text: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
} as const;
