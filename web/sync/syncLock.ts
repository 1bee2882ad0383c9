// The single-writer lock: one tab drains the outbox at a time (Web Locks API, shared by all
// tabs of the origin); other tabs see the results through Dexie's live queries. Where Web
// Locks are missing (old browsers, Node tests) an in-process mutex serialises the engines of
// this process.
export type SyncLock = <T>(task: () => Promise<T>) => Promise<T>;

export const SYNC_LOCK_NAME = 'duftkompass-sync';

export function createMutex(): SyncLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

// One in-process mutex per lock name, for this process's queues when Web Locks are missing.
const processMutexes = new Map<string, SyncLock>();

type LockManagerLike = {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
};

function webLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
  const locks: unknown = navigator.locks;
  if (typeof locks !== 'object' || locks === null || !('request' in locks)) return null;
  return navigator.locks;
}

/** A lock shared by the origin's tabs under `name` (each queue has its own). */
export function namedLock(name: string): SyncLock {
  const locks = webLocks();
  if (!locks) {
    let mutex = processMutexes.get(name);
    if (!mutex) processMutexes.set(name, (mutex = createMutex()));
    return mutex;
  }
  return <T>(task: () => Promise<T>) => locks.request(name, task);
}

/** The outbox's lock. */
export function defaultSyncLock(): SyncLock {
  return namedLock(SYNC_LOCK_NAME);
}
