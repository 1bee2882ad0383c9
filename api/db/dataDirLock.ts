// PGlite's files belong to one process: two servers (or a server and an import) writing the
// same DATA_DIR would corrupt them, and PGlite itself does not stop a second one. The lock is
// a file with the owner's process id, created exclusively; a lock whose process is gone
// (the server was killed) is stale and taken over, so a restart after kill -9 still works.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'duftkompass.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dir` for this process; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DataDirLockedError(
        `Die eingebettete Datenbank in ${dir} wird schon von Prozess ${owner} benutzt. ` +
          'Beende ihn zuerst, oder nutze für mehrere Prozesse PostgreSQL (DATABASE_URL).',
      );
    }
    // Left by a process that no longer runs: stale.
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Die Sperre der Datenbank in ${dir} ließ sich nicht anlegen.`);
}
