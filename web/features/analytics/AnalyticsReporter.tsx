import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsentStore } from '../consent/consentStore';
import { pagePath } from './analyticsReporter';
import { startAnalytics, track } from './track';

/** The admin's own visits are not the product's traffic. */
const UNTRACKED_PATHS = new Set(['/admin', '/dashboard']);

/**
 * Reports a page view on every path change (spec 000 §2), and for the page the visitor is
 * on when they allow analytics. Renders nothing.
 */
export function AnalyticsReporter() {
  const { pathname } = useLocation();
  const allowed = useConsentStore((state) => state.decision?.analytics ?? false);

  useEffect(() => startAnalytics(), []);

  useEffect(() => {
    const path = pagePath(pathname);
    if (allowed && !UNTRACKED_PATHS.has(path)) track('page_view', path);
  }, [allowed, pathname]);

  return null;
}
