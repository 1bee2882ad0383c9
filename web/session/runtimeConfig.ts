// Owns the runtime configuration of the browser: GET /api/config says where auth lives and
// which sign-in methods work. The last good answer is kept in localStorage so an installed app
// that starts offline can still create its auth client and restore the saved session.
import { create } from 'zustand';
import { endpoints } from '../../api/contract/endpoints';
import { runtimeConfigSchema, type RuntimeConfig } from '../../api/contract/runtimeConfig';
import { api, isApiFailure, type ApiClient } from '../apiClient';

export const RUNTIME_CONFIG_STORAGE_KEY = 'duftkompass-runtime-config';
/** A hanging network must not keep sign-in "loading" forever; the cached copy takes over. */
const CONFIG_TIMEOUT_MS = 4000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readCached(storage: KeyValueStorage): RuntimeConfig | null {
  const raw = storage.getItem(RUNTIME_CONFIG_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The fresh configuration when the server answers with a valid one (and caches it), otherwise
 * the cached copy, otherwise null: then sign-in is unavailable until the next start.
 */
export async function loadRuntimeConfig(
  client: ApiClient = api,
  storage: KeyValueStorage = localStorage,
): Promise<RuntimeConfig | null> {
  try {
    const config = await client.call(endpoints.config, { timeoutMs: CONFIG_TIMEOUT_MS });
    storage.setItem(RUNTIME_CONFIG_STORAGE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    if (isApiFailure(error) && error.code === 'unexpected') {
      console.error('GET /api/config lieferte eine ungültige Konfiguration', error);
    } else {
      console.warn('GET /api/config nicht erreichbar, nutze die gespeicherte Konfiguration', error);
    }
  }
  return readCached(storage);
}

type RuntimeConfigState = {
  status: 'loading' | 'ready' | 'unavailable';
  config: RuntimeConfig | null;
};

export const useRuntimeConfigStore = create<RuntimeConfigState>()(() => ({
  status: 'loading',
  config: null,
}));

/** True only when the server says Google sign-in is configured (else the button is hidden). */
export function googleEnabledIn(state: Pick<RuntimeConfigState, 'config'>): boolean {
  return state.config?.auth.googleEnabled ?? false;
}

export function useGoogleEnabled(): boolean {
  return useRuntimeConfigStore(googleEnabledIn);
}

/** 'unavailable' means: first start without a network, so there is no auth server to talk to. */
export function useAuthAvailability(): RuntimeConfigState['status'] {
  return useRuntimeConfigStore((state) => state.status);
}
