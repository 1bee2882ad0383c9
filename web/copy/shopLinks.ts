// German texts of shop links and the cheaper alternative (issue 29: one copy module per screen
// family). The perfume page shows both on a first visit, so this module stays small
// (tests/e2e/budget.spec.ts); the rest of the result texts are in web/copy/analysis.ts.

export const shopLinkCopy = {
  adLabel: 'Anzeige',
  adHint: ' (Werbelink, öffnet in neuem Tab)',
  cheaper: {
    title: 'Günstigere Alternative',
    alike: ' (ähnlich, nicht identisch):',
    sharedAccords: (accords: string) => `gemeinsame Akkorde: ${accords}`,
    sharedNotes: (notes: string) => `gemeinsame Noten: ${notes}`,
    /** "Sauvage von Christian Dior für 65,00 €". */
    offer: (name: string, brand: string, price: string | null) =>
      `${name} von ${brand} für ${price ?? ''}`,
    saving: (percent: number) => `, ${percent} % günstiger.`,
    shopLink: (name: string, shop: string | null) => `${name} bei ${shop ?? 'Shop'} ansehen`,
  },
} as const;
