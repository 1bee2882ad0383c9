// Temporary mode (before the e-mail is confirmed): saves go to the outbox as one entry per
// save and are sent to POST /api/temp-collections/add-perfumes with their id as the
// Idempotency-Key. There is no local copy of temporary collections, so nothing optimistic
// is shown besides the pending count.
import type { DefaultCollectionType } from '../../api/contract/collections';
import { db as appDb, type DuftkompassDb } from './db';
import { duplicate, type ActionOutcome, type PerfumeInput } from './optimistic';
import { enqueueTempSave, readEntry } from './outbox';
import { requestPersistentStorage } from './persistence';
import { nameKey } from './records';

export type TempSave = {
  email: string;
  deviceId: string;
  /** Which default collection: "main", "partner" or "custom". */
  collectionType: DefaultCollectionType;
  perfumes: readonly PerfumeInput[];
};

const keyOf = (perfume: { id: string | null; name: string; brand: string }) =>
  perfume.id ?? nameKey(perfume.name, perfume.brand);

/** Queues a temporary save; perfumes already waiting in an earlier save are left out. */
export async function saveTempPerfumes(
  save: TempSave,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  const email = save.email.trim().toLowerCase();
  const outcome = await database.transaction('rw', database.outbox, async () => {
    const queued = new Set<string>();
    for (const row of await database.outbox.where('status').equals('pending').toArray()) {
      const entry = readEntry(row);
      if (entry?.kind !== 'temp') continue;
      const { body } = entry;
      if (body.email !== email || body.collectionId !== save.collectionType) continue;
      for (const id of body.perfumeIds) queued.add(id);
      for (const perfume of body.perfumes) queued.add(keyOf(perfume));
    }
    const fresh = save.perfumes.filter((perfume) => {
      const key = keyOf(perfume);
      if (queued.has(key)) return false;
      queued.add(key);
      return true;
    });
    if (fresh.length === 0) return duplicate();
    const mutationId = await enqueueTempSave(database, {
      email,
      deviceId: save.deviceId,
      collectionId: save.collectionType,
      perfumeIds: [],
      perfumes: fresh.map((perfume) => ({ id: perfume.id, name: perfume.name, brand: perfume.brand })),
    });
    return {
      kind: 'queued' as const,
      mutationIds: [mutationId],
      itemIds: [],
      skipped: save.perfumes.length - fresh.length,
    };
  });
  if (outcome.kind === 'queued') void requestPersistentStorage();
  return outcome;
}

/** Perfumes of one temporary collection that wait on this device to be sent. */
export type QueuedTempSave = {
  collectionType: DefaultCollectionType;
  perfumes: { id: string | null; name: string; brand: string }[];
};

/**
 * The device's copy of temporary-mode saves not yet accepted by the server (pending outbox
 * entries for the e-mail), one row per collection type; a rejected entry is not waiting.
 */
export async function queuedTempSaves(
  email: string,
  database: DuftkompassDb = appDb,
): Promise<QueuedTempSave[]> {
  const normalized = email.trim().toLowerCase();
  const byType = new Map<DefaultCollectionType, QueuedTempSave>();
  for (const row of await database.outbox.where('status').equals('pending').toArray()) {
    const entry = readEntry(row);
    if (entry?.kind !== 'temp' || entry.body.email !== normalized) continue;
    const type = entry.body.collectionId;
    const save = byType.get(type) ?? { collectionType: type, perfumes: [] };
    save.perfumes.push(...entry.body.perfumes.map(({ id, name, brand }) => ({ id, name, brand })));
    byType.set(type, save);
  }
  return [...byType.values()];
}
