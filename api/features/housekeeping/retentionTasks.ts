// The server's retention tasks, one per growing table (periods next to each prune function).
import type { Database } from '../../db/database';
import { pruneAiData } from '../ai/aiCalls';
import { pruneTempCollections } from '../collections/tempCollectionsRepo';
import type { RateLimitStore } from '../limits/rateLimitStore';
import { pruneIdempotencyKeys } from '../sync/idempotency';
import type { HousekeepingTask } from './housekeeping';

export function retentionTasks(db: Database, rateLimitStore: RateLimitStore): HousekeepingTask[] {
  return [
    { name: 'Idempotenz-Schlüssel', run: () => pruneIdempotencyKeys(db) },
    { name: 'Rate-Limit-Zähler', run: () => rateLimitStore.prune() },
    { name: 'KI-Cache und KI-Protokoll', run: () => pruneAiData(db) },
    { name: 'Temporäre Sammlungen', run: () => pruneTempCollections(db) },
  ];
}
