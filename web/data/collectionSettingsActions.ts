// User actions on the collections themselves (issue 26: own collections, up to six) and on
// their disliked notes (issue 29): optimistic row plus outbox entry in one Dexie transaction,
// like every other change, so they work offline and sync through the one queue engine.
import { collectionSimpleSchema } from '../../api/contract/collections';
import {
  MAX_COLLECTIONS,
  collectionNameKey,
  collectionNameProblem,
} from '../../api/contract/collectionSettings';
import { errorCatalog } from '../../api/contract/errors';
import type { Mutation } from '../../api/contract/sync';
import { db as appDb, type DuftkompassDb, type StoredRow, type SyncedTable } from './db';
import { enqueueMutation } from './outbox';
import { nowIso } from './optimistic';
import { parseRow } from './records';
import { requestPersistentStorage } from './persistence';

export type SettingsOutcome =
  | { kind: 'queued'; collectionId: string }
  | { kind: 'refused'; message: string };

const refused = (message: string): SettingsOutcome => ({ kind: 'refused', message });
const MISSING = 'Diese Sammlung ist nicht mehr vorhanden.';

async function collections(database: DuftkompassDb) {
  const rows = await database.collections.toArray();
  return rows.flatMap((row) => {
    const parsed = parseRow('collections', row);
    return parsed ? [parsed] : [];
  });
}

/** The first reason the name cannot be used on this device, or null. */
async function nameRefusal(database: DuftkompassDb, name: string, except: string | null) {
  const problem = collectionNameProblem(name);
  if (problem) return problem;
  const key = collectionNameKey(name);
  const taken = (await collections(database)).some(
    (collection) => collection.id !== except && collectionNameKey(collection.name) === key,
  );
  return taken ? errorCatalog.collection_name_taken.message : null;
}

export async function createCollection(
  name: string,
  database: DuftkompassDb = appDb,
): Promise<SettingsOutcome> {
  const outcome = await database.transaction(
    'rw',
    [database.collections, database.outbox],
    async (): Promise<SettingsOutcome> => {
      if ((await database.collections.count()) >= MAX_COLLECTIONS) {
        return refused(errorCatalog.collection_limit.message);
      }
      const problem = await nameRefusal(database, name, null);
      if (problem) return refused(problem);
      const collectionId = crypto.randomUUID();
      const mutationId = crypto.randomUUID();
      const record = collectionSimpleSchema.parse({
        id: collectionId,
        name: name.trim(),
        type: 'own',
        created_at: nowIso(),
        disliked_notes: [],
      });
      await database.collections.add({ ...record, pendingMutationId: mutationId });
      await enqueueMutation(
        database,
        { name: 'collections.create', args: { collectionId, name: record.name } },
        [],
        mutationId,
      );
      return { kind: 'queued', collectionId };
    },
  );
  if (outcome.kind === 'queued') void requestPersistentStorage();
  return outcome;
}

/** Changes one collection row and queues the mutation; the previous row is the undo. */
async function changeCollection(
  database: DuftkompassDb,
  collectionId: string,
  change: (row: StoredRow) => StoredRow,
  mutation: Mutation,
  extraUndo: (row: StoredRow) => Promise<{ table: SyncedTable; row: StoredRow }[]> = async () =>
    [],
): Promise<SettingsOutcome> {
  return database.transaction(
    'rw',
    [database.collections, database.recommendations, database.outbox],
    async (): Promise<SettingsOutcome> => {
      const row = await database.collections.get(collectionId);
      if (!row) return refused(MISSING);
      const mutationId = crypto.randomUUID();
      const undo = [{ table: 'collections' as const, row }, ...(await extraUndo(row))];
      await database.collections.put({ ...change(row), pendingMutationId: mutationId });
      await enqueueMutation(database, mutation, undo, mutationId);
      return { kind: 'queued', collectionId };
    },
  );
}

export async function renameCollection(
  collectionId: string,
  name: string,
  database: DuftkompassDb = appDb,
): Promise<SettingsOutcome> {
  const problem = await nameRefusal(database, name, collectionId);
  if (problem) return refused(problem);
  return changeCollection(database, collectionId, (row) => ({ ...row, name: name.trim() }), {
    name: 'collections.rename',
    args: { collectionId, name: name.trim() },
  });
}

/** Removes the collection and everything in it from the device; the server does the same. */
export async function deleteCollection(
  collectionId: string,
  database: DuftkompassDb = appDb,
): Promise<SettingsOutcome> {
  const tables = [
    database.collections,
    database.collectionItems,
    database.wishlist,
    database.blacklist,
    database.analyses,
    database.recommendations,
    database.outbox,
  ];
  return database.transaction('rw', tables, async (): Promise<SettingsOutcome> => {
    const row = await database.collections.get(collectionId);
    if (!row) return refused(MISSING);
    if (row.type !== 'own') return refused(errorCatalog.collection_protected.message);
    const undo: { table: SyncedTable; row: StoredRow }[] = [{ table: 'collections', row }];
    for (const table of ['collectionItems', 'wishlist', 'blacklist'] as const) {
      const rows = await database[table].where('collection_id').equals(collectionId).toArray();
      for (const child of rows) undo.push({ table, row: child });
      await database[table].where('collection_id').equals(collectionId).delete();
    }
    for (const table of ['analyses', 'recommendations'] as const) {
      const child = await database[table].get(collectionId);
      if (child) undo.push({ table, row: child });
      await database[table].delete(collectionId);
    }
    await database.collections.delete(collectionId);
    await enqueueMutation(database, { name: 'collections.delete', args: { collectionId } }, undo);
    return { kind: 'queued', collectionId };
  });
}

const notesOf = (row: StoredRow): string[] =>
  Array.isArray(row.disliked_notes)
    ? row.disliked_notes.filter((note): note is string => typeof note === 'string')
    : [];

/**
 * Adds a disliked note. `dominatedPerfumeIds` are the catalog perfumes the note dominates
 * among the stored recommendations (the caller asks the offline index): their cards leave
 * the device's copy at once, as the server removes them from its copy.
 */
export function addDislikedNote(
  collectionId: string,
  note: string,
  dominatedPerfumeIds: ReadonlySet<string>,
  database: DuftkompassDb = appDb,
): Promise<SettingsOutcome> {
  return changeCollection(
    database,
    collectionId,
    (row) => ({ ...row, disliked_notes: [...new Set([...notesOf(row), note])] }),
    { name: 'dislikedNotes.add', args: { collectionId, note } },
    async () => {
      const stored = await database.recommendations.get(collectionId);
      const parsed = stored ? parseRow('recommendations', stored) : null;
      if (!stored || !parsed || dominatedPerfumeIds.size === 0) return [];
      const kept = parsed.recommendations.filter(
        (card) => !card.matched_perfume || !dominatedPerfumeIds.has(card.matched_perfume.id),
      );
      if (kept.length === parsed.recommendations.length) return [];
      await database.recommendations.put({ ...stored, recommendations: kept });
      return [{ table: 'recommendations', row: stored }];
    },
  );
}

export function removeDislikedNote(
  collectionId: string,
  note: string,
  database: DuftkompassDb = appDb,
): Promise<SettingsOutcome> {
  return changeCollection(
    database,
    collectionId,
    (row) => ({ ...row, disliked_notes: notesOf(row).filter((entry) => entry !== note) }),
    { name: 'dislikedNotes.delete', args: { collectionId, note } },
  );
}
