// The queued photos of this device, live from Dexie (so every tab shows the same list), and
// the triggers that upload them: mounting, `online` and the page becoming visible, plus the
// runner's backoff timer. Safari and Firefox have no Background Sync, so these triggers are
// what drains the queue there.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef } from 'react';
import { db } from '../../data/db';
import { listQueuedPhotos, queuePhoto, removeQueuedPhoto } from '../../data/photoQueue';
import { analyzePhoto } from './photoApi';
import { drainPhotoQueue } from './photoQueueDrain';
import { createPhotoQueueRunner, type PhotoQueueRunner } from './photoQueueRunner';

const uploadQueued = (photo: File, idempotencyKey: string) =>
  analyzePhoto(photo, { idempotencyKey });

const newRunner = () =>
  createPhotoQueueRunner({ drain: () => drainPhotoQueue({ database: db, upload: uploadQueued }) });

export function usePhotoQueue() {
  const photos = useLiveQuery(() => listQueuedPhotos(db), []);
  const runner = useRef<PhotoQueueRunner | null>(null);

  useEffect(() => {
    const current = newRunner();
    runner.current = current;
    const run = () => void current.run();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisibility);
    run();
    return () => {
      current.stop();
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  /** Keeps a photo whose upload could not be done now; it is sent later with the same key. */
  const keep = useCallback(async (photo: Blob, id: string) => {
    await queuePhoto(db, { id, blob: photo });
    // Online but the server failed (5xx, 408, 429): the runner waits before it tries again.
    runner.current?.retryLater();
  }, []);

  const discard = useCallback((id: string) => removeQueuedPhoto(db, id), []);

  return { photos: photos ?? [], keep, discard };
}
