// German texts of the collections family: the "In Sammlung speichern" selector, its success
// notice and the "already own something alike" note (issue 29: one copy module per screen
// family). Spec texts are kept verbatim.

/** "1 Duft", "3 Düfte". */
export function perfumeCount(count: number): string {
  return count === 1 ? '1 Duft' : `${count} Düfte`;
}

export const collectionsCopy = {
  selector: {
    title: 'In Sammlung speichern',
    saving: 'Deine Sammlung wird vorbereitet …',
    intro: (countLabel: string) => `${countLabel} aus deiner Auswahl speichern in:`,
    chooseLegend: 'Sammlung wählen',
    loading: 'Sammlungen werden geladen …',
    none: 'Keine Sammlungen gefunden.',
    tempBefore: 'Vorläufig gespeichert für ',
    tempAfter:
      ' auf diesem Gerät. Sobald du deine E-Mail bestätigt hast und dich anmeldest, übernehmen wir alles in dein Konto.',
    cancel: 'Abbrechen',
    save: 'Speichern',
  },
  problems: {
    chooseCollection: 'Bitte wähle eine Sammlung aus',
    authRequired: 'Authentifizierung erforderlich',
    notAvailable: 'Diese Sammlung ist noch nicht verfügbar.',
    storageFailed: 'Fehler beim Speichern: Der Gerätespeicher ist nicht verfügbar.',
    storageFailedLog: 'Speichern auf dem Gerät fehlgeschlagen',
  },
  alreadyThere: {
    title: 'Bereits vorhanden',
    text: (collectionName: string) => `Alle ausgewählten Düfte sind schon in „${collectionName}“.`,
  },
  result: {
    title: 'Gespeichert!',
    /** "2 Düfte in „Meine Sammlung“ gespeichert, 1 Duft war schon dort." */
    summary: (collectionName: string, added: number, skipped: number) =>
      `${perfumeCount(added)} in „${collectionName}“ gespeichert` +
      (skipped > 0 ? `, ${perfumeCount(skipped)} war${skipped === 1 ? '' : 'en'} schon dort` : '') +
      '.',
    offline:
      'Du bist offline: Deine Düfte sind auf diesem Gerät gespeichert und werden synchronisiert, sobald du wieder online bist.',
    temp: (email: string) =>
      `Bestätige deine E-Mail (${email}) – dann ziehen deine Düfte in dein Konto um. Bis dahin findest du sie in deinem Profil unter „Vorläufig gespeichert“.`,
    toDna: 'Weiter zur Duft-DNA',
    next: 'Weiter',
    openCollection: 'Sammlung im Profil ansehen',
  },
  similarOwned: {
    lead: 'Du hast schon etwas Ähnliches:',
    text: (ownedName: string, accords: readonly string[]) =>
      ` Sehr ähnlich zu deinem ${ownedName} (gemeinsame Akkorde: ${accords.join(', ')}).`,
  },
} as const;
