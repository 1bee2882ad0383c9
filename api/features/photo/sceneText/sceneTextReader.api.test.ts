// The scene-text reader with its real models in real child processes: it reads a
// generated photo, including one turned on its side; an undecodable image, a child killed
// mid-read and a read stopped at the time limit each fail that read only, and the next
// read works in a fresh child. One child serves reads one after another; an idle one ends.
import { afterAll, describe, expect, it } from 'vitest';
import { OcrReadError } from '../ocr';
import { PhotoUnavailableError } from '../photoGate';
import { fakeWebp } from '../hostileFiles';
import { renderBottlePhoto } from '../testPhotos';
import { createSceneTextReader } from './sceneTextReader';

const reader = createSceneTextReader();
afterAll(() => reader.close());

const photo = renderBottlePhoto({
  bottles: [
    ['CREED', 'AVENTUS'],
    ['LANCOME', 'LAVIEESTBELLE'],
  ],
});
// Spaces are left out: the recogniser may glue words ("LAVIE EST BELLE"), which the
// matcher handles.
const texts = (words: { text: string }[]) =>
  words.map((word) => word.text.toUpperCase().replace(/\s+/g, ''));

describe('scene-text reader', () => {
  it('reads the labels of a photo, and of the same photo turned a quarter', async () => {
    expect(texts(await reader.read(photo))).toEqual(
      expect.arrayContaining(['CREED', 'AVENTUS', 'LANCOME', 'LAVIEESTBELLE']),
    );
    expect(texts(await reader.read(photo, undefined, 1))).toEqual(
      expect.arrayContaining(['CREED', 'AVENTUS', 'LANCOME', 'LAVIEESTBELLE']),
    );
  });

  it('fails an undecodable image with OcrReadError and reads the next photo', async () => {
    await expect(reader.read(fakeWebp())).rejects.toBeInstanceOf(OcrReadError);
    expect(texts(await reader.read(photo))).toContain('AVENTUS');
  });

  it('survives a child that dies mid-read', async () => {
    const killer = createSceneTextReader();
    try {
      await killer.warm();
      const reading = killer.read(photo);
      // The only child is the one reading; end it as a crash of native code would.
      const pids = await childPids();
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      await expect(reading).rejects.toBeInstanceOf(OcrReadError);
      expect(texts(await killer.read(photo))).toContain('CREED');
    } finally {
      await killer.close();
    }
  });

  it('stops a read at the time limit and answers the next one', async () => {
    const controller = new AbortController();
    const reading = reader.read(photo, controller.signal);
    controller.abort(new PhotoUnavailableError('photo_timeout'));
    await expect(reading).rejects.toBeInstanceOf(PhotoUnavailableError);
    expect(texts(await reader.read(photo))).toContain('LANCOME');
  });

  it('reads photos sent at once one after another in its single child, and ends it when idle', async () => {
    const others = await childPids(); // the other tests' reader
    const shared = createSceneTextReader({ idleMs: 3000 });
    try {
      const [first, second] = await Promise.all([shared.read(photo), shared.read(photo)]);
      expect(texts(first)).toContain('AVENTUS');
      expect(texts(second)).toContain('AVENTUS');
      const before = (await childPids()).filter((pid) => !others.includes(pid));
      expect(before).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect((await childPids()).filter((pid) => before.includes(pid))).toEqual([]);
      // The next photo starts a fresh child.
      expect(texts(await shared.read(photo))).toContain('LANCOME');
    } finally {
      await shared.close();
    }
  });

  it('lets a read whose time runs out while waiting for the child leave the line', async () => {
    const shared = createSceneTextReader();
    try {
      const reading = shared.read(photo);
      const controller = new AbortController();
      const waiting = shared.read(photo, controller.signal);
      controller.abort(new PhotoUnavailableError('photo_timeout'));
      await expect(waiting).rejects.toBeInstanceOf(PhotoUnavailableError);
      expect(texts(await reading)).toContain('CREED');
    } finally {
      await shared.close();
    }
  });
});

/** This test process's children running the scene-text reader. */
async function childPids(): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === process.pid && cmdline.includes('sceneTextChild')) pids.push(Number(entry));
  }
  return pids;
}
