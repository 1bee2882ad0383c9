import 'fake-indexeddb/auto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptSignedInUser } from '../../web/data/account';
import {
  addPerfumesToCollection,
  deleteCollectionItem,
  moveWishlistItemToCollection,
} from '../../web/data/collectionActions';
import { addToBlacklist, addToWishlist, removeFromWishlist } from '../../web/data/listActions';
import { rejectionToast } from '../../web/apiClient/errorTexts';
import { pendingChanges } from '../../web/data/queries';
import { saveTempPerfumes } from '../../web/data/tempActions';
import { createMutex } from '../../web/sync/syncLock';
import { buildPerfume, sampleCatalog } from '../fixtures/perfumes';
import { pruneSyncTombstones, TOMBSTONE_RETENTION_DAYS } from '../../api/features/sync/changeFeed';
import { freshDeviceDb } from './builders';
import {
  createEngine,
  createSyncTestApp,
  faultyTransport,
  localState,
  newUser,
  proxyTransport,
  serverState,
  type Fault,
  type ProxyAnswer,
  type TestApp,
} from './syncHarness';

let testApp: TestApp;
const catalog = sampleCatalog();
const perfume = (index: number) => buildPerfume(catalog[index]);

beforeAll(async () => {
  testApp = await createSyncTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function device(userSession: Awaited<ReturnType<typeof newUser>>) {
  const { db, dispose } = freshDeviceDb();
  await adoptSignedInUser(userSession.session.userId, db);
  return { db, dispose };
}

describe('sync engine against the API', () => {
  it('pulls the collections, pushes queued changes and ends equal to the server', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const { engine } = createEngine(testApp, db, user.session);
    await engine.syncNow();
    const [main] = user.collectionIds;

    await addPerfumesToCollection(main!, [perfume(0), perfume(2)], db);
    const photo = await addPerfumesToCollection(
      main!,
      [{ id: null, name: 'Fotoduft', brand: 'X' }],
      db,
    );
    await addToWishlist(main!, { perfume: perfume(3) }, db);
    await addToBlacklist(main!, { perfume: perfume(4) }, db);
    if (photo.kind === 'queued') await deleteCollectionItem(photo.itemIds[0]!, db);

    const report = await engine.syncNow();

    expect(report).toMatchObject({ outcome: 'synced', applied: 5, rejected: 0, pending: 0 });
    const server = await serverState(testApp, user.session);
    expect(server.items).toHaveLength(2);
    expect(await localState(db)).toEqual(server);
    await dispose();
  });

  it('cuts pushes by size, so a full queue never meets the server’s body limit', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const pushSizes: number[] = [];
    const { transport } = faultyTransport(testApp, () => 'none');
    // The real cut is at 1 MB (a quarter of the server's limit); 20 KB keeps the test small.
    const { engine } = createEngine(testApp, db, user.session, {
      pushBatchBytes: 20 * 1024,
      fetch: (url: string, init: RequestInit) => {
        if (url.endsWith('/api/sync/push')) pushSizes.push(String(init.body).length);
        return transport(url, init);
      },
    });
    await engine.syncNow();
    const [main] = user.collectionIds;
    // 6 saves of 20 photo perfumes with long names: about 4 KB each, 24 KB in all.
    for (let save = 0; save < 6; save++) {
      const perfumes = Array.from({ length: 20 }, (_, i) => ({
        id: null,
        name: `Fotoduft ${save}-${i} ${'x'.repeat(150)}`,
        brand: 'Marke',
      }));
      await addPerfumesToCollection(main!, perfumes, db);
    }
    const report = await engine.syncNow();
    expect(report).toMatchObject({ outcome: 'synced', applied: 6, rejected: 0, pending: 0 });
    expect(pushSizes.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...pushSizes)).toBeLessThanOrEqual(26 * 1024);
    expect((await serverState(testApp, user.session)).items).toHaveLength(120);
    await dispose();
  });

  it('replays a change whose answer was lost after the server committed, without a duplicate', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const faults: Fault[] = ['none', 'lost-after-commit'];
    const { transport } = faultyTransport(testApp, () => faults.shift() ?? 'none');
    const { engine } = createEngine(testApp, db, user.session, { fetch: transport });
    await engine.syncNow();
    await addPerfumesToCollection(user.collectionIds[0]!, [perfume(0)], db);

    expect((await engine.syncNow()).outcome).toBe('offline');
    expect((await pendingChanges(db)).count).toBe(1);
    expect((await engine.syncNow()).outcome).toBe('synced');

    const server = await serverState(testApp, user.session);
    expect(server.items).toHaveLength(1);
    expect(await localState(db)).toEqual(server);
    await dispose();
  });

  it('lets a device that was away longer than the tombstones are kept replace its copy instead of keeping deleted perfumes (N18)', async () => {
    const user = await newUser(testApp);
    const phone = await device(user);
    const laptop = await device(user);
    const onPhone = createEngine(testApp, phone.db, user.session);
    const onLaptop = createEngine(testApp, laptop.db, user.session);
    const [main] = user.collectionIds;
    await addPerfumesToCollection(main!, [perfume(0), perfume(2)], phone.db);
    await onPhone.engine.syncNow();
    await onLaptop.engine.syncNow();
    expect((await localState(laptop.db)).items).toHaveLength(2);

    // The phone deletes a perfume; the laptop stays offline past the retention period.
    const [first] = await phone.db.collectionItems.toArray();
    await deleteCollectionItem(first!.id, phone.db);
    await onPhone.engine.syncNow();
    await testApp.db.query(
      `UPDATE sync_changes SET changed_at = now() - make_interval(days => $2)
       WHERE profile_id = $1 AND deleted`,
      [user.session.userId, TOMBSTONE_RETENTION_DAYS + 1],
    );
    expect(await pruneSyncTombstones(testApp.db)).toBe(1);

    expect((await onLaptop.engine.syncNow()).outcome).toBe('synced');
    const server = await serverState(testApp, user.session);
    expect(server.items).toHaveLength(1);
    expect(await localState(laptop.db)).toEqual(server);
    // And the next sync is an ordinary one: no endless full pulls.
    await addPerfumesToCollection(main!, [perfume(3)], phone.db);
    await onPhone.engine.syncNow();
    expect((await onLaptop.engine.syncNow()).outcome).toBe('synced');
    expect(await localState(laptop.db)).toEqual(await serverState(testApp, user.session));
    await phone.dispose();
    await laptop.dispose();
  });

  it('rejects a perfume another device added first, rolls it back and continues with the next change', async () => {
    const user = await newUser(testApp);
    const phone = await device(user);
    const laptop = await device(user);
    const onPhone = createEngine(testApp, phone.db, user.session);
    const onLaptop = createEngine(testApp, laptop.db, user.session);
    await onPhone.engine.syncNow();
    await onLaptop.engine.syncNow();
    const main = user.collectionIds[0]!;

    await addPerfumesToCollection(main, [perfume(0)], laptop.db);
    await addPerfumesToCollection(main, [perfume(0)], phone.db);
    await addToWishlist(main, { perfume: perfume(2) }, phone.db);
    await onLaptop.engine.syncNow();
    const report = await onPhone.engine.syncNow();

    expect(report).toMatchObject({ applied: 1, rejected: 1, pending: 0 });
    expect(onPhone.rejections.map((r) => [r.message, r.status])).toEqual([
      ['Parfüm bereits vorhanden', 409],
    ]);
    expect((await pendingChanges(phone.db)).rejected.map((r) => r.error)).toEqual([
      'Parfüm bereits vorhanden',
    ]);
    const server = await serverState(testApp, user.session);
    expect(await localState(phone.db)).toEqual(server);
    await onLaptop.engine.syncNow();
    expect(await localState(laptop.db)).toEqual(server);
    await phone.dispose();
    await laptop.dispose();
  });

  it('tells where a refused change came from: a home save, a list action, the wishlist half of a move', async () => {
    const user = await newUser(testApp);
    const phone = await device(user);
    const laptop = await device(user);
    const onPhone = createEngine(testApp, phone.db, user.session);
    const onLaptop = createEngine(testApp, laptop.db, user.session);
    const main = user.collectionIds[0]!;
    await addToWishlist(main, { perfume: perfume(3) }, phone.db);
    await onPhone.engine.syncNow();
    await onLaptop.engine.syncNow();
    const [wish] = await laptop.db.wishlist.toArray();
    await removeFromWishlist(wish!.id, laptop.db);
    await addPerfumesToCollection(main, [perfume(0)], laptop.db);
    await addPerfumesToCollection(main, [perfume(1)], laptop.db);
    await onLaptop.engine.syncNow();

    // The phone saves from the home page, adds in the profile and moves the wish it still sees.
    await addPerfumesToCollection(main, [perfume(0)], phone.db, 'save');
    await addPerfumesToCollection(main, [perfume(1)], phone.db);
    await moveWishlistItemToCollection(wish!.id, undefined, phone.db);
    const report = await onPhone.engine.syncNow();

    expect(report).toMatchObject({ applied: 1, rejected: 3, pending: 0 });
    expect(onPhone.rejections.map((r) => [r.origin, r.status])).toEqual([
      ['save', 409],
      ['list', 409],
      ['wishlistMove', 404],
    ]);
    // The move itself worked: the perfume is in the collection, and its wish shows no toast.
    const moved = onPhone.rejections[2]!;
    expect(rejectionToast(moved.status, moved.message, moved.origin)).toBeNull();
    const server = await serverState(testApp, user.session);
    expect(server.items.some((item) => item.includes(perfume(3).name))).toBe(true);
    expect(server.wishlist).toEqual([]);
    await phone.dispose();
    await laptop.dispose();
  });

  it('lets one of two tabs drain a shared queue, each change applied once', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const lock = createMutex();
    const tabA = createEngine(testApp, db, user.session, { lock });
    const tabB = createEngine(testApp, db, user.session, { lock });
    const main = user.collectionIds[0]!;
    await addPerfumesToCollection(main, [perfume(0)], db);
    await addToWishlist(main, { perfume: perfume(2) }, db);

    const [a, b] = await Promise.all([tabA.engine.syncNow(), tabB.engine.syncNow()]);

    expect(a.applied + b.applied).toBe(2);
    expect([a.pending, b.pending]).toEqual([0, 0]);
    expect(await localState(db)).toEqual(await serverState(testApp, user.session));
    await dispose();
  });

  it('refreshes an expired token once and then drains', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const faults: Fault[] = ['bad-token'];
    const { transport } = faultyTransport(testApp, () => faults.shift() ?? 'none');
    const { engine } = createEngine(testApp, db, user.session, { fetch: transport });
    await addPerfumesToCollection(user.collectionIds[0]!, [perfume(0)], db);

    const report = await engine.syncNow();

    expect(report.outcome).toBe('synced');
    expect(user.session.refreshes).toBe(1);
    expect(await localState(db)).toEqual(await serverState(testApp, user.session));
    await dispose();
  });

  it('waits for a new session when the refresh fails, keeping every change', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const { engine } = createEngine(testApp, db, user.session, {
      fetch: faultyTransport(testApp, () => 'bad-token').transport,
      refreshSession: async () => null,
    });
    await addPerfumesToCollection(user.collectionIds[0]!, [perfume(0)], db);

    const report = await engine.syncNow();

    expect(report).toMatchObject({ outcome: 'auth', pending: 1 });
    expect(engine.status.getState()).toMatchObject({ kind: 'error', pending: 1 });
    await dispose();
  });

  it('keeps changes through server errors and retries with a capped, jittered backoff', async () => {
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    let failing = true;
    const delays: number[] = [];
    const { engine } = createEngine(testApp, db, user.session, {
      fetch: faultyTransport(testApp, () => (failing ? 'server-error' : 'none')).transport,
      random: () => 0.999,
      timers: { set: (_run, ms) => delays.push(ms), clear: () => undefined },
    });
    engine.start();
    await addPerfumesToCollection(user.collectionIds[0]!, [perfume(0)], db);
    for (let i = 0; i < 9; i += 1) await engine.syncNow();

    expect((await pendingChanges(db)).count).toBe(1);
    expect(delays.slice(1, 4)).toEqual([1998, 3996, 7992]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(60_000);
    expect(engine.status.getState().kind).toBe('error');

    failing = false;
    expect((await engine.syncNow()).outcome).toBe('synced');
    engine.stop();
    await dispose();
  });

  it('sends temporary saves to the temporary collections with their idempotency key', async () => {
    const { db, dispose } = freshDeviceDb();
    const deviceId = crypto.randomUUID();
    const email = `temp-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const faults: Fault[] = ['lost-after-commit'];
    const { engine } = createEngine(
      testApp,
      db,
      { userId: '', accessToken: '', refreshToken: '', refreshes: 0 },
      {
        fetch: faultyTransport(testApp, () => faults.shift() ?? 'none').transport,
        getAccessToken: async () => null,
      },
    );
    await saveTempPerfumes(
      { email, deviceId, collectionType: 'main', perfumes: [perfume(0), perfume(2)] },
      db,
    );

    await engine.syncNow();
    expect((await engine.syncNow()).outcome).toBe('synced');

    const listed = await testApp.app.request(
      `/api/temp-collections?${new URLSearchParams({ email, deviceId }).toString()}`,
    );
    const collections = z
      .array(z.object({ items: z.array(z.unknown()) }))
      .parse(await listed.json());
    expect(collections.flatMap((c) => c.items)).toHaveLength(2);
    await dispose();
  });
});

describe('sync engine behind a proxy or captive portal', () => {
  const cases: [string, ProxyAnswer, string][] = [
    ['a proxy’s HTML 403', 'html-403', 'server'],
    ['a proxy’s HTML 502', 'html-502', 'server'],
    ['a captive portal’s HTML 200', 'html-200', 'server'],
    ['a JSON 404 without our error shape', 'json-404', 'server'],
    ['a request that never answers', 'hang', 'offline'],
  ];

  it.each(cases)(
    'a sync push answered by %s leaves the changes queued, delivered once later',
    async (_name, answer, outcome) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const user = await newUser(testApp);
      const { db, dispose } = await device(user);
      const answers: ProxyAnswer[] = [];
      const proxy = proxyTransport(testApp, answers);
      const { engine, rejections } = createEngine(testApp, db, user.session, {
        fetch: proxy.transport,
        // Short enough for a quick test, long enough for the real API on a busy PostgreSQL.
        requestTimeoutMs: 1_500,
      });
      await engine.syncNow();
      const main = user.collectionIds[0]!;
      await addPerfumesToCollection(main, [perfume(0)], db);
      await addToWishlist(main, { perfume: perfume(2) }, db);

      answers.push(answer);
      const blocked = await engine.syncNow();

      expect(blocked).toMatchObject({ outcome, applied: 0, rejected: 0, pending: 2 });
      expect(proxy.intercepted).toEqual(['/api/sync/push']);
      expect(await pendingChanges(db)).toMatchObject({ count: 2, rejected: [] });
      expect(rejections).toEqual([]);
      expect((await serverState(testApp, user.session)).items).toEqual([]);

      const delivered = await engine.syncNow();

      expect(delivered).toMatchObject({ outcome: 'synced', applied: 2, rejected: 0, pending: 0 });
      expect(rejections).toEqual([]);
      const server = await serverState(testApp, user.session);
      expect([server.items.length, server.wishlist.length]).toEqual([1, 1]);
      expect(await localState(db)).toEqual(server);
      vi.restoreAllMocks();
      await dispose();
    },
  );

  it('keeps a temporary save queued when a captive portal answers 200 with its page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db, dispose } = freshDeviceDb();
    const deviceId = crypto.randomUUID();
    const email = `temp-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const proxy = proxyTransport(testApp, ['html-200']);
    const { engine } = createEngine(
      testApp,
      db,
      { userId: '', accessToken: '', refreshToken: '', refreshes: 0 },
      { fetch: proxy.transport, getAccessToken: async () => null },
    );
    await saveTempPerfumes({ email, deviceId, collectionType: 'main', perfumes: [perfume(0)] }, db);

    expect((await engine.syncNow()).outcome).toBe('server');
    expect((await pendingChanges(db)).count).toBe(1);
    expect((await engine.syncNow()).outcome).toBe('synced');

    const listed = await testApp.app.request(
      `/api/temp-collections?${new URLSearchParams({ email, deviceId }).toString()}`,
    );
    const collections = z
      .array(z.object({ items: z.array(z.unknown()) }))
      .parse(await listed.json());
    expect(collections.flatMap((c) => c.items)).toHaveLength(1);
    vi.restoreAllMocks();
    await dispose();
  });

  it('keeps its retry timer when IndexedDB fails during a run, then delivers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await newUser(testApp);
    const { db, dispose } = await device(user);
    const delays: number[] = [];
    const { engine } = createEngine(testApp, db, user.session, {
      timers: { set: (_run, ms) => delays.push(ms), clear: () => undefined },
    });
    engine.start();
    await engine.syncNow();
    await addPerfumesToCollection(user.collectionIds[0]!, [perfume(0)], db);
    const scheduled = delays.length;
    vi.spyOn(db.outbox, 'where').mockImplementationOnce(() => {
      throw new DOMException('Die Datenbank antwortet nicht.', 'UnknownError');
    });

    const failed = await engine.syncNow();

    expect(failed).toMatchObject({ outcome: 'storage', pending: 1 });
    expect(failed.nextRunInMs).not.toBeNull();
    expect(delays.length).toBe(scheduled + 1);
    expect(engine.status.getState()).toMatchObject({ kind: 'error', pending: 1 });

    expect((await engine.syncNow()).outcome).toBe('synced');
    const server = await serverState(testApp, user.session);
    expect(server.items).toHaveLength(1);
    expect(await localState(db)).toEqual(server);
    engine.stop();
    vi.restoreAllMocks();
    await dispose();
  });
});
