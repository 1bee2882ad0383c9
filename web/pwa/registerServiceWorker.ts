// Registers sw/sw.ts (built to /sw.js) in production builds and offers updates: a new
// version waits until the visitor chooses "Neu laden", so no page reloads under their hands.
import { Workbox } from 'workbox-window';
import { showToast } from '../ui/toast/toastStore';
import { actionOnControllerChange, isUpdateCheckDue } from './updateFlow';

function offerReload(onReload: () => void): void {
  showToast({
    title: 'Neue Version verfügbar',
    description: 'Lade neu, um die aktuelle Version von Duftkompass zu verwenden.',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: 'Neu laden',
      altText: 'Seite mit der neuen Version neu laden',
      onAction: onReload,
    },
  });
}

export function registerServiceWorker(): void {
  // In development Vite serves modules live; a service worker would serve stale ones.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const workbox = new Workbox('/sw.js', { scope: '/' });
  let wasControlled = navigator.serviceWorker.controller !== null;
  let acceptedHere = false;
  const reload = () => window.location.reload();

  // Fires for a worker installed by this tab, by another tab, or already waiting at load.
  workbox.addEventListener('waiting', () => {
    offerReload(() => {
      acceptedHere = true;
      // The new worker takes over, then 'controlling' reloads. If another tab was faster, the
      // worker is no longer waiting and only the reload is left to do.
      void navigator.serviceWorker.getRegistration().then((registration) => {
        if (registration?.waiting) workbox.messageSkipWaiting();
        else reload();
      });
    });
  });

  workbox.addEventListener('controlling', () => {
    const action = actionOnControllerChange({ wasControlled, acceptedHere });
    wasControlled = true;
    if (action === 'reload') reload();
    else if (action === 'offer-reload') offerReload(reload);
  });

  // Browsers look for a new sw.js on navigations only; an installed app can stay open for
  // days without one, so it checks again when it returns to the foreground.
  let lastCheckAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !isUpdateCheckDue(lastCheckAt, Date.now())) {
      return;
    }
    lastCheckAt = Date.now();
    // Offline or a server hiccup: the next check will try again.
    workbox.update().catch(() => {});
  });

  workbox.register().catch((error: unknown) => {
    // The app works without offline support; only log why it is missing.
    console.error('Service Worker konnte nicht registriert werden', error);
  });
}
