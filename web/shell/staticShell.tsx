// The first paint without JavaScript: the header and the home page's hero, rendered from the
// app's own components at build time (vite.config.ts puts the markup into index.html). React
// replaces it with the same markup when it starts. Other routes get the same document, so the
// hero is marked and hidden there by a class that index.html's inline script sets. The
// header's link works without JavaScript; the hero waits, inert, for the app.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Hero } from '../features/home/Hero';
import { SiteHeader } from './SiteHeader';

/** On <html> when the document was opened on another path than the home page. */
export const NOT_HOME_CLASS = 'dk-not-home';

/** Sets NOT_HOME_CLASS before the body is parsed; its hash is allowed by the CSP. */
export const ROUTE_CLASS_SCRIPT = `if(location.pathname!=='/')document.documentElement.classList.add('${NOT_HOME_CLASS}')`;

/** Hides the prerendered hero on other routes, before the app's stylesheet has arrived. */
export const ROUTE_CLASS_STYLE = `.${NOT_HOME_CLASS} [data-prerendered-home]{display:none}`;

/** The markup of Layout (web/shell/Layout.tsx) around HomePage's hero, without the footer. */
export function renderStaticShell(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <div className="layout">
        <a className="skip-link" href="#inhalt">
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="inhalt" className="layout__main" tabIndex={-1}>
          {/* Inert until the app replaces it: a tap on its start button would do nothing. */}
          <div className="home" data-prerendered-home="" inert>
            <Hero isPanelOpen={false} onStart={() => {}} startButtonRef={null} />
          </div>
        </main>
      </div>
    </MemoryRouter>,
  );
}
