import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuftkompassDb, type DuftkompassDb } from './db';
import { buildPerfume } from '../../tests/fixtures/perfumes';
import { createChosenListRepo, type ChosenListRepo } from './chosenListRepo';

let db: DuftkompassDb;
let repo: ChosenListRepo;
let dbCount = 0;

beforeEach(() => {
  dbCount += 1;
  db = openDuftkompassDb(`duftkompass-test-${dbCount}`);
  repo = createChosenListRepo(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('chosenListRepo', () => {
  it('lists added perfumes in the order they were added', async () => {
    const sauvage = buildPerfume({ name: 'Sauvage', brand: 'Dior' });
    const aventus = buildPerfume({ name: 'Aventus', brand: 'Creed' });
    await repo.add(aventus, 2000);
    await repo.add(sauvage, 1000);

    const names = (await repo.list()).map((item) => item.perfume.name);
    expect(names).toEqual(['Sauvage', 'Aventus']);
  });

  it('treats adding the same perfume twice as a duplicate and keeps one entry', async () => {
    const sauvage = buildPerfume({ name: 'Sauvage' });
    expect(await repo.add(sauvage, 1000)).toBe('added');
    expect(await repo.add(sauvage, 5000)).toBe('duplicate');

    const list = await repo.list();
    expect(list).toHaveLength(1);
    expect(list[0]?.addedAt).toBe(1000);
  });

  it('removes one perfume and leaves the others', async () => {
    const keep = buildPerfume({ name: 'Aventus' });
    const drop = buildPerfume({ name: 'Sauvage' });
    await repo.add(keep);
    await repo.add(drop);

    await repo.remove(drop.id);

    expect((await repo.list()).map((item) => item.perfume.name)).toEqual(['Aventus']);
  });

  it('empties the list on clear', async () => {
    await repo.add(buildPerfume());
    await repo.add(buildPerfume());
    await repo.clear();
    expect(await repo.list()).toEqual([]);
  });

  it('keeps the list in the device database across connections, as after a reload', async () => {
    await repo.add(buildPerfume({ name: 'Sauvage' }));
    db.close();

    const reopened = openDuftkompassDb(db.name);
    const names = (await createChosenListRepo(reopened).list()).map((item) => item.perfume.name);
    reopened.close();
    expect(names).toEqual(['Sauvage']);
  });

  it('skips rows whose perfume snapshot is unreadable instead of failing', async () => {
    const valid = buildPerfume({ name: 'Sauvage' });
    await repo.add(valid, 2000);
    await db.chosenList.put({ perfumeId: 'fra-1', perfume: { name: 'kaputt' }, addedAt: 1000 });

    const list = await repo.list();
    expect(list.map((item) => item.perfume.name)).toEqual(['Sauvage']);
  });

  it('keeps a perfume saved by an older release that lacked a newer optional field', async () => {
    const sauvage = buildPerfume({ name: 'Sauvage' });
    const olderSnapshot: Record<string, unknown> = { ...sauvage };
    delete olderSnapshot.pyramid;
    await db.chosenList.put({ perfumeId: sauvage.id, perfume: olderSnapshot, addedAt: 1000 });

    const list = await repo.list();
    expect(list.map((item) => item.perfume.name)).toEqual(['Sauvage']);
    expect(list[0]?.perfume.pyramid).toBeNull();
  });

  it('replaces an unreadable row when that perfume is added again', async () => {
    const sauvage = buildPerfume({ name: 'Sauvage' });
    await db.chosenList.put({ perfumeId: sauvage.id, perfume: null, addedAt: 1000 });

    expect(await repo.add(sauvage, 3000)).toBe('added');
    expect((await repo.list()).map((item) => item.perfume.name)).toEqual(['Sauvage']);
  });
});
