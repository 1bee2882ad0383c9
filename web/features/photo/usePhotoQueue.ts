// The queued photos of this device, live from Dexie (so every tab shows the same list), and
// the triggers that upload them: app start, `online` and the page becoming visible, plus the
// runner's backoff timer. Safari and Firefox have no Background Sync, so these triggers are
// what drains the queue there.
import { useCallback, useEffect } from 'react';
import { db } from '../../data/db';
import { useQueuedPhotos } from '../../data/liveQueries';
import { queuePhoto, removeQueuedPhoto } from '../../data/photoQueue';
import { analyzePhoto } from './photoApi';
import { drainPhotoQueue } from './photoQueueDrain';
import { createPhotoQueueRunner, type PhotoQueueRunner } from './photoQueueRunner';

const uploadQueued = (photo: File, idempotencyKey: string) =>
  analyzePhoto(photo, { idempotencyKey });

/** One runner per page, shared by the app-wide uploader and the photo panel. */
let sharedRunner: PhotoQueueRunner | null = null;
const photoQueueRunner = () =>
  (sharedRunner ??= createPhotoQueueRunner({
    drain: () => drainPhotoQueue({ database: db, upload: uploadQueued }),
  }));

/**
 * Uploads photos queued while offline as soon as the app runs with a connection, whatever
 * page is open; mounted once by the app (PhotoQueueUploader).
 */
export function usePhotoQueueUploads() {
  useEffect(() => {
    const runner = photoQueueRunner();
    const run = () => void runner.run();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisibility);
    run();
    return () => {
      runner.stop();
      if (sharedRunner === runner) sharedRunner = null;
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

export function PhotoQueueUploader() {
  usePhotoQueueUploads();
  return null;
}

export function usePhotoQueue() {
  const photos = useQueuedPhotos();

  /** Keeps a photo whose upload could not be done now; it is sent later with the same key. */
  const keep = useCallback(async (photo: Blob, id: string) => {
    await queuePhoto(db, { id, blob: photo });
    // Online but the server failed (5xx, 408, 429): the runner waits before it tries again.
    photoQueueRunner().retryLater();
  }, []);

  const discard = useCallback((id: string) => removeQueuedPhoto(db, id), []);

  return { photos: photos ?? [], keep, discard };
}
