import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PullResponse } from '../../api/contract/sync';
import { freshDeviceDb } from '../../tests/sync/builders';
import type { DuftkompassDb } from '../data/db';
import { readMeta, writeMeta } from '../data/meta';
import { pullChanges } from './pullChanges';
import { createSyncHttp } from './syncHttp';

let db: DuftkompassDb;
let dispose: () => Promise<void>;

beforeEach(() => {
  ({ db, dispose } = freshDeviceDb('duftkompass-pull'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await dispose();
});

/** A server that answers each pull with `answer(since)`; `asked` lists the cursors sent. */
function serverAnswering(answer: (since: string) => PullResponse) {
  const asked: string[] = [];
  const http = createSyncHttp({
    fetch: async (url) => {
      const since = new URL(url).searchParams.get('since') ?? '';
      asked.push(since);
      return new Response(JSON.stringify(answer(since)), { status: 200 });
    },
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'token',
    refreshSession: async () => 'token',
    now: () => 0,
  });
  return { http, asked };
}

const page = (cursor: string, hasMore: boolean): PullResponse => ({
  changes: [],
  cursor,
  hasMore,
  reset: false,
});

describe('pullChanges', () => {
  it('follows the cursor page by page and stores where it stopped', async () => {
    await writeMeta(db, 'cursor', '3');
    const { http, asked } = serverAnswering((since) =>
      since === '3' ? page('7', true) : page('9', false),
    );

    expect(await pullChanges(db, http, () => 1)).toEqual({ kind: 'pulled', changes: 0 });
    expect(asked).toEqual(['3', '7']);
    expect(await readMeta(db, 'cursor')).toBe('9');
  });

  it('stops and reports a failure when the server repeats a page without moving the cursor', async () => {
    await writeMeta(db, 'cursor', '5');
    const { http, asked } = serverAnswering(() => page('5', true));

    const outcome = await pullChanges(db, http, () => 1);

    expect(outcome).toMatchObject({ kind: 'server' });
    expect(asked).toEqual(['5']);
    expect(await readMeta(db, 'cursor')).toBe('5');
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('stops when a page would move the cursor backwards', async () => {
    await writeMeta(db, 'cursor', '8');
    const { http } = serverAnswering(() => page('2', false));

    expect(await pullChanges(db, http, () => 1)).toMatchObject({ kind: 'server' });
    expect(await readMeta(db, 'cursor')).toBe('8');
  });

  it('stops a first full pull whose pages never leave "0"', async () => {
    const { http, asked } = serverAnswering(() => page('0', true));

    expect(await pullChanges(db, http, () => 1)).toMatchObject({ kind: 'server' });
    expect(asked).toEqual(['0']);
    expect(await readMeta(db, 'cursor')).toBeUndefined();
  });
});
