// German texts of the list and result steps (/auswahl, /ergebnis): the list itself, the save
// bar, the step navigation, sharing and the shared-list offer (issue 29: one copy module per
// screen family). These steps load on demand; what a first visit shows is in chosenListShell.ts.
import { perfumeCount } from './chosenListShell';
import { chosenListToasts } from './chosenListToasts';

export const chosenListCopy = {
  title: 'Deine Auswahl',
  count: perfumeCount,
  itemsLabel: 'Ausgewählte Düfte',
  emptyTitle: 'Noch keine Düfte ausgewählt',
  emptySearchLink: 'Suche nach Parfüms',
  emptyAfterLink: ', die du magst, und füge sie mit „+“ hinzu.',
  clear: 'Auswahl leeren',
  details: 'Details',
  remove: 'Entfernen',
  searchMore: 'Weitere Düfte suchen',
  saveBar: {
    empty: 'Füge Düfte hinzu, die du magst. Deine Auswahl bleibt auf diesem Gerät.',
    chooseCollection: 'Wähle eine Sammlung für deine Auswahl.',
    temporary: (email: string) =>
      `Du speicherst vorläufig für ${email}, bis deine E-Mail bestätigt ist.`,
    needsAccount: 'Zum Speichern brauchst du ein kostenloses Konto.',
    saveAndAnalyse: 'Speichern & analysieren',
  },
  steps: {
    label: 'Schritte',
    search: 'Suchen',
    list: 'Auswahl',
    result: 'Ergebnis',
  },
  share: {
    button: 'Auswahl teilen',
    title: 'Meine Duftauswahl – Duftkompass',
    text: (names: string) => `Meine Lieblingsdüfte: ${names}. Duft-DNA und Empfehlungen:`,
    copiedTitle: 'Link kopiert',
    copiedDescription: 'Füge ihn in eine Nachricht oder E-Mail ein.',
    manualTitle: 'Dein Link zum Teilen',
  },
  shared: {
    label: 'Geteilte Auswahl',
    names: (names: string) => `Geteilte Auswahl: ${names}`,
    saveFailed: {
      title: chosenListToasts.saveFailed.title,
      description: 'Die geteilte Auswahl konnte nicht übernommen werden.',
    },
    unreachable: 'Die Düfte dieses Links sind gerade nicht erreichbar.',
    differs:
      'Deine eigene Auswahl enthält andere Düfte. Möchtest du die geteilte Auswahl übernehmen?',
    take: 'Geteilte Auswahl übernehmen',
    keep: 'Meine Auswahl behalten',
  },
} as const;
