import { describe, expect, it } from 'vitest';
import type { CatalogIndex } from '../../../api/contract/catalogIndex';
import { buildCatalogIndex } from './testCatalogIndex';
import { createOfflineSearchCore } from './offlineSearchCore';
import type { WorkerResponse } from './workerProtocol';

/** A worker core whose deferred work runs only when the test says so. */
function harness(stored: CatalogIndex | null, fromServer: CatalogIndex | null = null) {
  const posted: WorkerResponse[] = [];
  const deferred: (() => void)[] = [];
  const core = createOfflineSearchCore({
    post: (message) => posted.push(message),
    defer: (run) => deferred.push(run),
    loadStored: async () => stored,
    sync: async () => fromServer,
  });
  const flush = async () => {
    await core.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const run of deferred.splice(0)) run();
  };
  const answers = () => posted.filter((message) => message.type !== 'status');
  return { core, posted, flush, answers };
}

const search = (id: number, query: string, page = 1) => ({
  type: 'search',
  id,
  query,
  page,
  limit: 20,
});

describe('offline search worker core', () => {
  it('answers an accord lookup for known ids from the stored index, and "unavailable" without one', async () => {
    const { core, flush, answers } = harness(buildCatalogIndex());
    core.receive({ type: 'accords', id: 7, ids: ['fra-31861', 'fra-404'] });
    await flush();
    expect(answers()).toEqual([
      {
        type: 'accords',
        id: 7,
        accords: { 'fra-31861': [{ key: 'fresh spicy', name: 'Frisch-würzig' }] },
      },
    ]);

    const empty = harness(null);
    empty.core.receive({ type: 'accords', id: 8, ids: ['fra-31861'] });
    await empty.flush();
    expect(empty.answers()).toEqual([{ type: 'unavailable', id: 8 }]);
  });

  it('answers a perfume by id from the stored index, null for an unknown id', async () => {
    const { core, flush, answers } = harness(buildCatalogIndex());
    core.receive({ type: 'perfume', id: 3, perfumeId: 'fra-31861' });
    core.receive({ type: 'perfume', id: 4, perfumeId: 'fra-404' });
    await flush();
    const [known, unknown] = answers();
    expect(known).toMatchObject({
      type: 'perfume',
      id: 3,
      perfume: { id: 'fra-31861', name: 'Sauvage', notes: [], pyramid: null, priceCents: null },
    });
    expect(unknown).toEqual({ type: 'perfume', id: 4, perfume: null });
  });

  it('answers a search from the stored index with the server’s response shape', async () => {
    const { core, flush, answers } = harness(buildCatalogIndex());
    core.receive(search(1, 'sauvage'));
    await flush();

    const [answer] = answers();
    expect(answer?.type).toBe('result');
    if (answer?.type !== 'result') return;
    expect(answer.id).toBe(1);
    expect(answer.response.perfumes.map((p) => p.name)).toEqual(['Sauvage', 'Eau Sauvage']);
    expect(answer.response).toMatchObject({ totalCount: 2, hasMore: false, page: 1, limit: 20 });
  });

  it('drops a search that a newer keystroke replaced before it ran', async () => {
    const { core, flush, answers } = harness(buildCatalogIndex());
    core.receive(search(1, 'sau'));
    core.receive(search(2, 'sauv'));
    core.receive(search(3, 'sauvage'));
    await flush();

    expect(answers().map((a) => [a.type, a.id])).toEqual([
      ['dropped', 1],
      ['dropped', 2],
      ['result', 3],
    ]);
  });

  it('drops a waiting search when the page cancels it', async () => {
    const { core, flush, answers } = harness(buildCatalogIndex());
    core.receive(search(1, 'sauvage'));
    core.receive({ type: 'cancel', id: 1 });
    await flush();

    expect(answers()).toEqual([{ type: 'dropped', id: 1 }]);
  });

  it('says unavailable while the device holds no index', async () => {
    const { core, flush, answers, posted } = harness(null);
    core.receive(search(1, 'sauvage'));
    await flush();

    expect(answers()).toEqual([{ type: 'unavailable', id: 1 }]);
    expect(posted[0]).toMatchObject({ type: 'status', ready: false, count: 0 });
  });

  it('searches the downloaded index after a sync and reports it ready', async () => {
    const { core, flush, answers, posted } = harness(null, buildCatalogIndex());
    core.receive({ type: 'sync', appVersion: 'v1', force: false });
    await flush();
    core.receive(search(1, 'aventus'));
    await flush();

    expect(posted.filter((m) => m.type === 'status').at(-1)).toMatchObject({
      ready: true,
      count: 3,
    });
    const [answer] = answers();
    expect(answer?.type === 'result' && answer.response.perfumes[0]?.name).toBe('Aventus');
  });

  it('ignores messages that are not part of the protocol', async () => {
    const { core, flush, answers } = harness(buildCatalogIndex());
    core.receive({ type: 'search', id: 'eins' });
    core.receive('sauvage');
    await flush();
    expect(answers()).toEqual([]);
  });
});
