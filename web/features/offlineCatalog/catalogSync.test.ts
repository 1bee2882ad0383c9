import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogStore, openCatalogDb } from '../../data/catalogStore';
import { CHECK_INTERVAL_MS, isCheckDue, syncCatalogIndex } from './catalogSync';
import { clientWith } from '../../testing/apiClient';
import { buildCatalogIndex } from './testCatalogIndex';

const opened: ReturnType<typeof openCatalogDb>[] = [];

function freshStore() {
  const db = openCatalogDb(`duftkompass-catalog-test-${crypto.randomUUID()}`);
  opened.push(db);
  return createCatalogStore(db);
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** A fake server for /api/catalog/index that records the If-None-Match it was sent. */
function server(etag = '"ci1-eins"', body = JSON.stringify(buildCatalogIndex())) {
  const sent: (string | null)[] = [];
  const fetchImpl = async (_input: string, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    sent.push(ifNoneMatch);
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(body, { status: 200, headers: { ETag: etag } });
  };
  return { sent, fetchImpl };
}

describe('syncCatalogIndex', () => {
  it('downloads the index once, stores it with its ETag and hands it on validated', async () => {
    const store = freshStore();
    const { sent, fetchImpl } = server();

    const outcome = await syncCatalogIndex({
      store,
      appVersion: 'v1',
      now: 1000,
      client: clientWith(fetchImpl),
    });

    expect(outcome.status).toBe('updated');
    expect(outcome.status === 'updated' && outcome.index.count).toBe(3);
    expect(sent).toEqual([null]);
    expect(await store.read()).toMatchObject({ etag: '"ci1-eins"', checkedAt: 1000 });
  });

  it('does not ask again within a day, and revalidates with If-None-Match after it', async () => {
    const store = freshStore();
    const { sent, fetchImpl } = server();
    await syncCatalogIndex({ store, appVersion: 'v1', now: 1000, client: clientWith(fetchImpl) });

    const soon = await syncCatalogIndex({
      store,
      appVersion: 'v1',
      now: 5000,
      client: clientWith(fetchImpl),
    });
    const later = CHECK_INTERVAL_MS + 1000;
    const nextDay = await syncCatalogIndex({
      store,
      appVersion: 'v1',
      now: later,
      client: clientWith(fetchImpl),
    });

    expect(soon.status).toBe('notDue');
    expect(nextDay.status).toBe('unchanged');
    expect(sent).toEqual([null, '"ci1-eins"']);
    expect((await store.read())?.checkedAt).toBe(later);
  });

  it('checks again at once after an app update', async () => {
    const store = freshStore();
    const { sent, fetchImpl } = server();
    await syncCatalogIndex({ store, appVersion: 'v1', now: 1000, client: clientWith(fetchImpl) });

    const outcome = await syncCatalogIndex({
      store,
      appVersion: 'v2',
      now: 2000,
      client: clientWith(fetchImpl),
    });

    expect(outcome.status).toBe('unchanged');
    expect(sent).toHaveLength(2);
  });

  it('keeps the stored copy when the download fails or is not a valid index', async () => {
    const store = freshStore();
    await syncCatalogIndex({
      store,
      appVersion: 'v1',
      now: 1000,
      client: clientWith(server().fetchImpl),
    });
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const broken = server('"ci1-zwei"', '{"format":1,"count":7}').fetchImpl;

    expect(
      (await syncCatalogIndex({ store, appVersion: 'v2', client: clientWith(offline) })).status,
    ).toBe('failed');
    expect(
      (await syncCatalogIndex({ store, appVersion: 'v2', client: clientWith(broken) })).status,
    ).toBe('failed');
    expect((await store.read())?.etag).toBe('"ci1-eins"');
  });
});

describe('isCheckDue', () => {
  it('is due without a copy, after a day, after an app update and when the clock went back', () => {
    const copy = { checkedAt: 10_000, appVersion: 'v1' };
    expect(isCheckDue(null, 0, 'v1')).toBe(true);
    expect(isCheckDue(copy, 10_000 + CHECK_INTERVAL_MS - 1, 'v1')).toBe(false);
    expect(isCheckDue(copy, 10_000 + CHECK_INTERVAL_MS, 'v1')).toBe(true);
    expect(isCheckDue(copy, 10_001, 'v2')).toBe(true);
    expect(isCheckDue(copy, 9_000, 'v1')).toBe(true);
  });
});

describe('syncCatalogIndex progress', () => {
  it('reports the bytes as they arrive, with the total of an uncompressed answer', async () => {
    const body = JSON.stringify(buildCatalogIndex());
    const bytes = new TextEncoder().encode(body);
    const fetchImpl = async () =>
      new Response(bytes, {
        status: 200,
        headers: { ETag: '"ci1-eins"', 'Content-Length': String(bytes.byteLength) },
      });
    const reports: { loadedBytes: number; totalBytes: number | null }[] = [];

    const outcome = await syncCatalogIndex({
      store: freshStore(),
      appVersion: 'v1',
      client: clientWith(fetchImpl),
      onProgress: (progress) => reports.push(progress),
    });

    expect(outcome.status).toBe('updated');
    expect(reports[0]).toEqual({ loadedBytes: 0, totalBytes: bytes.byteLength });
    expect(reports.at(-1)).toEqual({ loadedBytes: bytes.byteLength, totalBytes: bytes.byteLength });
  });

  it('knows no total when the answer is compressed', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify(buildCatalogIndex()), {
        status: 200,
        headers: { ETag: '"ci1-eins"', 'Content-Encoding': 'gzip', 'Content-Length': '10' },
      });
    const totals = new Set<number | null>();

    await syncCatalogIndex({
      store: freshStore(),
      appVersion: 'v1',
      client: clientWith(fetchImpl),
      onProgress: ({ totalBytes }) => totals.add(totalBytes),
    });

    expect([...totals]).toEqual([null]);
  });
});
