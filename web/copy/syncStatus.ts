// German texts of the sync status (the header's line, the sign-out warning). Painted by every
// page's header, so this module stays small and imports nothing (tests/e2e/budget.spec.ts).

export const syncStatusCopy = {
  retry: 'Erneut versuchen',
  failed: 'Synchronisierung fehlgeschlagen',
  offline: (pending: number) =>
    `Offline – Änderungen werden gespeichert${pending > 0 ? ` (${pending} ausstehend)` : ''}`,
  pending: (count: number) =>
    count === 1 ? '1 Änderung wird synchronisiert' : `${count} Änderungen werden synchronisiert`,
  unsynced: (count: number) =>
    count === 1
      ? 'Du hast 1 Änderung, die noch nicht synchronisiert ist.'
      : `Du hast ${count} Änderungen, die noch nicht synchronisiert sind.`,
} as const;
