// Whose data the device holds: sign-in adopts the user (clearing another user's synced
// copy first), sign-out asks hasUnsyncedChanges() and, after the UI has warned, calls
// clearUserData(). The chosen list and the device id (localStorage) are never touched.
import { db as appDb, SYNCED_TABLES, type DuftkompassDb } from './db';
import { readMeta, writeMeta } from './meta';
import { requestPersistentStorage } from './persistence';

export const FOREIGN_ACCOUNT_MESSAGE =
  'Nicht übertragen: Diese Änderung stammt von einem anderen Konto auf diesem Gerät.';

/** True while changes wait for the server (the sign-out dialog warns before discarding them). */
export async function hasUnsyncedChanges(database: DuftkompassDb = appDb): Promise<boolean> {
  return (await database.outbox.where('status').equals('pending').count()) > 0;
}

/** Removes every user table, the outbox, the photo queue and all of meta (owner, cursor …). */
export async function clearUserData(database: DuftkompassDb = appDb): Promise<void> {
  const tables = [...SYNCED_TABLES.map((name) => database[name]), database.outbox];
  await database.transaction('rw', [...tables, database.meta, database.photoQueue], async () => {
    await Promise.all(tables.map((table) => table.clear()));
    await database.photoQueue.clear();
    await database.meta.clear();
  });
}

/**
 * After a session ended without the person signing out (expired, revoked, "sign out
 * everywhere" elsewhere; review N17): the account's copy leaves the device as at sign-out,
 * because devices are shared. Unsent work — pending changes and queued photos — cannot be
 * confirmed away without a session, so it stays, with the owner mark, until that account
 * signs in again (another account's sign-in refuses it, see adoptSignedInUser). Returns how
 * many pending changes were kept.
 */
export async function clearAfterSessionEnded(database: DuftkompassDb = appDb): Promise<number> {
  const synced = SYNCED_TABLES.map((name) => database[name]);
  const tables = [...synced, database.outbox, database.meta, database.photoQueue];
  return database.transaction('rw', tables, async () => {
    const pending = await database.outbox.where('status').equals('pending').count();
    const photos = await database.photoQueue.count();
    const owner = await readMeta(database, 'owner');
    await Promise.all(synced.map((table) => table.clear()));
    await database.meta.clear();
    if (pending === 0 && photos === 0) {
      await database.outbox.clear();
      return 0;
    }
    if (owner !== undefined) await writeMeta(database, 'owner', owner);
    return pending;
  });
}

/**
 * Call after sign-in with the auth user's id. When the device holds another user's data,
 * that copy is dropped first; that user's unsent changes are kept as rejected entries with
 * a message (never sent under the new account, never silently lost).
 */
export async function adoptSignedInUser(
  userId: string,
  database: DuftkompassDb = appDb,
): Promise<{ clearedPreviousUser: boolean }> {
  const tables = SYNCED_TABLES.map((name) => database[name]);
  const result = await database.transaction(
    'rw',
    [...tables, database.outbox, database.meta],
    async () => {
      const owner = await readMeta(database, 'owner');
      if (owner === userId) return { clearedPreviousUser: false };
      if (owner !== undefined) {
        await Promise.all(tables.map((table) => table.clear()));
        await database.meta.clear();
        await database.outbox
          .where('status')
          .equals('pending')
          .and((row) => row.kind === 'user')
          .modify({ status: 'rejected', error: FOREIGN_ACCOUNT_MESSAGE });
      }
      await writeMeta(database, 'owner', userId);
      return { clearedPreviousUser: owner !== undefined };
    },
  );
  void requestPersistentStorage();
  return result;
}

/** The user whose data the device holds, if any. */
export function currentOwner(database: DuftkompassDb = appDb): Promise<string | undefined> {
  return readMeta(database, 'owner');
}
