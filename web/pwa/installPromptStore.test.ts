import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissInstallHint,
  INSTALL_HINT_DISMISSED_KEY,
  promptInstall,
  toInstallPrompt,
  useInstallStore,
} from './installPromptStore';

/** Chromium's BeforeInstallPromptEvent as far as the app uses it. */
function installEvent(outcome: string) {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
}

afterEach(() => {
  useInstallStore.setState({ installPrompt: null, dismissed: false });
  vi.unstubAllGlobals();
});

describe('toInstallPrompt', () => {
  it('shows the browser dialog and reports what the visitor chose', async () => {
    const accepted = installEvent('accepted');
    await expect(toInstallPrompt(accepted)?.prompt()).resolves.toBe('accepted');
    expect(accepted.prompt).toHaveBeenCalledTimes(1);
    await expect(toInstallPrompt(installEvent('dismissed'))?.prompt()).resolves.toBe('dismissed');
  });

  it('ignores events without a prompt', () => {
    expect(toInstallPrompt(new Event('beforeinstallprompt'))).toBeNull();
  });
});

describe('promptInstall', () => {
  it('uses the install prompt once and then hides the button', async () => {
    useInstallStore.setState({ installPrompt: toInstallPrompt(installEvent('accepted')) });

    await expect(promptInstall()).resolves.toBe('accepted');
    expect(useInstallStore.getState().installPrompt).toBeNull();
    await expect(promptInstall()).resolves.toBeNull();
  });
});

describe('dismissInstallHint', () => {
  it('hides the hint and remembers it for the next visit', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => stored.set(key, value),
    });

    dismissInstallHint();
    expect(useInstallStore.getState().dismissed).toBe(true);
    expect(stored.get(INSTALL_HINT_DISMISSED_KEY)).toBe('1');
  });

  it('still hides the hint when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    dismissInstallHint();
    expect(useInstallStore.getState().dismissed).toBe(true);
  });
});
