import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_REQUEST_MESSAGE } from '../../sw/messages';
import { onServiceWorkerSyncRequest, registerBackgroundSync } from './backgroundSync';

/** A navigator.serviceWorker stand-in: an event target with a configurable registration. */
function stubServiceWorker(registration: object | undefined) {
  const container = Object.assign(new EventTarget(), {
    getRegistration: () => Promise.resolve(registration),
  });
  vi.stubGlobal('navigator', { serviceWorker: container });
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerBackgroundSync', () => {
  it('registers the duftkompass-sync tag where Background Sync exists', async () => {
    const register = vi.fn(() => Promise.resolve());
    stubServiceWorker({ sync: { register } });

    await expect(registerBackgroundSync()).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith('duftkompass-sync');
  });

  it('does nothing where the browser has no Background Sync (Safari, Firefox)', async () => {
    stubServiceWorker({ active: {} });
    await expect(registerBackgroundSync()).resolves.toBe(false);
  });

  it('does nothing without a registered service worker (development)', async () => {
    stubServiceWorker(undefined);
    await expect(registerBackgroundSync()).resolves.toBe(false);
  });

  it('does nothing without service-worker support', async () => {
    vi.stubGlobal('navigator', {});
    await expect(registerBackgroundSync()).resolves.toBe(false);
  });

  it('resolves to false instead of throwing when the browser refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubServiceWorker({ sync: { register: () => Promise.reject(new Error('NotAllowedError')) } });
    await expect(registerBackgroundSync()).resolves.toBe(false);
  });
});

describe('onServiceWorkerSyncRequest', () => {
  it('calls back when the service worker asks for a sync, until unsubscribed', () => {
    const container = stubServiceWorker(undefined);
    const callback = vi.fn();
    const stop = onServiceWorkerSyncRequest(callback);

    container.dispatchEvent(new MessageEvent('message', { data: SYNC_REQUEST_MESSAGE }));
    expect(callback).toHaveBeenCalledTimes(1);

    stop();
    container.dispatchEvent(new MessageEvent('message', { data: SYNC_REQUEST_MESSAGE }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores other service-worker messages', () => {
    const container = stubServiceWorker(undefined);
    const callback = vi.fn();
    onServiceWorkerSyncRequest(callback);

    container.dispatchEvent(new MessageEvent('message', { data: { type: 'CACHE_UPDATED' } }));
    expect(callback).not.toHaveBeenCalled();
  });
});
