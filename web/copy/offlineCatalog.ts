// German texts of the offline catalog: the footer's status line and its button, and the
// message of a device search that a newer one replaced. The footer is on every page from
// the first paint, so this module stays small and imports nothing heavy (budget.spec.ts).
import { formatNumber } from '../ui/germanFormat';

export const offlineCatalogCopy = {
  saveData: 'Datensparmodus: Der Katalog für die Offline-Suche wird nicht automatisch geladen.',
  loadNow: 'Jetzt laden',
  loading: 'Offline-Katalog wird geladen …',
  updating: 'Offline-Katalog wird aktualisiert …',
  loadedKb: (kb: number) => `${formatNumber(kb)} KB`,
  ready: (count: number) => `Offline-Suche bereit: ${formatNumber(count)} Düfte auf diesem Gerät.`,
  failed: 'Der Offline-Katalog konnte nicht geladen werden. Neuer Versuch, sobald du online bist.',
  searchAborted: 'Die Suche wurde abgebrochen.',
};
