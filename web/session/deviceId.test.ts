import { describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, getDeviceId } from './deviceId';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('getDeviceId', () => {
  it('creates a random UUID once and returns the same one afterwards', () => {
    const storage = memoryStorage();
    const first = getDeviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId(storage)).toBe(first);
    expect(storage.values.get(DEVICE_ID_STORAGE_KEY)).toBe(first);
  });

  it('replaces a stored value that is not a UUID instead of sending it', () => {
    const storage = memoryStorage({ [DEVICE_ID_STORAGE_KEY]: 'kaputt' });
    const id = getDeviceId(storage, () => '7d444840-9dc0-41e0-a2f1-8d1c5d2b0e3c');
    expect(id).toBe('7d444840-9dc0-41e0-a2f1-8d1c5d2b0e3c');
    expect(storage.values.get(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });
});
