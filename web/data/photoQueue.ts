// Owns the photoQueue table: photos taken while the recognition could not be reached, kept
// with a stable id (the upload's Idempotency-Key) until their analysis is stored and the
// visitor has picked from it or dismissed it. Rows are validated on read; the result and
// the German failure message live in the row.
import { z } from 'zod';
import { lazySchema } from '../../api/contract/lazySchema';
import { detectedPhotoPerfumeSchema, type DetectedPhotoPerfume } from '../../api/contract/photo';
import type { DuftkompassDb, PhotoQueueRow } from './db';

// Privacy: the photo must not stay on the device longer than needed. As soon as its analysis
// (or its refusal) is stored, the image bytes are dropped (blob null); only the detected
// perfumes remain until the visitor picks or dismisses them. The photo's measure (four
// numbers: size, brightness, edge strength) stays with them for the hints after analysis.

/** The browser's measure of a kept photo (web/features/photo/photoQuality.ts, PhotoMeasure). */
const photoMeasureSchema = lazySchema(() =>
  z.object({
    width: z.number().int().min(0),
    height: z.number().int().min(0),
    brightness: z.number().min(0).max(255),
    edges: z.number().min(0).max(255),
  }),
);
export type StoredPhotoMeasure = z.infer<typeof photoMeasureSchema>;

const storedPhotoSchema = lazySchema(() => z.object({
  id: z.string().uuid(),
  blob: z.instanceof(Blob).nullable(),
  createdAt: z.number(),
  status: z.enum(['pending', 'uploading', 'done', 'failed']),
  detections: z.array(detectedPhotoPerfumeSchema).optional(),
  /** Labels read but not identified (rows stored before this field have none). */
  unreadLabels: z.number().int().min(0).optional(),
  /** Read on its own (measureOf): a measure this release cannot read loses only the hints. */
  measure: z.unknown().optional(),
  error: z.string().optional(),
}));

export type QueuedPhoto =
  | { id: string; createdAt: number; status: 'waiting'; blob: Blob }
  | {
      id: string;
      createdAt: number;
      status: 'done';
      detections: DetectedPhotoPerfume[];
      unreadLabels: number;
      /** Measured before it was kept; null when unknown (then no hints are given). */
      measure: StoredPhotoMeasure | null;
    }
  | { id: string; createdAt: number; status: 'failed'; error: string };

export const UNREADABLE_QUEUE_ROW_MESSAGE =
  'Dieses gespeicherte Foto konnte nicht gelesen werden. Bitte lade es erneut hoch.';

/** Rows stored before the field, or of a photo the browser could not measure, have none. */
function measureOf(stored: unknown): StoredPhotoMeasure | null {
  const parsed = photoMeasureSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function toQueuedPhoto(row: unknown): QueuedPhoto | null {
  const parsed = storedPhotoSchema.safeParse(row);
  if (!parsed.success) {
    const id = typeof row === 'object' && row !== null && 'id' in row ? row.id : null;
    // A row this release cannot read is shown as failed, so it can be dismissed, never lost silently.
    return typeof id === 'string'
      ? { id, createdAt: 0, status: 'failed', error: UNREADABLE_QUEUE_ROW_MESSAGE }
      : null;
  }
  const { id, createdAt, status, blob, detections, unreadLabels, measure, error } = parsed.data;
  if (status === 'done') {
    return {
      id,
      createdAt,
      status,
      detections: detections ?? [],
      unreadLabels: unreadLabels ?? 0,
      measure: measureOf(measure),
    };
  }
  if (status === 'failed') {
    return { id, createdAt, status, error: error ?? UNREADABLE_QUEUE_ROW_MESSAGE };
  }
  // A waiting row without its photo cannot be uploaded any more: shown as failed, to dismiss.
  if (!blob) return { id, createdAt, status: 'failed', error: UNREADABLE_QUEUE_ROW_MESSAGE };
  // 'uploading' is a state of the tab holding the queue lock; read from outside, it is waiting.
  return { id, createdAt, status: 'waiting', blob };
}

/** Keeps a photo for a later upload; `id` is the key the upload is (or was) sent with. */
export async function queuePhoto(
  database: DuftkompassDb,
  photo: { id: string; blob: Blob; createdAt?: number; measure?: StoredPhotoMeasure | null },
): Promise<void> {
  const row: PhotoQueueRow = {
    id: photo.id,
    blob: photo.blob,
    createdAt: photo.createdAt ?? Date.now(),
    status: 'pending',
    ...(photo.measure ? { measure: photo.measure } : {}),
  };
  await database.photoQueue.put(row);
}

/** Every queued photo, oldest first. */
export async function listQueuedPhotos(database: DuftkompassDb): Promise<QueuedPhoto[]> {
  const rows = await database.photoQueue.orderBy('createdAt').toArray();
  return rows.map(toQueuedPhoto).filter((photo) => photo !== null);
}

/**
 * The photos still to upload, oldest first. Call only while holding the queue lock: then a
 * row marked 'uploading' was left by a tab that closed mid-upload and is uploaded again
 * (with the same key, so the server answers from its stored result if it had finished).
 */
export async function photosToUpload(
  database: DuftkompassDb,
): Promise<{ id: string; blob: Blob }[]> {
  const photos = await listQueuedPhotos(database);
  return photos.flatMap((photo) =>
    photo.status === 'waiting' ? [{ id: photo.id, blob: photo.blob }] : [],
  );
}

async function change(
  database: DuftkompassDb,
  id: string,
  apply: (row: PhotoQueueRow) => PhotoQueueRow,
): Promise<void> {
  await database.transaction('rw', database.photoQueue, async () => {
    const row = await database.photoQueue.get(id);
    // Dismissed meanwhile (in this or another tab): nothing to store.
    if (row) await database.photoQueue.put(apply(row));
  });
}

export function markUploading(database: DuftkompassDb, id: string): Promise<void> {
  return change(database, id, (row) => ({ ...row, status: 'uploading' }));
}

/** Back to the queue after a failure worth retrying (no connection, 5xx, 408, 429). */
export function markPending(database: DuftkompassDb, id: string): Promise<void> {
  return change(database, id, (row) => ({ ...row, status: 'pending' }));
}

/** Stores the analysis and drops the photo itself (privacy, see above); its measure stays. */
export function storePhotoResult(
  database: DuftkompassDb,
  id: string,
  detections: DetectedPhotoPerfume[],
  unreadLabels = 0,
): Promise<void> {
  return change(database, id, (row) => ({
    id: row.id,
    createdAt: row.createdAt,
    status: 'done',
    blob: null,
    detections,
    unreadLabels,
    ...(row.measure === undefined ? {} : { measure: row.measure }),
  }));
}

/** Stores the server's German refusal (e.g. an unreadable image) and drops the photo itself. */
export function storePhotoFailure(
  database: DuftkompassDb,
  id: string,
  message: string,
): Promise<void> {
  return change(database, id, (row) => ({
    id: row.id,
    createdAt: row.createdAt,
    status: 'failed',
    blob: null,
    error: message,
  }));
}

/** After the visitor picked from the result, or dismissed the photo. */
export async function removeQueuedPhoto(database: DuftkompassDb, id: string): Promise<void> {
  await database.photoQueue.delete(id);
}
