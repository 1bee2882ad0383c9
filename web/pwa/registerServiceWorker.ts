// Registers sw/sw.ts (built to /sw.js) in production builds and offers updates: a new
// version waits until the visitor chooses "Neu laden", so no page reloads under their hands.
import { Workbox } from 'workbox-window';
import { showToast } from '../ui/toast/toastStore';

export function registerServiceWorker(): void {
  // In development Vite serves modules live; a service worker would serve stale ones.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    showToast({
      title: 'Neue Version verfügbar',
      description: 'Lade neu, um die aktuelle Version von Duftkompass zu verwenden.',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Neu laden',
        altText: 'Seite mit der neuen Version neu laden',
        onAction: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  workbox.register().catch((error: unknown) => {
    // The app works without offline support; only log why it is missing.
    console.error('Service Worker konnte nicht registriert werden', error);
  });
}
