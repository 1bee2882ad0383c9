import { describe, expect, it, vi } from 'vitest';
import { googleEnabledIn, loadRuntimeConfig, RUNTIME_CONFIG_STORAGE_KEY } from './runtimeConfig';
import { clientWith } from '../testing/apiClient';

const auth = {
  url: 'http://localhost:8787',
  anonKey: 'anon',
  mode: 'embedded',
  googleEnabled: false,
} as const;
const config = { auth, legal: { operator: null, aiProvider: 'openai' } } as const;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    values,
  };
}

describe('loadRuntimeConfig', () => {
  it('uses and caches a valid answer of GET /api/config', async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(config)));
    await expect(loadRuntimeConfig(clientWith(fetchImpl), storage)).resolves.toEqual(config);
    expect(JSON.parse(storage.values.get(RUNTIME_CONFIG_STORAGE_KEY) ?? '')).toEqual(config);
  });

  it('starts offline from the cached copy', async () => {
    const storage = memoryStorage({ [RUNTIME_CONFIG_STORAGE_KEY]: JSON.stringify(config) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      loadRuntimeConfig(
        clientWith(async () => Promise.reject(new TypeError('offline'))),
        storage,
      ),
    ).resolves.toEqual(config);
    warn.mockRestore();
  });

  it('starts offline from a copy cached by a release without the legal part', async () => {
    const storage = memoryStorage({ [RUNTIME_CONFIG_STORAGE_KEY]: JSON.stringify({ auth }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      loadRuntimeConfig(
        clientWith(async () => Promise.reject(new TypeError('offline'))),
        storage,
      ),
    ).resolves.toEqual({ auth, legal: { operator: null, aiProvider: 'none' } });
    warn.mockRestore();
  });

  it('returns null without a network and without a valid cached copy', async () => {
    const storage = memoryStorage({ [RUNTIME_CONFIG_STORAGE_KEY]: '{"auth":{}}' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      loadRuntimeConfig(
        clientWith(async () => new Response('{"nope":1}')),
        storage,
      ),
    ).resolves.toBeNull();
    log.mockRestore();
  });
});

describe('googleEnabledIn', () => {
  it('shows Google only when the server has it configured', () => {
    expect(googleEnabledIn({ config: null })).toBe(false);
    expect(googleEnabledIn({ config })).toBe(false);
    expect(googleEnabledIn({ config: { ...config, auth: { ...auth, googleEnabled: true } } })).toBe(
      true,
    );
  });
});
