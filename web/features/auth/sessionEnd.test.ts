import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '../../ui/toast/toastStore';
import {
  SESSION_ENDED_TEXT,
  SESSION_ENDED_TITLE,
  consumeOwnSignOut,
  handleSessionEnded,
  markOwnSignOut,
} from './sessionEnd';

function deps(options: { own?: boolean; held?: boolean; kept?: number; fails?: boolean } = {}) {
  const calls: string[] = [];
  const toasts: ToastInput[] = [];
  return {
    calls,
    toasts,
    deps: {
      consumeOwnSignOut: () => options.own ?? false,
      heldAccount: async () => options.held ?? true,
      stopSync: () => {
        calls.push('stop');
      },
      clear: async () => {
        calls.push('clear');
        if (options.fails) throw new Error('IndexedDB weg');
        return options.kept ?? 0;
      },
      notify: (toast: ToastInput) => toasts.push(toast),
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  consumeOwnSignOut();
});

describe('a session that ended without the sign-out flow (N17)', () => {
  it('stops sync, then clears the device and says why', async () => {
    const { deps: d, calls, toasts } = deps();
    await handleSessionEnded(d);
    expect(calls).toEqual(['stop', 'clear']);
    expect(toasts).toEqual([{ title: SESSION_ENDED_TITLE, description: SESSION_ENDED_TEXT }]);
  });

  it('names the changes kept for the same account', async () => {
    const { deps: d, toasts } = deps({ kept: 3 });
    await handleSessionEnded(d);
    expect(toasts[0]?.description).toMatch(/3 Änderungen warten auf diesem Gerät/);
    const one = deps({ kept: 1 });
    await handleSessionEnded(one.deps);
    expect(one.toasts[0]?.description).toMatch(/Eine Änderung wartet/);
  });

  it('leaves the sign-out flow and a device without an account alone', async () => {
    const own = deps({ own: true });
    await handleSessionEnded(own.deps);
    const empty = deps({ held: false });
    await handleSessionEnded(empty.deps);
    expect([...own.calls, ...empty.calls, ...own.toasts, ...empty.toasts]).toEqual([]);
  });

  it('reports a failed clean-up without a toast that claims success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps: d, toasts } = deps({ fails: true });
    await handleSessionEnded(d);
    expect(toasts).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('counts the sign-out flow’s own SIGNED_OUT once', () => {
    expect(consumeOwnSignOut()).toBe(false);
    markOwnSignOut();
    expect(consumeOwnSignOut()).toBe(true);
    expect(consumeOwnSignOut()).toBe(false);
  });
});
