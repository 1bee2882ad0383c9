import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './dataDirLock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'datadir-'));

describe('lockDataDir', () => {
  it('refuses a second owner while the first holds the lock, in German', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/wird schon von Prozess \d+ benutzt/);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', () => {
    const dir = freshDir();
    // Process ids are far below this on Linux (pid_max ≤ 4,194,304).
    writeFileSync(path.join(dir, LOCK_FILE), '99999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});
