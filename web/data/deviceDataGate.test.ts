import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME, isDeviceDataOpen, openDeviceData } from './deviceDataGate';

// The browser's IndexedDB factory as far as the gate reads it.
function stubDatabases(databases: () => Promise<{ name?: string }[]>) {
  vi.stubGlobal('indexedDB', { databases });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  // The gate only ever opens; a fresh module state per test comes from resetting modules.
  vi.resetModules();
});

async function freshGate() {
  return import('./deviceDataGate');
}

describe('probeDeviceData', () => {
  it('keeps the database closed on a first visit (no database of ours, no session)', async () => {
    stubDatabases(() => Promise.resolve([{ name: 'someone-else' }]));
    const gate = await freshGate();
    await gate.probeDeviceData(false);
    expect(gate.isDeviceDataOpen()).toBe(false);
  });

  it('opens it when the device already has our database', async () => {
    stubDatabases(() => Promise.resolve([{ name: DB_NAME }]));
    const gate = await freshGate();
    await gate.probeDeviceData(false);
    expect(gate.isDeviceDataOpen()).toBe(true);
  });

  it('opens it for a session to restore without asking IndexedDB', async () => {
    const databases = vi.fn(() => Promise.resolve([]));
    stubDatabases(databases);
    const gate = await freshGate();
    await gate.probeDeviceData(true);
    expect(gate.isDeviceDataOpen()).toBe(true);
    expect(databases).not.toHaveBeenCalled();
  });

  it('opens it when the browser cannot list its databases or the call fails', async () => {
    vi.stubGlobal('indexedDB', {});
    const withoutList = await freshGate();
    await withoutList.probeDeviceData(false);
    expect(withoutList.isDeviceDataOpen()).toBe(true);

    vi.resetModules();
    stubDatabases(() => Promise.reject(new Error('SecurityError')));
    const failing = await freshGate();
    await failing.probeDeviceData(false);
    expect(failing.isDeviceDataOpen()).toBe(true);
  });
});

describe('openDeviceData', () => {
  it('opens the gate for good', () => {
    openDeviceData();
    openDeviceData();
    expect(isDeviceDataOpen()).toBe(true);
  });
});
