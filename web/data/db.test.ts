import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onVersionChange, openDuftkompassDb } from './db';

let counter = 0;
const names: string[] = [];

function freshName(): string {
  counter += 1;
  const name = `duftkompass-upgrade-${counter}`;
  names.push(name);
  return name;
}

/** The database exactly as release 1 declared it. */
function openVersion1(name: string): Dexie {
  const v1 = new Dexie(name);
  v1.version(1).stores({ chosenList: 'perfumeId, addedAt' });
  return v1;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

describe('device database schema', () => {
  it('keeps the chosen list when a version 1 database is upgraded to version 2', async () => {
    const name = freshName();
    const v1 = openVersion1(name);
    await v1.table('chosenList').bulkPut([
      { perfumeId: 'fra-1', perfume: { name: 'Sauvage' }, addedAt: 1000 },
      { perfumeId: 'fra-2', perfume: { name: 'Aventus' }, addedAt: 2000 },
    ]);
    v1.close();

    const v2 = openDuftkompassDb(name);
    const chosen = await v2.chosenList.orderBy('addedAt').toArray();
    expect(chosen.map((row) => row.perfumeId)).toEqual(['fra-1', 'fra-2']);
    expect(v2.verno).toBe(3);

    await v2.outbox.add({
      id: crypto.randomUUID(),
      kind: 'user',
      status: 'pending',
      payload: {},
      createdAt: 1,
      attempts: 0,
    });
    await v2.collections.put({ id: crypto.randomUUID(), name: 'Andere' });
    expect(await v2.outbox.count()).toBe(1);
    expect(await v2.collections.count()).toBe(1);
    v2.close();
  });

  it('numbers outbox entries in the order they were added and refuses a reused mutation id', async () => {
    const database = openDuftkompassDb(freshName());
    const entry = (id: string) => ({
      id,
      kind: 'user' as const,
      status: 'pending' as const,
      payload: {},
      createdAt: 1,
      attempts: 0,
    });
    const first = await database.outbox.add(entry('a'));
    const second = await database.outbox.add(entry('b'));
    expect(second).toBeGreaterThan(first ?? Infinity);
    await expect(database.outbox.add(entry('a'))).rejects.toThrow();
    database.close();
  });

  it('closes an old tab’s connection and tells the UI when another tab upgrades', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = freshName();
    const oldTab = openVersion1(name);
    await oldTab.open();
    const onNewVersion = vi.fn();
    onVersionChange(onNewVersion, oldTab);

    const newTab = openDuftkompassDb(name);
    await newTab.open();

    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(oldTab.isOpen()).toBe(false);
    expect(newTab.verno).toBe(3);
    newTab.close();
  });

  it('stops telling the UI after unsubscribing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = freshName();
    const oldTab = openVersion1(name);
    await oldTab.open();
    const onNewVersion = vi.fn();
    onVersionChange(onNewVersion, oldTab)();

    const newTab = openDuftkompassDb(name);
    await newTab.open();
    expect(onNewVersion).not.toHaveBeenCalled();
    newTab.close();
  });
});
