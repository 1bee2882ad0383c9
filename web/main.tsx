// Global styles first, so each component's own stylesheet (imported with the component)
// comes later in the bundle and wins over the shared defaults.
import './zodJitless';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startOfflineCatalog } from './features/offlineCatalog/offlineCatalogClient';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { documentStylesheetsSettled } from './shell/documentStylesheets';
import { deviceDatabaseExists, probeDeviceData } from './data/deviceDataGate';
import { connectApiToSession } from './session/authTokens';
import {
  DEVICE_COPY_FIRST_PATH,
  holdSessionStart,
  whenSessionMayStart,
} from './session/sessionStart';
import { readStoredSessionUserId } from './session/storedSession';
import { hasSessionToRestore, loadSupabaseLibrary } from './session/supabaseClient';

connectApiToSession();
void probeDeviceData(hasSessionToRestore());
// /profile shows a returning device's own copy before the session is confirmed (ProfilePage);
// the auth library waits until that copy is on screen.
if (
  readStoredSessionUserId() !== null &&
  window.location.pathname.replace(/\/+$/, '') === DEVICE_COPY_FIRST_PATH
) {
  holdSessionStart(deviceDatabaseExists());
}
// A stored session needs the auth library: it downloads while React renders. The client itself
// is created by the auth provider, which must listen before it reads the session (a sign-in
// from a mail link is announced once).
if (hasSessionToRestore()) {
  void whenSessionMayStart()
    .then(loadSupabaseLibrary)
    .catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('Das Element #root fehlt in index.html.');

const root = createRoot(container);
// As a transition the first render runs in slices of a few milliseconds with the browser free
// in between (taps, scrolling of the prerendered page), instead of one long task; the
// prerendered markup stays until the finished tree replaces it in one commit, which waits for
// the app's stylesheets (documentStylesheets.ts: the layout must not move when they arrive).
void documentStylesheetsSettled().then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

registerServiceWorker();
startOfflineCatalog();
