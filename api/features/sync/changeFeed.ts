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
     DO UPDATE SET seq = excluded.seq, deleted = excluded.deleted, record = excluded.record`,
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

/** The account's current change number ("0" for an account without a profile yet). */
export async function currentChangeSeq(db: Queryable, profileId: string): Promise<bigint> {
  const { rows } = await db.query<{ change_seq: string }>(
    `SELECT change_seq::text FROM profiles WHERE id = $1`,
    [profileId],
  );
  return BigInt(rows[0]?.change_seq ?? '0');
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
