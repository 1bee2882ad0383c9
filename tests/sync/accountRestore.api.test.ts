// An account export restored into another account through the device and the sync queue:
// own collections come back (by name, within the six-collection cap) with their disliked
// notes, perfumes and blacklist; the defaults are found by type.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../api/contract/errors';
import { accountExportSchema, type AccountExport } from '../../api/contract/portability';
import { adoptSignedInUser } from '../../web/data/account';
import { restoreAccountExport } from '../../web/data/accountRestore';
import { addPerfumesToCollection } from '../../web/data/collectionActions';
import { addDislikedNote, createCollection } from '../../web/data/collectionSettingsActions';
import { addToBlacklist } from '../../web/data/listActions';
import { buildPerfume, sampleCatalog } from '../fixtures/perfumes';
import { freshDeviceDb } from './builders';
import { createEngine, createSyncTestApp, newUser, type TestApp } from './syncHarness';

let testApp: TestApp;
const catalog = sampleCatalog();
const perfume = (index: number) => buildPerfume(catalog[index]);

beforeAll(async () => {
  testApp = await createSyncTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signedInDevice() {
  const user = await newUser(testApp);
  const { db, dispose } = freshDeviceDb();
  await adoptSignedInUser(user.session.userId, db);
  const { engine, rejections } = createEngine(testApp, db, user.session);
  await engine.syncNow();
  return { user, db, dispose, engine, rejections };
}

async function exportOf(token: string): Promise<AccountExport> {
  const response = await testApp.app.request('/api/account/export', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return accountExportSchema.parse(await response.json());
}

/** What a restore must carry over, without ids and times. */
function contentOf(data: AccountExport) {
  return data.collections.map((collection) => ({
    name: collection.name,
    type: collection.type,
    notes: [...collection.disliked_notes].sort(),
    items: collection.items.map((item) => `${item.brand}|${item.name}`).sort(),
    blacklist: collection.blacklist.map((item) => `${item.brand}|${item.name}`).sort(),
  }));
}

async function collectionNamed(db: Awaited<ReturnType<typeof signedInDevice>>['db'], name: string) {
  const row = (await db.collections.toArray()).find((c) => c.name === name);
  if (!row) throw new Error(`no collection ${name}`);
  return String(row.id);
}

/** An account with two own collections, notes, perfumes and a blacklist entry. */
async function filledAccount() {
  const source = await signedInDevice();
  const main = source.user.collectionIds[0]!;
  await createCollection('Papa', source.db);
  await createCollection('Oma', source.db);
  const papa = await collectionNamed(source.db, 'Papa');
  const oma = await collectionNamed(source.db, 'Oma');
  await addDislikedNote(papa, 'oud', new Set(), source.db);
  await addDislikedNote(papa, 'patchouli', new Set(), source.db);
  await addDislikedNote(oma, 'vanilla', new Set(), source.db);
  await addPerfumesToCollection(main, [perfume(0)], source.db);
  await addPerfumesToCollection(papa, [perfume(1), perfume(2)], source.db);
  await addPerfumesToCollection(
    oma,
    [perfume(3), { id: null, name: 'Omas Lavendelwasser', brand: 'Hausmarke' }],
    source.db,
  );
  await addToBlacklist(papa, { perfume: perfume(4) }, source.db);
  expect(await source.engine.syncNow()).toMatchObject({ rejected: 0, pending: 0 });
  return source;
}

describe('restoring an account export', () => {
  it('exports own collections with their disliked notes', async () => {
    const source = await filledAccount();
    const exported = await exportOf(source.user.session.accessToken);
    const papa = exported.collections.find((c) => c.name === 'Papa');
    expect(papa).toMatchObject({ type: 'own' });
    expect([...papa!.disliked_notes].sort()).toEqual(['oud', 'patchouli']);
    await source.dispose();
  });

  it('recreates own collections, their notes, perfumes and blacklist in another account', async () => {
    const source = await filledAccount();
    const exported = await exportOf(source.user.session.accessToken);
    const target = await signedInDevice();

    const summary = await restoreAccountExport(exported, target.db);
    expect(summary.collections).toEqual([
      { name: 'Meine Parfümsammlung', outcome: 'merged' },
      { name: 'Partner-Parfümsammlung', outcome: 'merged' },
      { name: 'Andere', outcome: 'merged' },
      { name: 'Papa', outcome: 'created' },
      { name: 'Oma', outcome: 'created' },
    ]);
    expect(summary).toMatchObject({ perfumes: 5, notes: 3, blacklist: 1 });
    expect(await target.engine.syncNow()).toMatchObject({ rejected: 0, pending: 0 });
    expect(target.rejections).toEqual([]);

    const restored = await exportOf(target.user.session.accessToken);
    expect(contentOf(restored)).toEqual(contentOf(exported));

    // A second restore finds everything in place and changes nothing.
    const again = await restoreAccountExport(exported, target.db);
    expect(again).toMatchObject({ perfumes: 0, notes: 0, blacklist: 0 });
    expect(again.collections.every((c) => c.outcome === 'merged')).toBe(true);
    await source.dispose();
    await target.dispose();
  });

  it('merges by name ignoring case and keeps to six collections, naming what did not fit', async () => {
    const source = await filledAccount();
    const exported = await exportOf(source.user.session.accessToken);
    const target = await signedInDevice();
    await createCollection('papa', target.db);
    await createCollection('Urlaub', target.db);
    await createCollection('Büro', target.db);
    await target.engine.syncNow();

    const summary = await restoreAccountExport(exported, target.db);
    expect(summary.collections.slice(3)).toEqual([
      { name: 'Papa', outcome: 'merged' },
      { name: 'Oma', outcome: 'skipped', reason: errorCatalog.collection_limit.message },
    ]);
    expect(await target.engine.syncNow()).toMatchObject({ rejected: 0, pending: 0 });

    const restored = await exportOf(target.user.session.accessToken);
    expect(restored.collections.map((c) => c.name)).toEqual([
      'Meine Parfümsammlung',
      'Partner-Parfümsammlung',
      'Andere',
      'papa',
      'Urlaub',
      'Büro',
    ]);
    const papa = restored.collections.find((c) => c.name === 'papa')!;
    expect([...papa.disliked_notes].sort()).toEqual(['oud', 'patchouli']);
    expect(papa.items).toHaveLength(2);
    expect(papa.blacklist).toHaveLength(1);
    await source.dispose();
    await target.dispose();
  });
});
