// Uploads the queued photos one at a time, oldest first, each with its id as Idempotency-Key,
// and stores what the server said on the row. One tab drains (Web Lock 'duftkompass-photo-queue');
// a failure worth retrying stops the run and leaves the rest queued for the next trigger.
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import type { DuftkompassDb } from '../../data/db';
import {
  markPending,
  markUploading,
  photosToUpload,
  storePhotoFailure,
  storePhotoResult,
} from '../../data/photoQueue';
import { createMutex, type SyncLock } from '../../sync/syncLock';
import { PHOTO_API_MESSAGES } from './photoApi';
import { classifyUploadFailure } from './photoRetry';

export const PHOTO_QUEUE_LOCK_NAME = 'duftkompass-photo-queue';

export type UploadQueuedPhoto = (
  photo: File,
  idempotencyKey: string,
) => Promise<DetectedPhotoPerfume[]>;

export type DrainOutcome = { uploaded: number; rejected: number; retryLater: boolean };

const processMutex = createMutex();

/** The Web Lock shared by the origin's tabs, or an in-process mutex where there is none. */
export function photoQueueLock(): SyncLock {
  const locks: unknown = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks !== 'object' || locks === null || !('request' in locks)) return processMutex;
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      // The lock is held until the task settles; its result is handed out through the promise.
      navigator.locks
        .request(PHOTO_QUEUE_LOCK_NAME, () => task().then(resolve, reject))
        .catch(reject);
    });
}

export async function drainPhotoQueue({
  database,
  upload,
  lock = photoQueueLock(),
}: {
  database: DuftkompassDb;
  upload: UploadQueuedPhoto;
  lock?: SyncLock;
}): Promise<DrainOutcome> {
  return lock(async () => {
    const outcome: DrainOutcome = { uploaded: 0, rejected: 0, retryLater: false };
    for (const photo of await photosToUpload(database)) {
      await markUploading(database, photo.id);
      const file = new File([photo.blob], 'foto.jpg', { type: photo.blob.type || 'image/jpeg' });
      try {
        const detections = await upload(file, photo.id);
        await storePhotoResult(database, photo.id, detections);
        outcome.uploaded += 1;
      } catch (error) {
        if (classifyUploadFailure(error) === 'retry') {
          await markPending(database, photo.id);
          outcome.retryLater = true;
          return outcome;
        }
        const message = error instanceof Error ? error.message : PHOTO_API_MESSAGES.failed;
        await storePhotoFailure(database, photo.id, message);
        outcome.rejected += 1;
      }
    }
    return outcome;
  });
}
