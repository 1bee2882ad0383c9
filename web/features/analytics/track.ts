// The app's one analytics reporter: features call track('save') and nothing else; whether
// anything is recorded is decided here, by the visitor's analytics consent.
import type { AnalyticsEventType } from '../../../api/contract/analytics';
import { sendAnalyticsBatch } from '../../apiClient/analyticsTransport';
import { hasConsent, useConsentStore } from '../consent/consentStore';
import { createAnalyticsReporter, pagePath } from './analyticsReporter';

const reporter = createAnalyticsReporter({
  send: sendAnalyticsBatch,
  allowed: () => hasConsent('analytics'),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  path: () => (typeof location === 'undefined' ? '/' : pagePath(location.pathname)),
});

export function track(type: AnalyticsEventType, path?: string): void {
  reporter.track(type, path);
}

/** Sends on page hide and when the connection returns; drops the queue on withdrawal. */
export function startAnalytics(): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void reporter.flush('beacon');
  };
  const onPageHide = () => void reporter.flush('beacon');
  const onOnline = () => void reporter.flush('request');
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  const unsubscribe = useConsentStore.subscribe((state) => {
    if (!state.decision?.analytics) reporter.discard();
  });
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', onOnline);
    unsubscribe();
  };
}
