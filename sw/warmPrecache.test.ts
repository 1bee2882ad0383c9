import { describe, expect, it } from 'vitest';
import { hashedPrecacheUrls, warmHttpCache, WARM_PARALLEL } from './warmPrecache';

/** A fetch stand-in whose answers the test releases one by one. */
function heldFetches() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  let inFlight = 0;
  let mostInFlight = 0;
  const fetchOne = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const done = () => inFlight--;
      pending.set(url, {
        resolve: () => (done(), resolve()),
        reject: (error) => (done(), reject(error)),
      });
    });
  return { fetchOne, started, pending, mostInFlight: () => mostInFlight };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hashedPrecacheUrls', () => {
  it('keeps the hashed files and leaves revisioned ones and plain strings to Workbox', () => {
    expect(
      hashedPrecacheUrls([
        { url: 'index.html', revision: 'abc' },
        { url: 'assets/main-Ch36Sles.js', revision: null },
        'manifest.webmanifest',
        { url: 'assets/main-BHbEXi5T.css', revision: null },
      ]),
    ).toEqual(['assets/main-Ch36Sles.js', 'assets/main-BHbEXi5T.css']);
  });
});

describe('warmHttpCache', () => {
  it('fetches every file once, in order, never more than the allowed number at once', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => `assets/chunk-${i}.js`);
    const fetches = heldFetches();
    const warming = warmHttpCache(urls, fetches.fetchOne, 3);
    await flush();
    expect(fetches.started).toEqual(urls.slice(0, 3));
    // Each answer frees its lane for the next file in the list.
    for (let i = 0; i < urls.length; i++) {
      fetches.pending.get(urls[i]!)!.resolve();
      await flush();
    }
    await warming;
    expect(fetches.started).toEqual(urls);
    expect(fetches.mostInFlight()).toBe(3);
  });

  it('goes on past failed files and never rejects: Workbox retries them itself', async () => {
    const urls = ['a.js', 'b.js', 'c.js', 'd.js'];
    const fetches = heldFetches();
    const warming = warmHttpCache(urls, fetches.fetchOne, 2);
    await flush();
    fetches.pending.get('a.js')!.reject(new TypeError('Failed to fetch'));
    fetches.pending.get('b.js')!.reject(new TypeError('Failed to fetch'));
    await flush();
    fetches.pending.get('c.js')!.resolve();
    fetches.pending.get('d.js')!.reject(new Error('offline'));
    await expect(warming).resolves.toBeUndefined();
    expect(fetches.started).toEqual(urls);
  });

  it('uses as many lanes as a browser opens per host by default, fewer for short lists', async () => {
    const many = heldFetches();
    const manyUrls = Array.from({ length: 40 }, (_, i) => `m${i}.js`);
    const warming = warmHttpCache(manyUrls, many.fetchOne);
    await flush();
    expect(many.started).toHaveLength(WARM_PARALLEL);
    for (const url of manyUrls) {
      many.pending.get(url)!.resolve();
      await flush();
    }
    await warming;

    const few = heldFetches();
    const short = warmHttpCache(['x.js'], few.fetchOne);
    await flush();
    few.pending.get('x.js')!.resolve();
    await short;
    expect(few.started).toEqual(['x.js']);
    await expect(warmHttpCache([], few.fetchOne)).resolves.toBeUndefined();
  });
});
