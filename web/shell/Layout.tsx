import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HeaderSearch } from '../features/search/HeaderSearch';
import { useSearchAddressSync } from '../features/search/searchQuery';
import { InstallHint } from '../pwa/InstallHint';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageLoading } from '../ui/PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useShellPageMeta } from '../ui/usePageMeta';
import './shell.css';
import { shellCopy } from '../copy/shell';

/** Header, page and footer; a crash inside a page keeps the header and footer usable. */
export function Layout({
  headerActions,
  headerStatus,
}: {
  headerActions?: ReactNode;
  headerStatus?: ReactNode;
}) {
  const { pathname } = useLocation();
  useShellPageMeta(pathname);
  useSearchAddressSync();
  return (
    <div className="layout">
      <a className="skip-link" href="#inhalt">
        {shellCopy.skipLink}
      </a>
      <SiteHeader actions={headerActions} status={headerStatus} search={<HeaderSearch />} />
      <InstallHint />
      <main id="inhalt" className="layout__main" tabIndex={-1}>
        {/* Keyed by path so that leaving a broken page also leaves its error behind. */}
        <ErrorBoundary key={pathname}>
          {/* Pages loaded on demand keep the header and footer on screen while they arrive. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
