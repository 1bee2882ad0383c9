// The outbox: queued changes waiting for the server, in device order (seq). Only the user
// actions (web/data/*Actions.ts) add entries and only the sync engine (web/sync/) removes
// them. Payloads are validated on write and again on read, with the contract's schemas.
import { z } from 'zod';
import { lazySchema } from '../../api/contract/lazySchema';
import { tempAddPerfumesBodySchema, type TempAddPerfumesBody } from '../../api/contract/collections';
import { mutationSchema, type Mutation } from '../../api/contract/sync';
import type { DuftkompassDb, OutboxOrigin, OutboxRow, StoredRow, SyncedTable } from './db';

export type QueuedUserEntry = {
  seq: number;
  id: string;
  kind: 'user';
  mutation: Mutation;
  row: OutboxRow;
};
export type QueuedTempEntry = {
  seq: number;
  id: string;
  kind: 'temp';
  body: TempAddPerfumesBody;
  row: OutboxRow;
};
export type QueuedEntry = QueuedUserEntry | QueuedTempEntry;

export const INVALID_ENTRY_MESSAGE =
  'Diese Änderung konnte nicht gelesen werden und wurde nicht übertragen.';

/** Adds a user mutation; call inside the action's rw transaction. Returns its id. */
export async function enqueueMutation(
  database: DuftkompassDb,
  mutation: Mutation,
  undo: { table: SyncedTable; row: StoredRow }[] = [],
  id: string = crypto.randomUUID(),
  origin?: OutboxOrigin,
): Promise<string> {
  const payload = mutationSchema.parse(mutation);
  await database.outbox.add({
    id,
    kind: 'user',
    status: 'pending',
    payload,
    createdAt: Date.now(),
    attempts: 0,
    ...(undo.length > 0 ? { undo } : {}),
    ...(origin ? { origin } : {}),
  });
  return id;
}

export async function enqueueTempSave(
  database: DuftkompassDb,
  body: TempAddPerfumesBody,
): Promise<string> {
  const id = crypto.randomUUID();
  await database.outbox.add({
    id,
    kind: 'temp',
    status: 'pending',
    payload: tempAddPerfumesBodySchema.parse(body),
    createdAt: Date.now(),
    attempts: 0,
  });
  return id;
}

/** Parses one stored entry; null when it is unreadable (the engine then rejects it). */
export function readEntry(row: OutboxRow): QueuedEntry | null {
  if (row.seq === undefined) return null;
  if (row.kind === 'temp') {
    const body = tempAddPerfumesBodySchema.safeParse(row.payload);
    return body.success
      ? { seq: row.seq, id: row.id, kind: 'temp', body: body.data, row }
      : null;
  }
  const mutation = mutationSchema.safeParse(row.payload);
  return mutation.success
    ? { seq: row.seq, id: row.id, kind: 'user', mutation: mutation.data, row }
    : null;
}

/** Pending entries in device order (oldest first). */
export async function pendingEntries(database: DuftkompassDb, limit: number): Promise<OutboxRow[]> {
  return database.outbox.where('status').equals('pending').limit(limit).sortBy('seq');
}

export function countPending(database: DuftkompassDb): Promise<number> {
  return database.outbox.where('status').equals('pending').count();
}

export const rejectedEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  error: z.string(),
  createdAt: z.number(),
}));
export type RejectedChange = z.infer<typeof rejectedEntrySchema>;

/** Rejected entries (oldest first) with the server's message, for the UI to list. */
export async function rejectedChanges(database: DuftkompassDb): Promise<RejectedChange[]> {
  const rows = await database.outbox.where('status').equals('rejected').sortBy('seq');
  return rows.flatMap((row) => {
    const parsed = rejectedEntrySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The user has read a rejection: remove it from the outbox. */
export async function dismissRejected(database: DuftkompassDb, id: string): Promise<void> {
  await database.outbox.where('id').equals(id).and((row) => row.status === 'rejected').delete();
}
