// German texts of the chosen list that are part of the app's entry: the list bar under the
// search and the perfume page, the count and the unknown family (issue 29: one copy module per
// screen family). The toasts of adding and removing load with their actions
// (chosenListToasts.ts), the list and result steps with theirs (chosenList.ts), so the entry
// carries only these few (tests/e2e/budget.spec.ts).

/** "1 Duft", "3 Düfte". */
export const perfumeCount = (count: number) => (count === 1 ? '1 Duft' : `${count} Düfte`);

export const chosenListShellCopy = {
  chosenCount: (count: number) => `${perfumeCount(count)} ausgewählt`,
  bar: {
    label: 'Deine Auswahl in Kürze',
    analyse: 'Duft-DNA ansehen',
  },
  /** A perfume from a photo whose family was not detected (stored as the spec's "Unknown"). */
  unknownFamily: 'Unbekannt',
} as const;
