import { useState } from 'react';
import { installHintKind, type InstallEnvironment } from './installHint';
import {
  dismissInstallHint,
  promptInstall,
  useHasEngaged,
  useInstallHintDismissed,
  useInstallPrompt,
} from './installPromptStore';
import './installHint.css';

/** Display modes of an app opened from the home screen or installed on the desktop. */
const APP_DISPLAY_MODES = ['standalone', 'minimal-ui', 'fullscreen', 'window-controls-overlay'];

function readDevice(): Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints' | 'isStandalone'> {
  // iOS home-screen apps set navigator.standalone; everything else reports a display mode.
  const iosStandalone = 'standalone' in navigator && navigator.standalone === true;
  const appDisplay = APP_DISPLAY_MODES.some(
    (mode) => window.matchMedia(`(display-mode: ${mode})`).matches,
  );
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    isStandalone: iosStandalone || appDisplay,
  };
}

/** A small dismissible banner: how to install on iOS, or "App installieren" in Chromium. */
export function InstallHint() {
  const [device] = useState(readDevice);
  const installPrompt = useInstallPrompt();
  const isDismissed = useInstallHintDismissed();
  const hasEngaged = useHasEngaged();

  const kind = installHintKind({
    ...device,
    isDismissed,
    hasEngaged,
    canPrompt: installPrompt !== null,
  });
  if (kind === 'none') return null;

  return (
    <aside className="install-hint" aria-label="App installieren">
      <div className="install-hint__inner">
        {kind === 'ios-instructions' ? (
          <p className="install-hint__text">
            Duftkompass installieren: Tippe auf Teilen und dann auf „Zum Home-Bildschirm“.
          </p>
        ) : (
          <>
            <p className="install-hint__text">
              Installiere Duftkompass als App: startet schneller und funktioniert auch offline.
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void promptInstall()}
            >
              App installieren
            </button>
          </>
        )}
        <button
          type="button"
          className="install-hint__close"
          aria-label="Hinweis schließen"
          onClick={dismissInstallHint}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
