// The per-account change feed devices pull from (api/contract/sync.ts): one row per record
// with its latest state or a tombstone. Every writer of user data calls recordChange in
// the same transaction as the data, so the feed never shows a change that rolled back.
import type { z } from 'zod';
import { collectionSimpleSchema } from '../../contract/collections';
import {
  collectionAnalysisRecordSchema,
  collectionRecommendationsRecordSchema,
  syncChangeSchema,
  type SyncChange,
  type SyncEntity,
} from '../../contract/sync';
import {
  blacklistItemSchema,
  collectionItemSchema,
  wishlistItemSchema,
} from '../../contract/userData';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { parseStoredRows, reportBrokenRow } from './storedRows';

const recordSchemas = {
  collection: collectionSimpleSchema,
  collection_item: collectionItemSchema,
  wishlist_item: wishlistItemSchema,
  blacklist_item: blacklistItemSchema,
  collection_analysis: collectionAnalysisRecordSchema,
  collection_recommendations: collectionRecommendationsRecordSchema,
} satisfies Record<SyncEntity, z.ZodType>;

export type FeedChange =
  | {
      [E in SyncEntity]: {
        entity: E;
        id: string;
        record: z.infer<(typeof recordSchemas)[E]>;
      };
    }[SyncEntity]
  | { entity: SyncEntity; id: string; deleted: true };

/**
 * Takes the account's next change number. The UPDATE locks the profile row until the
 * transaction ends, so two writers of one account run one after the other: a number is
 * never visible before every smaller number of that account has committed, and a device
 * that pulled up to N can never later miss a change numbered N or lower.
 */
async function nextChangeSeq(tx: Queryable, profileId: string): Promise<string> {
  const { rows } = await tx.query<{ change_seq: string }>(
    `UPDATE profiles SET change_seq = change_seq + 1 WHERE id = $1 RETURNING change_seq::text`,
    [profileId],
  );
  const seq = rows[0]?.change_seq;
  if (!seq) throw new Error(`Profil ${profileId} fehlt: Änderung kann nicht erfasst werden.`);
  return seq;
}

/** Records a record's new state (or its deletion) in the feed; call inside the data's transaction. */
export async function recordChange(
  tx: Queryable,
  profileId: string,
  change: FeedChange,
): Promise<void> {
  const deleted = 'deleted' in change;
  // Records must be exactly the contract's shape: a device validates every pulled row. One
  // that does not fit is refused with a 4xx (stored like any answer), never a 500 that the
  // device would retry forever with its queue waiting behind it.
  let record: unknown = null;
  if (!deleted) {
    const parsed = recordSchemas[change.entity].safeParse(change.record);
    if (!parsed.success) {
      reportBrokenRow(`neuer Eintrag ${change.entity}`, `${profileId}/${change.id}`, parsed.error);
      throw new ApiError('record_invalid');
    }
    record = parsed.data;
  }
  const seq = await nextChangeSeq(tx, profileId);
  await tx.query(
    `INSERT INTO sync_changes (profile_id, entity, entity_id, seq, deleted, record)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (profile_id, entity, entity_id)
     DO UPDATE SET seq = excluded.seq, deleted = excluded.deleted, record = excluded.record,
       changed_at = now()`,
    [
      profileId,
      change.entity,
      change.id,
      seq,
      deleted,
      record === null ? null : JSON.stringify(record),
    ],
  );
}

/**
 * Days a tombstone stays in the feed (review N18). A device that has not pulled for longer
 * is told to start again (`reset`) and replaces its copy with a full pull, so it never keeps
 * a record deleted meanwhile. Longer than the longest session (90 days), so a device that
 * signs in regularly never needs the full pull.
 */
export const TOMBSTONE_RETENTION_DAYS = 120;

/**
 * Where a pull from `since` stands: 'ahead' when the device knows more than the server (a
 * restored database), 'pruned' when a tombstone the device has not seen was pruned meanwhile;
 * both answer `reset`. A full pull (from "0", and its later pages with `full`) needs no
 * tombstones: the device replaces its copy at the end.
 */
export async function pullStart(
  db: Queryable,
  profileId: string,
  since: string,
  full: boolean,
): Promise<{ kind: 'ok' | 'ahead' | 'pruned'; prunedThrough: bigint }> {
  const { rows } = await db.query<{ change_seq: string; pruned: string }>(
    `SELECT change_seq::text, tombstones_pruned_through::text AS pruned
     FROM profiles WHERE id = $1`,
    [profileId],
  );
  const cursor = BigInt(since);
  const prunedThrough = BigInt(rows[0]?.pruned ?? '0');
  if (cursor > BigInt(rows[0]?.change_seq ?? '0')) return { kind: 'ahead', prunedThrough };
  if (!full && cursor > 0n && cursor < prunedThrough) return { kind: 'pruned', prunedThrough };
  return { kind: 'ok', prunedThrough };
}

/**
 * Deletes tombstones older than TOMBSTONE_RETENTION_DAYS and raises each account's
 * tombstones_pruned_through in the same statement, so no pull can see the one without the
 * other. Returns the number of tombstones deleted.
 */
export async function pruneSyncTombstones(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `WITH pruned AS (
       DELETE FROM sync_changes
       WHERE deleted AND changed_at < now() - make_interval(days => $1)
       RETURNING profile_id, seq
     ), per_account AS (
       SELECT profile_id, max(seq) AS seq, count(*) AS count FROM pruned GROUP BY profile_id
     ), raised AS (
       UPDATE profiles p SET tombstones_pruned_through = GREATEST(p.tombstones_pruned_through, a.seq)
       FROM per_account a WHERE p.id = a.profile_id
       RETURNING a.count
     )
     SELECT coalesce(sum(count), 0)::text AS count FROM per_account`,
    [TOMBSTONE_RETENTION_DAYS],
  );
  return Number(rows[0]?.count ?? 0);
}

interface FeedRow {
  entity: string;
  entity_id: string;
  seq: string;
  deleted: boolean;
  record: unknown;
}

/**
 * Feed rows after `since`, oldest first, at most `limit`; hasMore when more follow. A row
 * that no longer matches the contract is left out and reported, and the cursor still moves
 * past it: the device keeps its last good copy of that record instead of a pull that fails.
 */
export async function readChanges(
  db: Queryable,
  profileId: string,
  since: string,
  limit: number,
): Promise<{ changes: SyncChange[]; cursor: string; hasMore: boolean }> {
  const { rows } = await db.query<FeedRow>(
    `SELECT entity, entity_id, seq::text AS seq, deleted, record FROM sync_changes
     WHERE profile_id = $1 AND seq > $2::bigint ORDER BY seq LIMIT $3`,
    [profileId, since, limit + 1],
  );
  const page = rows.slice(0, limit);
  const changes = parseStoredRows(
    syncChangeSchema,
    page,
    (row) => ({
      seq: row.seq,
      id: row.entity_id,
      entity: row.entity,
      deleted: row.deleted,
      record: row.record,
    }),
    'sync_changes',
    (row) => `${profileId}/${row.entity}/${row.entity_id}`,
  );
  return { changes, cursor: page.at(-1)?.seq ?? since, hasMore: rows.length > limit };
}
