// Uploads the queued photos one at a time, oldest first, each with its id as Idempotency-Key,
// and stores what the server said on the row. One tab drains (Web Lock 'duftkompass-photo-queue');
// a failure worth retrying stops the run and leaves the rest queued for the next trigger.
import type { PhotoAnalysisResponse } from '../../../api/contract/photo';
import type { DuftkompassDb } from '../../data/db';
import {
  markPending,
  markUploading,
  photosToUpload,
  storePhotoFailure,
  storePhotoResult,
} from '../../data/photoQueue';
import type { DrainReport } from '../../sync/queueRunner';
import { namedLock, type SyncLock } from '../../sync/syncLock';
import { PHOTO_API_MESSAGES } from './photoApi';
import { classifyUploadFailure } from './photoRetry';

export const PHOTO_QUEUE_LOCK_NAME = 'duftkompass-photo-queue';

export type UploadQueuedPhoto = (
  photo: File,
  idempotencyKey: string,
) => Promise<PhotoAnalysisResponse>;

export type DrainOutcome = DrainReport & {
  uploaded: number;
  rejected: number;
  retryLater: boolean;
};

/** The photo queue's own lock (the sync engine's primitive, another name than the outbox's). */
export function photoQueueLock(): SyncLock {
  return namedLock(PHOTO_QUEUE_LOCK_NAME);
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
        const result = await upload(file, photo.id);
        await storePhotoResult(database, photo.id, result.detectedPerfumes, result.unreadLabels);
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
