import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { byteFiles, forgetReadAhead, readAhead } from './cacheFiles';

const dirs: string[] = [];
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-cachefiles-'));
  dirs.push(dir);
  return dir;
};
const fileOf = (dir: string, key: string) => path.join(dir, `test-${key}.bin`);
const bytes = (...values: number[]) => new Uint8Array(values);

afterEach(() => {
  forgetReadAhead();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('kept files', () => {
  it('give back what was written, parts joined, empty parts included', () => {
    const dir = cacheDir();
    const files = byteFiles(dir, 'test-', 'Test');
    files.write('a', [bytes(1, 2, 3), new Uint8Array(new Int32Array(0).buffer), bytes(4)]);
    expect(Array.from(files.read('a') ?? [])).toEqual([1, 2, 3, 4]);
    expect(files.read('b')).toBeUndefined();
    // Marked, checksummed, and the payload on an 8-byte boundary of the file.
    const file = readFileSync(fileOf(dir, 'a'));
    expect(file.subarray(0, 4).toString('latin1')).toBe('dkc1');
    expect(file.length).toBe(8 + 4);
  });

  it('read as absent when damaged, cut short, or written in the old SHA-256 frame', () => {
    const dir = cacheDir();
    const files = byteFiles(dir, 'test-', 'Test');
    const payload = bytes(...Array.from({ length: 64 }, (_, i) => i));
    files.write('a', [payload]);
    const intact = readFileSync(fileOf(dir, 'a'));
    for (const damaged of [
      Buffer.concat([intact.subarray(0, 20), bytes(intact[20]! ^ 1), intact.subarray(21)]),
      intact.subarray(0, intact.length - 1),
      intact.subarray(0, 5),
      Buffer.concat([createHash('sha256').update(payload).digest(), payload]),
    ]) {
      writeFileSync(fileOf(dir, 'a'), damaged);
      expect(files.read('a')).toBeUndefined();
    }
  });

  it('keep only the newest key of their prefix', () => {
    const dir = cacheDir();
    byteFiles(dir, 'other-', 'Anderes').write('x', [bytes(9)]);
    const files = byteFiles(dir, 'test-', 'Test');
    files.write('a', [bytes(1)]);
    files.write('b', [bytes(2)]);
    expect(readdirSync(dir).sort()).toEqual(['other-x.bin', 'test-b.bin']);
  });
});

describe('readAhead', () => {
  it('reads the files before their stores ask, each taken once', async () => {
    const dir = cacheDir();
    const files = byteFiles(dir, 'test-', 'Test');
    files.write('a', [bytes(1, 2)]);
    await readAhead(dir);
    // Gone from disk: the bytes the store reads come from the read-ahead.
    rmSync(fileOf(dir, 'a'));
    expect(Array.from(files.read('a') ?? [])).toEqual([1, 2]);
    expect(files.read('a')).toBeUndefined();
  });

  it('checks a file read ahead like one read by its store', async () => {
    const dir = cacheDir();
    const files = byteFiles(dir, 'test-', 'Test');
    files.write('a', [bytes(1, 2, 3, 4)]);
    const file = readFileSync(fileOf(dir, 'a'));
    file[file.length - 1]! ^= 0xff;
    writeFileSync(fileOf(dir, 'a'), file);
    await readAhead(dir);
    expect(files.read('a')).toBeUndefined();
  });

  it('never gives a file read ahead after its store wrote anew', async () => {
    const dir = cacheDir();
    const files = byteFiles(dir, 'test-', 'Test');
    files.write('a', [bytes(1)]);
    await readAhead(dir);
    files.write('a', [bytes(2)]);
    expect(Array.from(files.read('a') ?? [])).toEqual([2]);
  });

  it('drops what no store took once forgotten', async () => {
    const dir = cacheDir();
    const files = byteFiles(dir, 'test-', 'Test');
    files.write('a', [bytes(1)]);
    await readAhead(dir);
    forgetReadAhead();
    rmSync(fileOf(dir, 'a'));
    expect(files.read('a')).toBeUndefined();
  });

  it('settles for a directory that is not there yet (the first start)', async () => {
    const dir = path.join(cacheDir(), 'missing');
    await expect(readAhead(dir)).resolves.toBeUndefined();
    expect(byteFiles(dir, 'test-', 'Test').read('a')).toBeUndefined();
  });
});
