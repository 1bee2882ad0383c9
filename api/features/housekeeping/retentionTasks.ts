// The server's retention tasks, one per growing table (periods next to each prune function).
import type { Database } from '../../db/database';
import type { PrunedCounts } from '../auth/authRetention';
import { pruneAiData } from '../ai/aiCalls';
import { aggregateAiCallDays } from '../admin/aiCallsDaily';
import { pruneAnalytics } from '../analytics/analyticsRepo';
import { dashboardDay } from '../analytics/visitorKeys';
import { pruneRequestMetrics } from '../../http/requestMetrics';
import { pruneTempCollections } from '../collections/tempCollectionsRepo';
import type { RateLimitStore } from '../limits/rateLimitStore';
import { pruneSyncTombstones } from '../sync/changeFeed';
import { pruneIdempotencyKeys } from '../sync/idempotency';
import type { HousekeepingTask } from './housekeeping';

export function retentionTasks(
  db: Database,
  rateLimitStore: RateLimitStore,
  /** The embedded auth's pruning (sessions, tokens, outbox); null in hosted mode. */
  pruneAuth: (() => Promise<PrunedCounts>) | null = null,
  /** Hosted Supabase: login accounts of deleted users still to remove (loginDeletion.ts). */
  retryLoginDeletions: (() => Promise<number>) | null = null,
): HousekeepingTask[] {
  const auth: HousekeepingTask[] = pruneAuth
    ? [
        {
          name: 'Anmeldedaten (Sitzungen, Tokens, Postausgang)',
          run: async () => Object.values(await pruneAuth()).reduce((sum, n) => sum + n, 0),
        },
      ]
    : [];
  const logins: HousekeepingTask[] = retryLoginDeletions
    ? [{ name: 'Logins gelöschter Konten (Supabase)', run: retryLoginDeletions }]
    : [];
  return [
    ...auth,
    ...logins,
    { name: 'Idempotenz-Schlüssel', run: () => pruneIdempotencyKeys(db) },
    { name: 'Rate-Limit-Zähler', run: () => rateLimitStore.prune() },
    { name: 'KI-Cache und KI-Protokoll', run: () => pruneAiData(db) },
    { name: 'Temporäre Sammlungen', run: () => pruneTempCollections(db) },
    { name: 'Löschvermerke der Synchronisierung', run: () => pruneSyncTombstones(db) },
    { name: 'Anfrage-Metriken', run: () => pruneRequestMetrics(db) },
    {
      // The per-day counts are written first: events and AI calls go only once counted.
      name: 'Analyse-Ereignisse und KI-Protokoll (Tageszählung, alte Ereignisse, alte Salze)',
      run: async () => {
        const today = dashboardDay(new Date());
        await aggregateAiCallDays(db, today);
        return pruneAnalytics(db, today);
      },
    },
  ];
}
