import { describe, expect, it } from 'vitest';
import { OfflineCatalogClient, savesData } from './offlineCatalogClient';
import type { DownloadReport, WorkerRequest, WorkerResponse } from './workerProtocol';

/** A stand-in worker: records what the page sent and answers when the test says so. */
function fakeWorker() {
  const sent: WorkerRequest[] = [];
  let listener: ((event: MessageEvent<unknown>) => void) | null = null;
  let onError: ((event: Event) => void) | null = null;
  let terminated = false;
  const worker = {
    postMessage: (message: WorkerRequest) => sent.push(message),
    addEventListener: (type: 'message' | 'error', l: (event: MessageEvent<unknown>) => void) => {
      if (type === 'message') listener = l;
      else onError = l as (event: Event) => void;
    },
    terminate: () => {
      terminated = true;
    },
  };
  const answer = (message: WorkerResponse | DownloadReport) =>
    listener?.(new MessageEvent('message', { data: message }));
  const fail = () => onError?.(new Event('error'));
  return { worker, sent, answer, fail, terminated: () => terminated };
}

function idOf(message: WorkerRequest | undefined): number {
  if (message?.type !== 'search') throw new Error('Erwartet war eine Suchanfrage');
  return message.id;
}

const emptyPage = { perfumes: [], hasMore: false, totalCount: 0, page: 1, limit: 20 };

describe('OfflineCatalogClient', () => {
  it('resolves an accord lookup with the worker’s accords, or null without an index', async () => {
    const { worker, sent, answer } = fakeWorker();
    const client = new OfflineCatalogClient(() => worker);

    const known = client.accordsOf(['fra-17']);
    const none = client.accordsOf(['fra-17']);
    const [first, second] = sent;
    if (first?.type !== 'accords' || second?.type !== 'accords') throw new Error('Erwartet');
    const accords = { 'fra-17': [{ key: 'woody', name: 'Holzig' }] };
    answer({ type: 'accords', id: first.id, accords });
    answer({ type: 'unavailable', id: second.id });

    expect(await known).toEqual(accords);
    expect(await none).toBeNull();
  });

  it('resolves each search with the worker’s answer for its request id', async () => {
    const { worker, sent, answer } = fakeWorker();
    const client = new OfflineCatalogClient(() => worker);

    const first = client.search('sauvage', 1, 20);
    const second = client.search('aventus', 1, 20);
    answer({ type: 'result', id: idOf(sent[1]), response: emptyPage });
    answer({ type: 'unavailable', id: idOf(sent[0]) });

    expect(await second).toEqual(emptyPage);
    expect(await first).toBeNull();
  });

  it('rejects a search the worker dropped as aborted, so the page ignores it', async () => {
    const { worker, sent, answer } = fakeWorker();
    const client = new OfflineCatalogClient(() => worker);
    const pending = client.search('sau', 1, 20);
    answer({ type: 'dropped', id: idOf(sent[0]) });

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('cancels a search in the worker when its signal aborts', async () => {
    const { worker, sent } = fakeWorker();
    const client = new OfflineCatalogClient(() => worker);
    const controller = new AbortController();
    const pending = client.search('sauvage', 1, 20, controller.signal);

    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent.map((m) => m.type)).toEqual(['search', 'cancel']);
  });

  it('has no offline results where workers are not available', async () => {
    const client = new OfflineCatalogClient(() => null);
    expect(await client.search('sauvage', 1, 20)).toBeNull();
  });
});

describe('OfflineCatalogClient with a failed worker', () => {
  it('answers every waiting request with null when the worker fails, and starts a new one', async () => {
    const workers = [fakeWorker(), fakeWorker()];
    let created = 0;
    const client = new OfflineCatalogClient(() => workers[created++]!.worker);
    const search = client.search('sauvage', 1, 20);
    const perfume = client.perfume('fra-17');

    workers[0]!.fail();

    expect(await search).toBeNull();
    expect(await perfume).toBeNull();
    expect(workers[0]!.terminated()).toBe(true);
    const again = client.accordsOf(['fra-17']);
    expect(created).toBe(2);
    const [request] = workers[1]!.sent;
    if (request?.type !== 'accords') throw new Error('Erwartet war eine Akkordanfrage');
    workers[1]!.answer({ type: 'accords', id: request.id, accords: {} });
    expect(await again).toEqual({});
  });
});

describe('OfflineCatalogClient status reports', () => {
  it('hands the worker’s index and download reports to the status line, nothing else', () => {
    const { worker, answer } = fakeWorker();
    const reports: unknown[] = [];
    const client = new OfflineCatalogClient(
      () => worker,
      (report) => reports.push(report),
    );
    client.sync();

    answer({ type: 'status', ready: true, count: 3, buildMs: 1 });
    answer({ type: 'download', state: 'running', loadedBytes: 10, totalBytes: null });
    answer({ type: 'unavailable', id: 99 });

    expect(reports).toEqual([
      { type: 'status', ready: true, count: 3, buildMs: 1 },
      { type: 'download', state: 'running', loadedBytes: 10, totalBytes: null },
    ]);
  });
});

describe('savesData', () => {
  it('is true only when the connection asks to save data', () => {
    const withConnection = (connection: unknown) => ({ connection });
    expect(savesData(withConnection({ saveData: true }))).toBe(true);
    expect(savesData(withConnection({ saveData: false }))).toBe(false);
    expect(savesData(withConnection(undefined))).toBe(false);
  });
});
