// German texts of the result step: the Duft-DNA, the recommendations and their controls
// (issue 29: one copy module per screen family). Loaded with the result step and the profile's
// analysis; shop links and the cheaper alternative, which the perfume page shows too, are in
// web/copy/shopLinks.ts.

import { SPIDER_AXIS_LABELS } from '../../api/contract/analysis';

export const analysisCopy = {
  page: {
    title: 'Dein Ergebnis',
    viewList: 'Auswahl ansehen',
    emptyTitle: 'Noch keine Düfte ausgewählt',
    emptySearchLink: 'Suche nach Parfüms',
    emptyAfterLink:
      ', die du magst – dann zeigen wir dir deine Duft-DNA und passende Empfehlungen.',
  },
  actions: {
    offline:
      'Duft-DNA und Empfehlungen brauchen eine Internetverbindung. Deine Auswahl bleibt auf diesem Gerät.',
    needsTwo:
      'Für die Duft-DNA brauchst du mindestens 2 Düfte. Empfehlungen gibt es schon für einen.',
    noAccountNeeded: 'Duft-DNA und Empfehlungen kannst du auch ohne Konto abrufen.',
    analyse: 'Duft-DNA analysieren',
    recommend: 'Empfehlungen erhalten',
  },
  dna: {
    title: 'Deine Duft-DNA',
    computing: 'Deine Duft-DNA wird berechnet …',
    unknown: 'Nicht im Katalog gefunden und daher nicht berücksichtigt: ',
    profileTitle: 'Dein Duftprofil',
    tableCaption: 'Duftprofil, Werte von 0 bis 100',
    tableTrait: 'Eigenschaft',
    tableValue: 'Wert',
    radarCaption: 'Radardiagramm deines Duftprofils',
    radarDataset: 'Duft-DNA',
    /** The radar's tooltip for one value, e.g. " 72 von 100". */
    radarTooltip: (value: string): string => ` ${value} von 100`,
    personality: 'Persönlichkeit und Stil',
    target: 'Dein Empfehlungsziel',
    families: 'Deine Duftfamilien',
    notesTitle: 'Deine prägenden Noten',
    primaryNotes: 'Hauptnoten',
    secondaryNotes: 'Nebennoten',
    style: 'Stil',
    energy: 'Energie',
    defaultStyle: 'Ausgewogen',
    defaultEnergy: 'Warm',
    axes: SPIDER_AXIS_LABELS,
    more: (count: number) => (count === 1 ? '+1 weiteres Parfüm' : `+${count} weitere Parfüms`),
    occasions: 'Anlässe',
  },
  /**
   * The occasions as people read them. The API keeps the spec's keywords ("Date/Dinner",
   * "Club/Party"; spec 001 §2); only their labels are German (README, deviations).
   */
  occasionLabels: {
    Alltag: 'Alltag',
    Büro: 'Büro',
    Sommer: 'Sommer',
    Winter: 'Winter',
    Abend: 'Abend',
    'Date/Dinner': 'Verabredung',
    'Club/Party': 'Ausgehen',
    Freizeit: 'Freizeit',
  },
  audience: {
    forWhom: 'Für wen?',
    damen: 'Damen',
    herren: 'Herren',
    egal: 'egal',
    leanDamen: 'Deine Auswahl besteht vor allem aus Damendüften.',
    leanHerren: 'Deine Auswahl besteht vor allem aus Herrendüften.',
    leanMixed:
      'Deine Auswahl ist gemischt – Damen- und Herrendüfte. Wähle, für wen du suchst, zum Beispiel für ein Geschenk.',
    noChoice: 'Ohne Wahl richten sich die Empfehlungen nach deiner Auswahl.',
    occasion: 'Anlass',
    allOccasions: 'Alle Anlässe',
    budget: 'Budget',
    noBudget: 'Kein Budget',
  },
  recommendations: {
    title: 'Deine Empfehlungen',
    searching: 'Passende Düfte werden gesucht …',
    adNote:
      'Mit „Anzeige“ markierte Shop-Links sind Werbelinks: Kaufst du darüber, erhalten wir eventuell eine Provision. Der Preis ändert sich für dich nicht.',
    nicheTitle: 'Nischendüfte für dich',
    nicheLoading: 'Wird gesucht …',
    nicheMore: 'Mehr Nischendüfte',
    nicheExhausted: 'Gerade keine weiteren passenden Nischendüfte.',
    nicheFound: (added: number, total: number) =>
      `${added === 1 ? '1 weiterer Nischenduft' : `${added} weitere Nischendüfte`} gefunden – jetzt ${total}.`,
    nicheBadge: 'Nischenduft',
    chosenBadge: '✓ In deiner Auswahl',
    adding: 'Wird hinzugefügt …',
    add: 'Zur Auswahl hinzufügen',
    addFailedTitle: 'Hinzufügen fehlgeschlagen',
    addFailed: (name: string) =>
      `„${name}“ konnte gerade nicht geladen werden. Bitte versuche es erneut.`,
  },
  variants: {
    title: 'Andere Varianten deiner Düfte',
    summary: (count: number) => `Andere Varianten deiner Düfte (${count})`,
    hint: 'Keine Empfehlungen, sondern Flanker, Editionen und Konzentrationen der Düfte in deiner Auswahl – für alle, die bei ihrem Duft bleiben und ihn neu erleben möchten.',
    of: (name: string) => `Variante von ${name}`,
  },
  expand: {
    more: 'Mehr anzeigen',
    less: 'Weniger anzeigen',
  },
} as const;
