// The queued photos of this device, live from the device database (so every tab shows the
// same list), and what uploads them: the sync engine's queue primitives (runner with its
// backoff, wake-up triggers, lock). Safari and Firefox have no Background Sync, so app start,
// `online` and the page becoming visible are what drains the queue there.
import { useCallback, useEffect } from 'react';
import { db } from '../../data/db';
import { openDeviceData } from '../../data/deviceDataGate';
import { useQueuedPhotos } from '../../data/liveQueries';
import { queuePhoto, removeQueuedPhoto } from '../../data/photoQueue';
import { analyzePhotoResult } from './photoApi';
import { drainPhotoQueue } from './photoQueueDrain';
import type { PhotoMeasure } from './photoQuality';
import { createQueueRunner, type QueueRunner } from '../../sync/queueRunner';
import { backoffDelay } from '../../sync/backoff';
import { onWakeUp } from '../../sync/syncTriggers';

/** Photo recognition is costly: retries start at 2 s and wait at most 5 minutes. */
export const PHOTO_RETRY_BASE_MS = 2_000;
export const PHOTO_RETRY_CAP_MS = 5 * 60_000;

const uploadQueued = (photo: File, idempotencyKey: string) =>
  analyzePhotoResult(photo, { idempotencyKey });

/** One runner per page, shared by the app-wide uploader and the photo panel. */
let sharedRunner: QueueRunner | null = null;
const photoQueueRunner = () =>
  (sharedRunner ??= createQueueRunner({
    drain: () => drainPhotoQueue({ database: db, upload: uploadQueued }),
    delayFor: (failures, retryAfterMs) =>
      backoffDelay(failures, Math.random, retryAfterMs, PHOTO_RETRY_BASE_MS, PHOTO_RETRY_CAP_MS),
  }));

/**
 * Uploads photos queued while offline as soon as the app runs with a connection, whatever
 * page is open; mounted once by the app (PhotoQueueUploader).
 */
export function usePhotoQueueUploads() {
  useEffect(() => {
    const runner = photoQueueRunner();
    const stopWakeUps = onWakeUp(() => void runner.run());
    void runner.run();
    return () => {
      runner.stop();
      if (sharedRunner === runner) sharedRunner = null;
      stopWakeUps();
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
  const keep = useCallback(async (photo: Blob, id: string, measure: PhotoMeasure | null) => {
    openDeviceData();
    await queuePhoto(db, { id, blob: photo, measure });
    // Online but the server failed (5xx, 408, 429): the runner waits before it tries again.
    photoQueueRunner().retryLater();
  }, []);

  const discard = useCallback((id: string) => removeQueuedPhoto(db, id), []);

  return { photos: photos ?? [], keep, discard };
}
