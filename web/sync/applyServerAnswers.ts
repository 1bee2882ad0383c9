// Writes the server's answers to a pushed entry into the device database, together with the
// entry's removal or rejection (one transaction per batch, opened by the caller):
// accepted → the server's records replace the optimistic rows; rejected → the optimistic
// rows are rolled back, the entry stays with the German message, and a full pull is due.
import type { z } from 'zod';
import { lazySchema } from '../../api/contract/lazySchema';
import type { Mutation } from '../../api/contract/sync';
import { collectionResultSchema } from '../../api/contract/collectionSettings';
import {
  addPerfumesResultSchema,
  blacklistAddResultSchema,
  wishlistAddResultSchema,
} from '../../api/contract/userData';
import { SYNCED_TABLES, type DuftkompassDb, type StoredRow } from '../data/db';
import { writeMeta } from '../data/meta';
import { readEntry, type QueuedEntry } from '../data/outbox';

type ItemTable = 'collectionItems' | 'wishlist' | 'blacklist';
type RecordTable = ItemTable | 'collections';
/** Tables whose rows carry the marker of the entry that created or changed them. */
const MARKED_TABLES: readonly RecordTable[] = [
  'collectionItems',
  'wishlist',
  'blacklist',
  'collections',
];

/** Every table an answer may touch, for the caller's transaction. */
export function answerTables(database: DuftkompassDb) {
  return [...SYNCED_TABLES.map((name) => database[name]), database.outbox, database.meta];
}

type Effect =
  | { kind: 'upsert'; table: RecordTable; schema: z.ZodType<{ records: StoredRow[] }> }
  | { kind: 'delete'; table: ItemTable; id: string }
  | { kind: 'deleteCollection'; id: string };

const itemsOf = lazySchema(() =>
  addPerfumesResultSchema.transform((body) => ({ records: body.items })),
);
const wishOf = lazySchema(() =>
  wishlistAddResultSchema.transform((body) => ({ records: [body.wishlistItem] })),
);
const collectionOf = lazySchema(() =>
  collectionResultSchema.transform((body) => ({ records: [body.collection] })),
);
const blackOf = lazySchema(() =>
  blacklistAddResultSchema.transform((body) => ({ records: [body.blacklistItem] })),
);

function effectOf(mutation: Mutation): Effect {
  switch (mutation.name) {
    case 'collections.addPerfumes':
    case 'collections.addFromRecommendation':
      return { kind: 'upsert', table: 'collectionItems', schema: itemsOf };
    case 'wishlist.add':
      return { kind: 'upsert', table: 'wishlist', schema: wishOf };
    case 'blacklist.add':
      return { kind: 'upsert', table: 'blacklist', schema: blackOf };
    case 'collections.deleteItem':
      return { kind: 'delete', table: 'collectionItems', id: mutation.args.itemId };
    case 'wishlist.delete':
      return { kind: 'delete', table: 'wishlist', id: mutation.args.id };
    case 'blacklist.delete':
      return { kind: 'delete', table: 'blacklist', id: mutation.args.itemId };
    case 'collections.create':
    case 'collections.rename':
    case 'dislikedNotes.add':
    case 'dislikedNotes.delete':
      return { kind: 'upsert', table: 'collections', schema: collectionOf };
    case 'collections.delete':
      return { kind: 'deleteCollection', id: mutation.args.collectionId };
  }
}

/** A deleted collection's rows on the device: the collection and everything in it. */
export async function deleteCollectionLocally(database: DuftkompassDb, id: string) {
  await database.collections.delete(id);
  for (const name of ['collectionItems', 'wishlist', 'blacklist'] as const) {
    await database[name].where('collection_id').equals(id).delete();
  }
  await database.analyses.delete(id);
  await database.recommendations.delete(id);
}

/** Ids that later queued entries delete: the server's copy must not bring them back. */
export async function idsPendingDeletion(database: DuftkompassDb): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const row of await database.outbox.where('status').equals('pending').toArray()) {
    const entry = readEntry(row);
    if (entry?.kind !== 'user') continue;
    const effect = effectOf(entry.mutation);
    if (effect.kind === 'delete' || effect.kind === 'deleteCollection') ids.add(effect.id);
  }
  return ids;
}

async function dropOptimisticRows(database: DuftkompassDb, mutationId: string) {
  for (const table of MARKED_TABLES) {
    await database[table].where('pendingMutationId').equals(mutationId).delete();
  }
}

async function clearMarkers(database: DuftkompassDb, mutationId: string) {
  for (const table of MARKED_TABLES) {
    await database[table]
      .where('pendingMutationId')
      .equals(mutationId)
      .modify((row) => {
        delete row.pendingMutationId;
      });
  }
}

/** The server applied the entry (now or in an earlier delivery): store its records. */
export async function applyAccepted(
  database: DuftkompassDb,
  entry: QueuedEntry,
  body: unknown,
  pendingDeletes: ReadonlySet<string>,
): Promise<void> {
  await database.outbox.where('id').equals(entry.id).delete();
  if (entry.kind === 'temp') return;
  const effect = effectOf(entry.mutation);
  if (effect.kind === 'delete') {
    await database[effect.table].delete(effect.id);
    return;
  }
  if (effect.kind === 'deleteCollection') {
    await deleteCollectionLocally(database, effect.id);
    return;
  }
  const parsed = effect.schema.safeParse(body);
  if (!parsed.success) {
    // Keep what the user sees; the full pull after the queue brings the server's version.
    await clearMarkers(database, entry.id);
    await writeMeta(database, 'needsResync', true);
    return;
  }
  const records = parsed.data.records.filter((record) => !pendingDeletes.has(String(record.id)));
  // Rows this entry created that the server did not return were skipped as duplicates.
  await dropOptimisticRows(database, entry.id);
  if (effect.table === 'collections') {
    // A later queued change of the same collection keeps its optimistic row until its answer.
    for (const record of records) {
      const current = await database.collections.get(String(record.id));
      const marker = current?.pendingMutationId;
      if (marker === undefined || marker === entry.id)
        await database.collections.put(record as never);
    }
    return;
  }
  await database[effect.table].bulkPut(records);
}

/** The server refused the entry: roll back its optimistic rows, keep it with the message. */
export async function applyRejected(
  database: DuftkompassDb,
  entry: { id: string; row: { undo?: { table: string; row: StoredRow }[] } },
  message: string,
  status: number | null,
): Promise<void> {
  await dropOptimisticRows(database, entry.id);
  for (const undo of entry.row.undo ?? []) {
    const table = SYNCED_TABLES.find((name) => name === undo.table);
    if (!table) continue;
    const { pendingMutationId, ...row } = undo.row;
    if (pendingMutationId !== undefined) {
      // Restore a row only if the entry that created it still stands.
      const creator = await database.outbox.where('id').equals(pendingMutationId).first();
      if (creator?.status === 'rejected') continue;
      if (creator?.status === 'pending') {
        await database.table<StoredRow>(table).put({ ...row, pendingMutationId });
        continue;
      }
    }
    await database.table<StoredRow>(table).put(row);
  }
  await database.outbox
    .where('id')
    .equals(entry.id)
    .modify({
      status: 'rejected',
      error: message,
      ...(status === null ? {} : { status_code: status }),
    });
  await writeMeta(database, 'needsResync', true);
}
