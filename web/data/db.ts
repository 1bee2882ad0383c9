// Owns the device database "duftkompass" (IndexedDB through Dexie), the system of record for
// user data on this device. Later issues add tables by declaring a new version() below the
// existing ones; never edit a version that has shipped.
import { Dexie, type EntityTable } from 'dexie';

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

export type DuftkompassDb = Dexie & {
  chosenList: EntityTable<ChosenListRow, 'perfumeId'>;
};

export const DB_NAME = 'duftkompass';

export function openDuftkompassDb(name: string = DB_NAME): DuftkompassDb {
  const db = new Dexie(name) as DuftkompassDb;
  db.version(1).stores({ chosenList: 'perfumeId, addedAt' });
  return db;
}

/** The app's single connection; tests open their own with a unique name. */
export const db = openDuftkompassDb();
