import { describe, expect, it } from 'vitest';
import { formatBytes, persistenceText, readStorageInfo, usageText } from './storageInfo';

describe('readStorageInfo', () => {
  it('reads usage, quota and persistence from the Storage API', async () => {
    const info = await readStorageInfo({
      estimate: async () => ({ usage: 2048, quota: 1024 * 1024 }),
      persisted: async () => true,
    });
    expect(info).toEqual({ usage: 2048, quota: 1024 * 1024, persisted: true });
  });

  it('answers "unknown" when the browser has no Storage API or it fails', async () => {
    expect(await readStorageInfo(undefined)).toEqual({ usage: null, quota: null, persisted: null });
    const failing = await readStorageInfo({
      estimate: () => Promise.reject(new Error('nope')),
      persisted: () => Promise.reject(new Error('nope')),
    });
    expect(failing).toEqual({ usage: null, quota: null, persisted: null });
  });
});

describe('formatBytes and usageText', () => {
  it('writes sizes the German way', () => {
    expect(formatBytes(512)).toBe('512 Byte');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(usageText({ usage: 1536, quota: 3 * 1024 ** 3, persisted: null })).toBe(
      '1,5 KB von 3,0 GB belegt',
    );
  });
});

describe('persistenceText', () => {
  it('explains each persistence state', () => {
    expect(persistenceText(true)).toMatch(/^Dauerhaft/);
    expect(persistenceText(false)).toMatch(/^Nicht dauerhaft/);
    expect(persistenceText(null)).toMatch(/unterstützt keinen/);
  });
});
