import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './shell.css';

/** Header, page and footer; a crash inside a page keeps the header and footer usable. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="layout">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="layout__main" tabIndex={-1}>
        {/* Keyed by path so that leaving a broken page also leaves its error behind. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
