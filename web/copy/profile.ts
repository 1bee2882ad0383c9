// German texts of the profile page (/profile): the sidebar, a collection's four tabs, its cards,
// analysis and management, and the signed-out and temporary views (issue 29: one copy module
// per screen family). The settings view's texts are in web/copy/profileSettings.ts. Spec texts
// are kept verbatim. Loaded with the lazy /profile route only.
import { analysisCopy } from './analysis';
import { authShellCopy } from './authShell';
import { chosenListCopy } from './chosenList';
import { collectionsCopy } from './collections';
import { searchCopy } from './search';

/** "1 Parfüm", "3 Parfüms". */
export function profilePerfumeCount(count: number): string {
  return count === 1 ? '1 Parfüm' : `${count} Parfüms`;
}

export const profileCopy = {
  page: {
    collections: 'Deine Sammlungen',
    loading: 'Deine Sammlungen werden geladen …',
    preparing:
      'Deine Sammlungen werden vorbereitet. Mit einer Internetverbindung erscheinen sie in wenigen Sekunden.',
  },
  sidebar: {
    label: 'Deine Sammlungen',
    title: 'Sammlungen',
    expand: 'Seitenleiste ausklappen',
    collapse: 'Seitenleiste einklappen',
    closeMenu: 'Menü schließen',
    settings: 'Einstellungen',
    /** "Meine Sammlung, 3 Parfüms" */
    item: (name: string, count: number) => `${name}, ${profilePerfumeCount(count)}`,
  },
  tabs: {
    label: 'Bereiche der Sammlung',
    perfumes: 'Parfüms',
    recommendations: 'Empfehlungen',
    wishlist: 'Wunschliste',
    blacklist: 'Blacklist',
  },
  card: {
    niche: analysisCopy.recommendations.nicheBadge,
    pending: 'Noch nicht synchronisiert',
    remove: chosenListCopy.remove,
    removeLabel: (name: string) => `${name} entfernen`,
  },
  picker: {
    present: '✓ Bereits vorhanden',
    add: 'Hinzufügen',
    addLabel: (name: string, brand: string) => `${name} von ${brand} hinzufügen`,
    placeholder: 'Name oder Marke, z. B. Sauvage',
    minLength: searchCopy.minLength,
    hint: 'Suche nach Name oder Marke.',
    results: (label: string) => `Treffer: ${label}`,
    running: searchCopy.running,
    hitCount: searchCopy.hitCount,
    none: searchCopy.noneTitle,
  },
  perfumes: {
    pickerLabel: 'Parfüm zur Sammlung hinzufügen',
    loading: 'Sammlung wird geladen …',
    empty:
      'Noch keine Parfüms in dieser Sammlung. Suche oben nach Düften, die du besitzt oder magst.',
    listLabel: 'Parfüms der Sammlung',
  },
  wishlist: {
    pickerLabel: 'Parfüm zur Wunschliste hinzufügen',
    loading: 'Wunschliste wird geladen …',
    empty:
      'Deine Wunschliste ist leer. Merke dir hier Düfte, die du liebst oder ausprobieren möchtest.',
    listLabel: 'Wunschliste',
    move: 'In die Sammlung',
    moveLabel: (name: string) => `${name} in die Sammlung`,
  },
  blacklist: {
    hint: 'Düfte auf der Blacklist werden dir für diese Sammlung nicht empfohlen.',
    pickerLabel: 'Parfüm zur Blacklist hinzufügen',
    loading: 'Blacklist wird geladen …',
    empty: 'Deine Blacklist ist leer.',
    filterLabel: 'Blacklist filtern',
    filterPlaceholder: 'Name oder Marke',
    noMatch: (filter: string) => `Kein Eintrag passt zu „${filter}“.`,
    listLabel: 'Blacklist',
  },
  dislikedNotes: {
    title: 'Noten, die du nicht magst',
    hint: 'Düfte, die von diesen Noten geprägt sind, werden dir für diese Sammlung nicht empfohlen.',
    listLabel: 'Abgelehnte Noten',
    removeLabel: (note: string) => `${note} entfernen`,
    chooseLabel: 'Note auswählen',
    choosePlaceholder: 'Note auswählen …',
    submit: 'Note ablehnen',
  },
  recommendations: {
    offline:
      'Neue Empfehlungen brauchen eine Internetverbindung. Gespeicherte Empfehlungen bleiben sichtbar.',
    rateLimitTitle: 'Rate-Limit erreicht',
    needsPerfumes: 'Füge zuerst Parfüms zu dieser Sammlung hinzu.',
    hint: 'Passend zu den Parfüms dieser Sammlung, ohne Düfte von deiner Blacklist.',
    generating: 'Empfehlungen werden erstellt …',
    generate: 'Neue Empfehlungen generieren',
    loading: 'Empfehlungen werden geladen …',
    empty: 'Noch keine Empfehlungen für diese Sammlung. Lass dir neue Empfehlungen generieren.',
    listLabel: 'Empfehlungen',
    toCollection: 'Zur Sammlung',
    toCollectionLabel: (name: string) => `${name} zur Sammlung hinzufügen`,
    toWishlist: 'Wunschliste',
    toWishlistLabel: (name: string) => `${name} auf die Wunschliste`,
    toBlacklist: 'Blacklist',
    toBlacklistLabel: (name: string) => `${name} auf die Blacklist`,
  },
  analysis: {
    title: 'Duft-DNA dieser Sammlung',
    running: 'Wird analysiert …',
    analyse: 'Sammlung analysieren',
    offline: 'Die Analyse braucht eine Internetverbindung.',
    current: 'Deine Sammlung entspricht dem Stand der letzten Analyse.',
    outdated:
      'Deine Sammlung hat sich seit der letzten Analyse geändert. Analysiere sie erneut, um deine Duft-DNA zu aktualisieren.',
    none: 'Noch keine Analyse: Lass deine Sammlung analysieren und entdecke deine Duft-DNA.',
  },
  feedback: {
    saved: 'Gespeichert',
    added: {
      collection: 'zur Sammlung hinzugefügt',
      wishlist: 'auf die Wunschliste gesetzt',
      blacklist: 'auf die Blacklist gesetzt',
    },
    /** "Sauvage zur Sammlung hinzugefügt." */
    addedText: (name: string, addedTo: string) => `${name} ${addedTo}.`,
    moved: (name: string) => `${name} ist jetzt in deiner Sammlung.`,
  },
  manage: {
    namePlaceholder: 'z. B. Papa oder Geschenke',
    cancel: collectionsCopy.selector.cancel,
    limit: (max: number) =>
      `Du hast ${max} Sammlungen – mehr gehen nicht. Lösche eine eigene Sammlung, um eine neue anzulegen.`,
    newLabel: 'Neue Sammlung',
    create: 'Sammlung anlegen',
    renameLabel: 'Neuer Name',
    save: collectionsCopy.selector.save,
    rename: 'Umbenennen',
    delete: 'Sammlung löschen',
    deleteTitle: (name: string) => `„${name}“ löschen?`,
    deleteText:
      'Die Sammlung wird mit ihren Parfüms, ihrer Wunschliste, ihrer Blacklist und ihren Empfehlungen gelöscht – auf all deinen Geräten. Das lässt sich nicht rückgängig machen.',
    deletedTitle: 'Gelöscht',
    deletedText: (name: string) => `„${name}“ wurde gelöscht.`,
    deleteConfirm: 'Endgültig löschen',
  },
  loginRequired: {
    title: 'Anmeldung erforderlich',
    text: 'Bitte melde dich an, um dein Profil zu sehen.',
    link: 'Zur Anmeldung',
  },
  temporary: {
    title: 'Dein Profil',
    text: 'Sobald deine E-Mail bestätigt ist, findest du hier deine Sammlungen, Wunschliste, Blacklist und Empfehlungen.',
    signInHint: 'Schon bestätigt, aber auf diesem Gerät nicht angemeldet?',
    signIn: authShellCopy.signIn,
  },
} as const;
