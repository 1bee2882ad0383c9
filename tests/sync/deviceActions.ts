// What a user does on a device in the sync tests (add, wish, blacklist, remove, move), each
// through the app's own data actions, and what each queued change must do on the server
// once applied. The property test and the kill benchmark share these.
import type { Perfume } from '../../api/contract/perfume';
import {
  addPerfumesToCollection,
  deleteCollectionItem,
  moveWishlistItemToCollection,
} from '../../web/data/collectionActions';
import type { DuftkompassDb } from '../../web/data/db';
import {
  addToBlacklist,
  addToWishlist,
  removeFromBlacklist,
  removeFromWishlist,
} from '../../web/data/listActions';
import type { ActionOutcome } from '../../web/data/optimistic';
import { localRecords } from './userRecords';

export type Table = 'items' | 'wishlist' | 'blacklist';

export type DeviceAction =
  | { kind: 'add' | 'wish' | 'black'; device: number; collection: number; perfume: number }
  | { kind: 'addCustom'; device: number; collection: number; perfume: number }
  | { kind: 'delete' | 'unwish' | 'unblack' | 'move'; device: number; pick: number };

/** What a queued entry must do on the server once it is applied. */
export type Expectation = {
  mutationId: string;
  effect: 'present' | 'absent';
  table: Table;
  id: string;
};

/** The perfumes actions pick from by index: catalog perfumes and names of custom ones. */
export type ActionPool = { perfumes: readonly Perfume[]; custom: readonly string[] };

/** Every queued change, with the device that queued it. */
export type ActionLog = { expectations: Expectation[]; issued: string[] };

async function pickRow(db: DuftkompassDb, table: Table, pick: number) {
  const records = await localRecords(db);
  const rows = records[table];
  return rows.length === 0 ? null : rows[pick % rows.length]!;
}

function track(
  outcome: ActionOutcome,
  log: ActionLog,
  make: (outcome: Extract<ActionOutcome, { kind: 'queued' }>) => Expectation[],
) {
  if (outcome.kind !== 'queued') return;
  log.issued.push(...outcome.mutationIds);
  log.expectations.push(...make(outcome));
}

/** Performs `action` on the device's database; what it queued goes into `log`. */
export async function performAction(
  action: DeviceAction,
  db: DuftkompassDb,
  collectionIds: readonly string[],
  pool: ActionPool,
  log: ActionLog,
): Promise<void> {
  const present = (table: Table) => (o: { mutationIds: string[]; itemIds: string[] }) => [
    { mutationId: o.mutationIds[0]!, effect: 'present' as const, table, id: o.itemIds[0]! },
  ];
  const absent = (table: Table, id: string) => (o: { mutationIds: string[] }) => [
    { mutationId: o.mutationIds[0]!, effect: 'absent' as const, table, id },
  ];
  switch (action.kind) {
    case 'add':
    case 'addCustom': {
      const perfume =
        action.kind === 'add'
          ? pool.perfumes[action.perfume]!
          : { id: null, name: pool.custom[action.perfume]!, brand: 'Unbekannt' };
      const outcome = await addPerfumesToCollection(
        collectionIds[action.collection]!,
        [perfume],
        db,
      );
      return track(outcome, log, present('items'));
    }
    case 'wish': {
      const perfume = pool.perfumes[action.perfume]!;
      const outcome = await addToWishlist(collectionIds[action.collection]!, { perfume }, db);
      return track(outcome, log, present('wishlist'));
    }
    case 'black': {
      const perfume = pool.perfumes[action.perfume]!;
      const outcome = await addToBlacklist(collectionIds[action.collection]!, { perfume }, db);
      return track(outcome, log, present('blacklist'));
    }
    case 'delete': {
      const row = await pickRow(db, 'items', action.pick);
      if (!row) return;
      return track(await deleteCollectionItem(row.id, db), log, absent('items', row.id));
    }
    case 'unwish': {
      const row = await pickRow(db, 'wishlist', action.pick);
      if (!row) return;
      return track(await removeFromWishlist(row.id, db), log, absent('wishlist', row.id));
    }
    case 'unblack': {
      const row = await pickRow(db, 'blacklist', action.pick);
      if (!row) return;
      return track(await removeFromBlacklist(row.id, db), log, absent('blacklist', row.id));
    }
    case 'move': {
      const row = await pickRow(db, 'wishlist', action.pick);
      if (!row) return;
      const outcome = await moveWishlistItemToCollection(row.id, undefined, db);
      return track(outcome, log, (o) => [
        { mutationId: o.mutationIds[0]!, effect: 'present', table: 'items', id: o.itemIds[0]! },
        { mutationId: o.mutationIds[1]!, effect: 'absent', table: 'wishlist', id: row.id },
      ]);
    }
  }
}
