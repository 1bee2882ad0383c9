// Global styles first, so each component's own stylesheet (imported with the component)
// comes later in the bundle and wins over the shared defaults.
import './zodJitless';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startOfflineCatalog } from './features/offlineCatalog/offlineCatalogClient';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { connectApiToSession } from './session/authTokens';

connectApiToSession();

const container = document.getElementById('root');
if (!container) throw new Error('Das Element #root fehlt in index.html.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
startOfflineCatalog();
