// Install state of this browser: Chromium's deferred install prompt and whether the visitor
// dismissed the install hint (mirrored to localStorage, "duftkompass-install-hint-dismissed").
// UI state only, so it lives in zustand: hooks to read, plain functions to act.
import { create } from 'zustand';

export const INSTALL_HINT_DISMISSED_KEY = 'duftkompass-install-hint-dismissed';

export type InstallOutcome = 'accepted' | 'dismissed';

/** The part of Chromium's BeforeInstallPromptEvent used here (not in TypeScript's DOM lib). */
export type InstallPrompt = { prompt: () => Promise<InstallOutcome> };

type InstallState = { installPrompt: InstallPrompt | null; dismissed: boolean; engaged: boolean };

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_HINT_DISMISSED_KEY) === '1';
  } catch {
    // No storage (Node, blocked cookies): the hint shows until dismissed in this session.
    return false;
  }
}

export const useInstallStore = create<InstallState>()(() => ({
  installPrompt: null,
  dismissed: typeof localStorage === 'undefined' ? false : readDismissed(),
  engaged: false,
}));

/** What counts as using the page: a tap or click, a key, a scroll (installHint.ts says why). */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/** Wraps the browser event so the rest of the app never sees its untyped fields. */
export function toInstallPrompt(event: Event): InstallPrompt | null {
  if (!('prompt' in event) || typeof event.prompt !== 'function') return null;
  if (!('userChoice' in event)) return null;
  const { prompt, userChoice } = event;
  return {
    prompt: async () => {
      await prompt.call(event);
      const choice: unknown = await userChoice;
      const accepted =
        typeof choice === 'object' &&
        choice !== null &&
        'outcome' in choice &&
        choice.outcome === 'accepted';
      return accepted ? 'accepted' : 'dismissed';
    },
  };
}

// Chromium fires `beforeinstallprompt` once per page load, possibly before React renders,
// so the listeners start with this module (imported by the layout in the main bundle).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    const installPrompt = toInstallPrompt(event);
    if (!installPrompt) return;
    // Our button replaces the browser's own mini-infobar.
    event.preventDefault();
    useInstallStore.setState({ installPrompt });
  });
  window.addEventListener('appinstalled', () => useInstallStore.setState({ installPrompt: null }));
  const engage = () => {
    useInstallStore.setState({ engaged: true });
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engage, true);
  };
  for (const type of ENGAGEMENT_EVENTS) {
    window.addEventListener(type, engage, { capture: true, passive: true });
  }
}

export function useInstallPrompt(): InstallPrompt | null {
  return useInstallStore((state) => state.installPrompt);
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped after. */
export async function promptInstall(): Promise<InstallOutcome | null> {
  const { installPrompt } = useInstallStore.getState();
  if (!installPrompt) return null;
  useInstallStore.setState({ installPrompt: null });
  return installPrompt.prompt();
}

export function useHasEngaged(): boolean {
  return useInstallStore((state) => state.engaged);
}

export function useInstallHintDismissed(): boolean {
  return useInstallStore((state) => state.dismissed);
}

export function dismissInstallHint(): void {
  try {
    localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, '1');
  } catch {
    // Not remembered across visits, but hidden for now.
  }
  useInstallStore.setState({ dismissed: true });
}
