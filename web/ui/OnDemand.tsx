import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * A part of the app shell whose code loads when it is needed (React.lazy). While it loads,
 * and if it cannot load (offline before the service worker holds the release, or a release
 * replaced during the visit), `fallback` stands in and the rest of the app goes on: without
 * this, the failed load would reach the app's outermost error card.
 */
export function OnDemand({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
