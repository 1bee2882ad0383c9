// Live reads of the device database for screens and the sync triggers: each re-runs after
// every write, in this tab and in others. They are the only users of Dexie's observation
// outside this folder's modules, so the rest of the app never imports Dexie itself.
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { chosenListRepo, type ChosenPerfume } from './chosenListRepo';
import { db, type DuftkompassDb } from './db';
import { countPending } from './outbox';
import { listQueuedPhotos, type QueuedPhoto } from './photoQueue';
import { listCollectionItems } from './queries';
import { queuedTempSaves, type QueuedTempSave } from './tempActions';

/** What a watch calls: with each new answer, or once the read failed. */
type Watcher<T> = { next: (value: T) => void; error: (error: unknown) => void };

/** Calls `watcher` with the query's answer, now and after each write; returns the stop. */
function watch<T>(query: () => Promise<T>, watcher: Watcher<T>): () => void {
  const subscription = liveQuery(query).subscribe(watcher);
  return () => subscription.unsubscribe();
}

/** The chosen list, now and after each write (useChosenItems.ts). */
export function watchChosenItems(watcher: Watcher<ChosenPerfume[]>): () => void {
  return watch(() => chosenListRepo.list(), watcher);
}

/** Live item count per collection id, for the sidebar's badges. */
export function useItemCounts(collectionIds: readonly string[]): ReadonlyMap<string, number> {
  const key = collectionIds.join(',');
  const counts = useLiveQuery(async () => {
    const ids = key === '' ? [] : key.split(',');
    const entries = await Promise.all(
      ids.map(async (id) => [id, (await listCollectionItems(id)).length] as const),
    );
    return new Map(entries);
  }, [key]);
  return counts ?? new Map();
}

/** The photos queued on this device; undefined until IndexedDB answered. */
export function useQueuedPhotos(): QueuedPhoto[] | undefined {
  return useLiveQuery(() => listQueuedPhotos(db), []);
}

/** The number of changes waiting to be sent, now and after each write. */
export function watchPendingCount(database: DuftkompassDb, watcher: Watcher<number>): () => void {
  return watch(() => countPending(database), watcher);
}

/** Temporary-mode saves still waiting on this device for the e-mail; undefined until read. */
export function useQueuedTempSaves(email: string | null): QueuedTempSave[] | undefined {
  return useLiveQuery(async () => (email ? queuedTempSaves(email) : []), [email]);
}
