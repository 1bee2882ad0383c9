// German toasts of adding to, removing from and clearing the chosen list (issue 29: one copy
// module per screen family). They load with the actions (the "+" of search results and the
// perfume page), not with the app's entry (tests/e2e/budget.spec.ts).
import { perfumeCount } from './chosenListShell';

export const chosenListToasts = {
  saveFailed: {
    title: 'Speichern auf dem Gerät fehlgeschlagen',
    description: 'Deine Auswahl konnte nicht geändert werden. Bitte versuche es erneut.',
  },
  duplicate: {
    title: 'Bereits in deiner Auswahl',
    description: (name: string) => `„${name}“ ist schon in deiner Auswahl.`,
  },
  removed: {
    title: 'Aus deiner Auswahl entfernt',
    description: (name: string, brand: string) => `„${name}“ von ${brand}`,
    undoAltText: (name: string) => `„${name}“ wieder hinzufügen`,
  },
  cleared: {
    title: 'Auswahl geleert',
    description: (count: number) => `${perfumeCount(count)} entfernt`,
    undoAltText: 'Alle entfernten Düfte wiederherstellen',
  },
  undo: 'Rückgängig',
} as const;
