// German texts of the search family: the search field (header and start page) and its result
// list (issue 29: one copy module per screen family). The field is on every first visit, so
// this module stays small and imports only the number format (tests/e2e/budget.spec.ts).

import { formatNumber } from '../ui/germanFormat';

export const searchCopy = {
  label: 'Parfüm suchen',
  placeholder: 'z. B. Sauvage, Chanel Bleu, Aventus …',
  photo: 'Mit Foto suchen',
  minLength: (min: number) => `Mindestens ${min} Zeichen eingeben`,
  hint: 'Suche nach Name oder Marke – oder tippe auf die Kamera für ein Foto.',
  headerLink: 'Zur Parfümsuche',
  results: 'Suchergebnisse',
  running: 'Suche läuft …',
  offline: 'Offline-Suche im gespeicherten Katalog – Details folgen, sobald du wieder online bist.',
  noneTitle: (query: string) => `Keine Düfte zu „${query}“ gefunden.`,
  noneHint: 'Prüfe die Schreibweise oder suche nach der Marke.',
  retry: 'Erneut versuchen',
  loadingMore: 'Wird geladen …',
  more: 'Mehr laden',
  /** "1 Treffer", "1.234 Treffer": German grouping, the noun is the same in singular and plural. */
  hitCount: (count: number) => `${formatNumber(count)} Treffer`,
} as const;
