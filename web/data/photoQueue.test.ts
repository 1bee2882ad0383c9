import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DetectedPhotoPerfume } from '../../api/contract/photo';
import { freshDeviceDb } from '../../tests/sync/builders';
import { buildPerfume } from '../../tests/fixtures/perfumes';
import type { DuftkompassDb } from './db';
import {
  listQueuedPhotos,
  markUploading,
  photosToUpload,
  queuePhoto,
  removeQueuedPhoto,
  storePhotoFailure,
  storePhotoResult,
  UNREADABLE_QUEUE_ROW_MESSAGE,
} from './photoQueue';

let db: DuftkompassDb;
let dispose: () => Promise<void>;

beforeEach(() => {
  ({ db, dispose } = freshDeviceDb('duftkompass-photo-queue'));
});
afterEach(() => dispose());

const photo = (bytes = 3) =>
  new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/jpeg' });

const aventus: DetectedPhotoPerfume = {
  detected: {
    name: 'Aventus',
    brand: 'Creed',
    description: null,
    occasions: [],
    fragranceFamily: null,
    concentration: null,
    gender: null,
  },
  searchResults: [buildPerfume({ id: 'fra-1', name: 'Aventus', brand: 'Creed' })],
  hasMatches: true,
  confidence: 0.9,
};

describe('photo queue repository', () => {
  it('keeps a queued photo with its id and lists the photos oldest first', async () => {
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    await queuePhoto(db, { id: second, blob: photo(), createdAt: 2000 });
    await queuePhoto(db, { id: first, blob: photo(5), createdAt: 1000 });

    const queued = await listQueuedPhotos(db);
    expect(queued.map((row) => [row.id, row.status])).toEqual([
      [first, 'waiting'],
      [second, 'waiting'],
    ]);
    const [oldest] = await photosToUpload(db);
    expect(oldest?.id).toBe(first);
    expect(oldest?.blob.size).toBe(5);
    expect((await db.photoQueue.get(first))?.status).toBe('pending');
  });

  it('uploads again a photo left "uploading" by a tab that closed mid-upload', async () => {
    const id = crypto.randomUUID();
    await queuePhoto(db, { id, blob: photo() });
    await markUploading(db, id);
    expect((await photosToUpload(db)).map((row) => row.id)).toEqual([id]);
  });

  it('stores the analysis and removes the photo bytes from the device', async () => {
    const id = crypto.randomUUID();
    await queuePhoto(db, { id, blob: photo(1000) });
    await storePhotoResult(db, id, [aventus]);

    const [done] = await listQueuedPhotos(db);
    expect(done).toMatchObject({ id, status: 'done' });
    expect(done?.status === 'done' && done.detections[0]?.detected.name).toBe('Aventus');
    expect((await db.photoQueue.get(id))?.blob).toBeNull();
    expect(await photosToUpload(db)).toEqual([]);
  });

  it("keeps the photo's measure with its analysis, for the hints after it", async () => {
    const id = crypto.randomUUID();
    const measure = { width: 800, height: 460, brightness: 140, edges: 12 };
    await queuePhoto(db, { id, blob: photo(1000), measure });
    await storePhotoResult(db, id, [], 2);

    expect(await listQueuedPhotos(db)).toEqual([
      expect.objectContaining({ id, status: 'done', unreadLabels: 2, measure }),
    ]);
    expect((await db.photoQueue.get(id))?.blob).toBeNull();
  });

  it('reads a result without a measure, or with one it cannot read, without hints', async () => {
    const old = crypto.randomUUID();
    const odd = crypto.randomUUID();
    await queuePhoto(db, { id: old, blob: photo(), createdAt: 1 });
    await queuePhoto(db, { id: odd, blob: photo(), createdAt: 2 });
    await db.table('photoQueue').update(odd, { measure: { width: 'gross' } });
    await storePhotoResult(db, old, [aventus]);
    await storePhotoResult(db, odd, [aventus]);

    expect((await listQueuedPhotos(db)).map((row) => row.status === 'done' && row.measure)).toEqual(
      [null, null],
    );
  });

  it('stores a refusal with its German message and removes the photo bytes', async () => {
    const id = crypto.randomUUID();
    await queuePhoto(db, { id, blob: photo(1000) });
    await storePhotoFailure(db, id, 'Die Datei ist kein unterstütztes Bild.');

    expect(await listQueuedPhotos(db)).toEqual([
      expect.objectContaining({ id, status: 'failed', error: 'Die Datei ist kein unterstütztes Bild.' }),
    ]);
    expect((await db.photoQueue.get(id))?.blob).toBeNull();
  });

  it('does not bring back a photo dismissed while its upload ran', async () => {
    const id = crypto.randomUUID();
    await queuePhoto(db, { id, blob: photo() });
    await markUploading(db, id);
    await removeQueuedPhoto(db, id);
    await storePhotoResult(db, id, [aventus]);
    expect(await db.photoQueue.count()).toBe(0);
  });

  it('shows a row it cannot read as failed, so it can be dismissed instead of vanishing', async () => {
    const id = crypto.randomUUID();
    await db.photoQueue.put({ id, blob: photo(), createdAt: 1, status: 'done' });
    await db.table('photoQueue').update(id, { detections: [{ nonsense: true }] });
    expect(await listQueuedPhotos(db)).toEqual([
      { id, createdAt: 0, status: 'failed', error: UNREADABLE_QUEUE_ROW_MESSAGE },
    ]);
  });
});
