// Owns the device database "duftkompass" (IndexedDB through Dexie), the system of record for
// user data on this device. Later issues add tables by declaring a new version() below the
// existing ones; never edit a version that has shipped.
import { Dexie, type EntityTable } from 'dexie';
import { DB_NAME } from './deviceDataGate';

/**
 * A perfume the visitor picked, with a snapshot of the perfume so the list renders offline.
 * `perfume` is typed unknown: rows written by older releases are validated on read.
 */
export type ChosenListRow = {
  perfumeId: string;
  perfume: unknown;
  /** Epoch milliseconds; the list is shown in the order perfumes were added. */
  addedAt: number;
};

/**
 * Synced records are stored as the contract shapes them (api/contract/userData.ts, sync.ts)
 * plus `pendingMutationId`: the outbox entry that created or changed the row and has not
 * reached the server yet (absent once the server's version is stored). Fields are typed
 * loosely here on purpose: every read goes through the contract's zod schema
 * (web/data/records.ts), because rows may come from older releases or other tabs.
 */
export type LocalMarker = { pendingMutationId?: string };
export type StoredRow = Record<string, unknown> & LocalMarker;
export type CollectionRow = StoredRow & { id: string };
export type ItemRow = StoredRow & { id: string; collection_id: string; perfume_id?: unknown };
export type PerCollectionRow = StoredRow & { collection_id: string };

export type OutboxStatus = 'pending' | 'rejected';

/**
 * One queued change. `seq` (auto-increment) is the device's sequence number and the FIFO
 * order; `id` is the mutation's UUID and idempotency key. Applied entries are deleted in the
 * transaction that stores the server's answer; rejected ones stay, with the server's German
 * message, until the user dismisses them.
 */
export type OutboxRow = {
  seq?: number;
  id: string;
  status: OutboxStatus;
  /** 'user': POST /api/sync/push (bearer); 'temp': POST /api/temp-collections/add-perfumes. */
  kind: 'user' | 'temp';
  /** A contract `Mutation` (kind 'user') or a `TempAddPerfumesBody` (kind 'temp'); validated on read. */
  payload: unknown;
  /** Epoch milliseconds, for display only: entries are never ordered or dropped by age. */
  createdAt: number;
  attempts: number;
  /** Rows removed by this entry, restored if the server rejects it. */
  undo?: { table: SyncedTable; row: StoredRow }[];
  /** German message shown to the user when the server rejected the entry. */
  error?: string;
  status_code?: number;
  /**
   * Where the change came from, when that changes how a refusal is shown: 'save' is the
   * home page's "Speichern" (spec 000 §8 "Fehler beim Speichern"), 'wishlistMove' the
   * wishlist delete of a move into the collection (spec 001 §4: a console warning only).
   * Without it the change is a list action of the profile (spec 001 §8, toast "Fehler").
   */
  origin?: OutboxOrigin;
};

export type OutboxOrigin = 'save' | 'wishlistMove';

export type MetaRow = { key: string; value: unknown };

export type PhotoQueueRow = {
  /** Stable id: the idempotency key of the upload, so a retry never triggers a second analysis. */
  id: string;
  /** The prepared image; null once its analysis (or refusal) is stored (privacy). */
  blob: Blob | null;
  createdAt: number;
  status: 'pending' | 'uploading' | 'done' | 'failed';
  /** The detected perfumes once analysed (validated on read by photoQueue.ts). */
  detections?: unknown;
  /** Labels the server read but could not identify ("2 Etiketten nicht lesbar"). */
  unreadLabels?: number;
  /**
   * What the browser measured on the photo before it was kept (size, brightness, edges), so
   * the hints after its later analysis can be given; kept when the photo itself is dropped.
   */
  measure?: unknown;
  /** The server's German refusal, e.g. an unreadable image. */
  error?: string;
};

export type DuftkompassDb = Dexie & {
  chosenList: EntityTable<ChosenListRow, 'perfumeId'>;
  collections: EntityTable<CollectionRow, 'id'>;
  collectionItems: EntityTable<ItemRow, 'id'>;
  wishlist: EntityTable<ItemRow, 'id'>;
  blacklist: EntityTable<ItemRow, 'id'>;
  analyses: EntityTable<PerCollectionRow, 'collection_id'>;
  recommendations: EntityTable<PerCollectionRow, 'collection_id'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
  photoQueue: EntityTable<PhotoQueueRow, 'id'>;
};

/** The tables that mirror the server's records of the signed-in user. */
export const SYNCED_TABLES = [
  'collections',
  'collectionItems',
  'wishlist',
  'blacklist',
  'analyses',
  'recommendations',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];


/**
 * Called when another tab opens a newer version of the database (or deletes it). Dexie then
 * closes this tab's connection so the upgrade can proceed; this tab's code is outdated, so the
 * UI should say "Neue Version – bitte neu laden" and reload. Returns the unsubscribe function.
 */
export function onVersionChange(listener: () => void, database: Dexie = db): () => void {
  // Returning nothing keeps Dexie's default handler, which closes this connection.
  const handler = () => {
    listener();
  };
  database.on('versionchange', handler);
  return () => database.on('versionchange').unsubscribe(handler);
}

export const VERSION_CHANGE_MESSAGE = 'Neue Version – bitte neu laden';

export function openDuftkompassDb(name: string = DB_NAME): DuftkompassDb {
  const db = new Dexie(name) as DuftkompassDb;
  db.version(1).stores({ chosenList: 'perfumeId, addedAt' });
  // Version 2 (issue 4): the signed-in user's data, the outbox and sync bookkeeping.
  // perfume_id is null for custom perfumes; IndexedDB leaves those rows out of the
  // compound index, and the duplicate check compares their names instead.
  db.version(2).stores({
    collections: 'id',
    collectionItems: 'id, collection_id, [collection_id+perfume_id], pendingMutationId',
    wishlist: 'id, collection_id, [collection_id+perfume_id], pendingMutationId',
    blacklist: 'id, collection_id, [collection_id+perfume_id], pendingMutationId',
    analyses: 'collection_id',
    recommendations: 'collection_id',
    outbox: '++seq, &id, status',
    meta: 'key',
    photoQueue: 'id, status, createdAt',
  });
  // Version 3 (issues 26, 29): collections created or changed on the device carry the marker
  // of their outbox entry too (own collections, renames, disliked notes).
  db.version(3).stores({ collections: 'id, pendingMutationId' });
  return db;
}

export { DB_NAME };

/** The app's single connection; tests open their own with a unique name. */
export const db = openDuftkompassDb();
