// Pull: applies the server's change feed to the device, page by page from the stored cursor
// (server-assigned, never a device clock). A page is applied only while the outbox has no
// pending entry, in the transaction that stores its cursor. A full pull (first sign-in after
// a reset, after a rejection) replaces the local copy in one transaction at the end. A page
// that says more follows without moving the cursor forward ends the pull as a failure, so a
// server bug or a proxy repeating one page cannot keep the device pulling forever.
import type { PullResponse, SyncChange, SyncEntity } from '../../api/contract/sync';
import { SYNCED_TABLES, type DuftkompassDb, type SyncedTable } from '../data/db';
import { readMeta, writeMeta } from '../data/meta';
import type { Failure, SyncHttp } from './syncHttp';

const TABLE_OF: Record<SyncEntity, SyncedTable> = {
  collection: 'collections',
  collection_item: 'collectionItems',
  wishlist_item: 'wishlist',
  blacklist_item: 'blacklist',
  collection_analysis: 'analyses',
  collection_recommendations: 'recommendations',
};

export type PullOutcome = { kind: 'pulled'; changes: number } | { kind: 'deferred' } | Failure;

async function applyChange(database: DuftkompassDb, change: SyncChange): Promise<void> {
  const table = database.table(TABLE_OF[change.entity]);
  if (!change.deleted) {
    await table.put(change.record);
    return;
  }
  await table.delete(change.id);
  if (change.entity === 'collection') {
    // Whatever belonged to a deleted collection goes with it, even without its own tombstones.
    for (const name of ['collectionItems', 'wishlist', 'blacklist'] as const) {
      await database[name].where('collection_id').equals(change.id).delete();
    }
    await database.analyses.delete(change.id);
    await database.recommendations.delete(change.id);
  }
}

const hasPending = async (database: DuftkompassDb) =>
  (await database.outbox.where('status').equals('pending').count()) > 0;

/** Applies one page; false when a new change was queued meanwhile (the pull then waits). */
async function applyPage(
  database: DuftkompassDb,
  changes: readonly SyncChange[],
  cursor: string,
  replace: boolean,
): Promise<boolean> {
  const tables = [...SYNCED_TABLES.map((name) => database[name]), database.outbox, database.meta];
  return database.transaction('rw', tables, async () => {
    if (await hasPending(database)) return false;
    if (replace) await Promise.all(SYNCED_TABLES.map((name) => database[name].clear()));
    for (const change of changes) await applyChange(database, change);
    await writeMeta(database, 'cursor', cursor);
    if (replace) await writeMeta(database, 'needsResync', false);
    return true;
  });
}

/** True when the page cannot be followed: more is promised but the cursor stays or goes back. */
function isStalled(since: string, page: PullResponse): boolean {
  const from = BigInt(since);
  const to = BigInt(page.cursor);
  return to < from || (to === from && page.hasMore);
}

export async function pullChanges(
  database: DuftkompassDb,
  http: SyncHttp,
  now: () => number,
): Promise<PullOutcome> {
  const cursor = await readMeta(database, 'cursor');
  let full = cursor === undefined || (await readMeta(database, 'needsResync')) === true;
  let since = full ? '0' : (cursor ?? '0');
  let collected: SyncChange[] = [];
  let total = 0;
  let resets = 0;
  for (;;) {
    const page = await http.pullPage(since, full);
    if ('kind' in page) return page;
    if (page.reset) {
      resets += 1;
      if (resets > 2) return { kind: 'server', status: 200, retryAfterMs: null };
      full = true;
      since = '0';
      collected = [];
      continue;
    }
    if (isStalled(since, page)) {
      console.warn(
        `[sync] Der Cursor rückt nicht vor (nach ${since} kam ${page.cursor}, hasMore ${String(page.hasMore)}): Abruf abgebrochen, neuer Versuch folgt.`,
      );
      return { kind: 'server', status: 200, retryAfterMs: null };
    }
    total += page.changes.length;
    if (full) {
      collected.push(...page.changes);
    } else if (!(await applyPage(database, page.changes, page.cursor, false))) {
      return { kind: 'deferred' };
    }
    since = page.cursor;
    if (!page.hasMore) break;
  }
  if (full && !(await applyPage(database, collected, since, true))) return { kind: 'deferred' };
  await writeMeta(database, 'lastPull', now());
  return { kind: 'pulled', changes: total };
}
