import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoAnalysisResponse } from '../../../api/contract/photo';
import { freshDeviceDb } from '../../../tests/sync/builders';
import type { DuftkompassDb } from '../../data/db';
import { listQueuedPhotos, queuePhoto } from '../../data/photoQueue';
import { createMutex } from '../../sync/syncLock';
import { PHOTO_API_MESSAGES, PhotoAnalysisError } from './photoApi';
import { drainPhotoQueue, type UploadQueuedPhoto } from './photoQueueDrain';

let db: DuftkompassDb;
let dispose: () => Promise<void>;

beforeEach(() => {
  ({ db, dispose } = freshDeviceDb('duftkompass-photo-drain'));
});
afterEach(() => dispose());

const lock = createMutex();
const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const noBottles: PhotoAnalysisResponse = { detectedPerfumes: [] };

async function queueTwo(): Promise<[string, string]> {
  const first = crypto.randomUUID();
  const second = crypto.randomUUID();
  await queuePhoto(db, { id: first, blob: photo(), createdAt: 1 });
  await queuePhoto(db, { id: second, blob: photo(), createdAt: 2 });
  return [first, second];
}

describe('drainPhotoQueue', () => {
  it('uploads each queued photo once, oldest first, with its id as the idempotency key', async () => {
    const [first, second] = await queueTwo();
    const keys: string[] = [];
    const upload: UploadQueuedPhoto = (file, key) => {
      expect(file.size).toBe(3);
      keys.push(key);
      return Promise.resolve(noBottles);
    };

    expect(await drainPhotoQueue({ database: db, upload, lock })).toEqual({
      uploaded: 2,
      rejected: 0,
      retryLater: false,
    });
    expect(keys).toEqual([first, second]);
    expect((await listQueuedPhotos(db)).map((row) => row.status)).toEqual(['done', 'done']);

    await drainPhotoQueue({ database: db, upload, lock });
    expect(keys).toHaveLength(2);
  });

  it('stops at a failure worth retrying and sends the same key on the next run', async () => {
    const [first, second] = await queueTwo();
    const keys: string[] = [];
    let serverDown = true;
    const upload: UploadQueuedPhoto = (_file, key) => {
      keys.push(key);
      if (serverDown) {
        return Promise.reject(
          new PhotoAnalysisError(PHOTO_API_MESSAGES.failed, 'server', 503, true),
        );
      }
      return Promise.resolve(noBottles);
    };

    expect(await drainPhotoQueue({ database: db, upload, lock })).toMatchObject({
      retryLater: true,
    });
    expect(keys).toEqual([first]);
    expect((await listQueuedPhotos(db)).map((row) => row.status)).toEqual(['waiting', 'waiting']);

    serverDown = false;
    await drainPhotoQueue({ database: db, upload, lock });
    expect(keys).toEqual([first, first, second]);
  });

  it('stores a 4xx refusal with the server’s message and goes on with the next photo', async () => {
    await queueTwo();
    const message = 'Die Datei ist kein unterstütztes Bild.';
    let calls = 0;
    const upload: UploadQueuedPhoto = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new PhotoAnalysisError(message, 'server', 400))
        : Promise.resolve(noBottles);
    };

    expect(await drainPhotoQueue({ database: db, upload, lock })).toEqual({
      uploaded: 1,
      rejected: 1,
      retryLater: false,
    });
    const [refused, analysed] = await listQueuedPhotos(db);
    expect(refused).toMatchObject({ status: 'failed', error: message });
    expect(analysed).toMatchObject({ status: 'done', detections: [] });
  });

  it('keeps the count of unread labels with the stored result', async () => {
    await queueTwo();
    const upload: UploadQueuedPhoto = () =>
      Promise.resolve({ detectedPerfumes: [], unreadLabels: 2 });

    await drainPhotoQueue({ database: db, upload, lock });
    const stored = await listQueuedPhotos(db);
    expect(stored.map((photo) => photo.status === 'done' && photo.unreadLabels)).toEqual([2, 2]);
  });

  it('lets only one run at a time upload, so two triggers never send a photo twice', async () => {
    await queueTwo();
    let calls = 0;
    const upload: UploadQueuedPhoto = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return noBottles;
    };
    await Promise.all([
      drainPhotoQueue({ database: db, upload, lock }),
      drainPhotoQueue({ database: db, upload, lock }),
    ]);
    expect(calls).toBe(2);
  });
});
