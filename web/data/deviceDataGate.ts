// Whether this device's database is in use yet. A first visitor has none, so Dexie and the
// code that reads and writes it (about a sixth of the start page's JavaScript) load when the
// visitor first needs them: the first perfume chosen, a sign-in, a queued photo. A device that
// has the database already, or a session to restore, opens it at start. This module imports
// no Dexie: it is what the start page asks instead.
import { create } from 'zustand';

/** The device database's name (db.ts opens it under this name). */
export const DB_NAME = 'duftkompass';

const useGateStore = create<{ isOpen: boolean }>()(() => ({ isOpen: false }));

/**
 * Set when a tab opens the gate, so that the site's other open tabs open theirs too (and the
 * document's script knows the device has used its database before).
 */
export const OPENED_KEY = 'duftkompass-device-data';

/** From now on the device database is used (idempotent). */
export function openDeviceData(): void {
  if (useGateStore.getState().isOpen) return;
  useGateStore.setState({ isOpen: true });
  try {
    localStorage.setItem(OPENED_KEY, '1');
  } catch {
    // Blocked storage: other tabs see the data after a reload.
  }
}

// Another tab chose the first perfume (or signed in): this one reads the database from now on.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === OPENED_KEY && event.newValue !== null) openDeviceData();
  });
}

export function isDeviceDataOpen(): boolean {
  return useGateStore.getState().isOpen;
}

export function useDeviceDataOpen(): boolean {
  return useGateStore((state) => state.isOpen);
}

/** Whether `indexedDB.databases()` lists our database; null when the browser cannot tell. */
async function databaseListed(): Promise<boolean | null> {
  if (typeof indexedDB === 'undefined' || !('databases' in indexedDB)) return null;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === DB_NAME);
  } catch {
    return null;
  }
}

/**
 * Opens the gate at start when the device may hold data: a session to restore, a database of
 * ours in `indexedDB.databases()`, or a browser that cannot tell (then always).
 */
export async function probeDeviceData(hasSession: boolean): Promise<void> {
  if (hasSession) {
    openDeviceData();
    return;
  }
  if ((await databaseListed()) !== false) openDeviceData();
}

/** Whether the device holds our database already (false when the browser cannot tell). */
export async function deviceDatabaseExists(): Promise<boolean> {
  return (await databaseListed()) === true;
}
