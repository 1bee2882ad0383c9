// The only place an uploaded photo is written: one file per request in the upload
// directory (default DATA_DIR/tmp-uploads), readable by this process only, removed as
// soon as the analysis ends or fails. clearUploadDir() runs at server start, so a file
// left by a crash never outlives a restart (privacy promise, spec 001 §1).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOAD_DIR_NAME = 'tmp-uploads';

/** The default upload directory for a data directory. */
export function uploadDirFor(dataDir: string): string {
  return path.join(dataDir, UPLOAD_DIR_NAME);
}

/** Creates the directory if needed and deletes everything in it; returns how many entries. */
export async function clearUploadDir(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const entries = await readdir(dir);
  await Promise.all(
    entries.map((entry) => rm(path.join(dir, entry), { recursive: true, force: true })),
  );
  return entries.length;
}

/** Writes the upload to a fresh file, hands its path to `use`, and deletes it afterwards. */
export async function withTemporaryUpload<T>(
  dir: string,
  bytes: Uint8Array,
  extension: string,
  use: (filePath: string) => Promise<T>,
): Promise<T> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const filePath = path.join(dir, `${randomUUID()}.${extension}`);
  try {
    await writeFile(filePath, bytes, { mode: 0o600, flag: 'wx' });
    return await use(filePath);
  } finally {
    await rm(filePath, { force: true });
  }
}
