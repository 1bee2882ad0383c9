import { describe, expect, it } from 'vitest';
import { nextStatus, offlineCatalogText, type OfflineCatalogStatus } from './offlineCatalogStatus';

const waiting: OfflineCatalogStatus = { kind: 'waiting' };
const ready: OfflineCatalogStatus = { kind: 'ready', count: 37918 };

describe('nextStatus', () => {
  it('shows a first download with its bytes, then the ready index', () => {
    const downloading = nextStatus(waiting, {
      type: 'download',
      state: 'running',
      loadedBytes: 2048,
      totalBytes: null,
    });
    expect(downloading).toEqual({
      kind: 'downloading',
      loadedBytes: 2048,
      totalBytes: null,
      updating: false,
    });
    expect(nextStatus(downloading, { type: 'status', ready: true, count: 3, buildMs: 1 })).toEqual({
      kind: 'ready',
      count: 3,
    });
  });

  it('calls a download over a stored index an update, and keeps search ready when it fails', () => {
    const update = nextStatus(ready, {
      type: 'download',
      state: 'running',
      loadedBytes: 0,
      totalBytes: 100,
    });
    expect(update).toMatchObject({ kind: 'downloading', updating: true });
    expect(
      nextStatus(ready, { type: 'download', state: 'failed', loadedBytes: 0, totalBytes: null }),
    ).toEqual(ready);
  });

  it('reports a failed first download, and ignores "no index yet" while waiting', () => {
    expect(
      nextStatus(waiting, { type: 'download', state: 'failed', loadedBytes: 0, totalBytes: null }),
    ).toEqual({ kind: 'failed' });
    expect(nextStatus(waiting, { type: 'status', ready: false, count: 0, buildMs: 0 })).toEqual(
      waiting,
    );
  });
});

describe('offlineCatalogText', () => {
  it('says nothing before the download starts', () => {
    expect(offlineCatalogText(waiting)).toBeNull();
  });

  it('gives the percentage when the size is known, else the kilobytes so far', () => {
    expect(
      offlineCatalogText({
        kind: 'downloading',
        loadedBytes: 50,
        totalBytes: 200,
        updating: false,
      }),
    ).toEqual({ text: 'Offline-Katalog wird geladen …', progress: '25 %' });
    expect(
      offlineCatalogText({
        kind: 'downloading',
        loadedBytes: 1536 * 1024,
        totalBytes: null,
        updating: true,
      }),
    ).toEqual({ text: 'Offline-Katalog wird aktualisiert …', progress: '1.536 KB' });
  });

  it('shows no "0 KB" before the first kilobyte of an unknown size arrived', () => {
    for (const loadedBytes of [0, 300]) {
      expect(
        offlineCatalogText({ kind: 'downloading', loadedBytes, totalBytes: null, updating: false }),
      ).toEqual({ text: 'Offline-Katalog wird geladen …', progress: null });
    }
    expect(
      offlineCatalogText({
        kind: 'downloading',
        loadedBytes: 700,
        totalBytes: null,
        updating: false,
      })?.progress,
    ).toBe('1 KB');
  });

  it('names the number of perfumes when search is ready', () => {
    expect(offlineCatalogText(ready)?.text).toBe(
      'Offline-Suche bereit: 37.918 Düfte auf diesem Gerät.',
    );
  });
});
