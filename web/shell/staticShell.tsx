// The first paint without JavaScript: the header and the home page's hero, rendered from the
// app's own components at build time (vite.config.ts puts the markup into index.html). React
// replaces it with the same markup when it starts. Other routes get the same document, so the
// hero is marked and hidden there by a class that index.html's inline script sets (and the
// consent sheet once a choice is stored). The header's link works without JavaScript; the
// hero and the sheet wait, inert, for the app.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ConsentBanner } from '../features/consent/ConsentBanner';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../features/consent/consentStore';
import { Hero } from '../features/home/Hero';
import { OPENED_KEY } from '../data/deviceDataGate';
import { DEVICE_COPY_FIRST_PATH } from '../session/sessionStart';
import { AUTH_STORAGE_KEY } from '../session/supabaseClient';
import { SiteHeader } from './SiteHeader';
import { SETTLED_ATTRIBUTE } from './documentStylesheets';
import { shellCopy } from '../copy/shell';

/** On <html> when the document was opened on another path than the home page. */
const NOT_HOME_CLASS = 'dk-not-home';
/** On <html> when the visitor has made a consent choice of the current version. */
const CONSENT_DECIDED_CLASS = 'dk-consent-decided';

/** The build's files the document loads (vite.config.ts takes them out of index.html's head). */
export type DocumentAssets = {
  stylesheets: readonly string[];
  /** The app's entry module and the modules it imports at once. */
  entry: string;
  preloads: readonly string[];
  /**
   * Per path, the modules of the page that the app would only request after it started, and
   * their stylesheets (`.css`).
   */
  routePreloads: Readonly<Record<string, readonly string[]>>;
  /** The auth library's modules, wanted at once when a session is stored on the device. */
  sessionPreloads: readonly string[];
};

/**
 * The pages loaded on demand (web/App.tsx) whose modules the document requests with the
 * app's own when opened at their address: one round trip instead of three (app, then page,
 * then what the page imports). vite.config.ts finds their files in the build and fails when
 * a module is missing.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/profile': 'web/features/profile/ProfilePage.tsx',
  '/parfum-empfehlungen': 'web/features/marketing/ParfumEmpfehlungenPage.tsx',
  '/agb': 'web/features/legal/AgbPage.tsx',
  '/datenschutz': 'web/features/legal/DatenschutzPage.tsx',
  '/impressum': 'web/features/legal/ImpressumPage.tsx',
  '/hilfe': 'web/features/legal/HilfePage.tsx',
  // A route with a parameter is found by its last segment replaced with ":id".
  '/parfum/:id': 'web/features/perfume/PerfumePage.tsx',
  '/auswahl': 'web/features/chosenList/ListPage.tsx',
  '/ergebnis': 'web/features/analysis/ResultPage.tsx',
};

/** How many of the app's links the document inserts per task (see documentScript). */
const LINKS_PER_TASK = 8;

/** Without paint timing (Safari before 14.1) the scripts are requested after this long. */
const PAINT_FALLBACK_MS = 500;

/**
 * index.html's one inline script (its hash is allowed by the CSP), run before the body is
 * parsed. It sets both classes (a stored choice that the app will still reject only means
 * its own sheet appears a moment later) and adds the app's stylesheets, which then load
 * without holding back the first paint. The app's scripts are requested once the browser
 * reports the prerendered page's first contentful paint (at once in a hidden tab, which does
 * not paint; after PAINT_FALLBACK_MS in a browser without paint timing; waiting for animation
 * frames instead often requested them before the paint was presented): the
 * paint never depends on them, and Lighthouse's simulation, which counts every request that
 * finished before the paint it observed, no longer charges them to the first paint when the
 * test server answers faster than the browser paints. The stylesheets are requested first,
 * and the app's first render waits until they are done (a loaded machine or connection can
 * answer the scripts first): what only they lay out would otherwise jump when they arrive.
 */
export function documentScript({
  stylesheets,
  entry,
  preloads,
  routePreloads,
  sessionPreloads,
}: DocumentAssets): string {
  // Each link says when it is done, loaded or failed (SETTLED_ATTRIBUTE): the app's first
  // render waits for the stylesheets (web/shell/documentStylesheets.ts).
  const add = `function a(r,h){var l=document.createElement('link');l.rel=r;l.href=h;l.onload=l.onerror=function(){l.setAttribute('${SETTLED_ATTRIBUTE}','')};document.head.appendChild(l)}`;
  // A stored session (web/session/supabaseClient.ts, AUTH_STORAGE_KEY) is restored at start;
  // not at once on /profile of a device that has used its database (web/session/sessionStart.ts).
  const deviceCopyFirst = `location.pathname===${JSON.stringify(DEVICE_COPY_FIRST_PATH)}&&localStorage.getItem(${JSON.stringify(OPENED_KEY)})`;
  const session = `var k=[];try{if(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})&&!(${deviceCopyFirst}))k=${JSON.stringify(sessionPreloads)}}catch(e){}`;
  // The page's stylesheets save it a round trip after its code arrived, but not next to the auth
  // library: on the 6 connections of HTTP/1.1 they then held back the session (bench:web, new
  // device: LCP +0.45 s); the page requests them itself.
  // The links go in slices, a task each: every inserted link starts its request at once, about
  // 0.5 ms of main-thread work on a phone-speed CPU, and /profile's 30 in one go made a task of
  // 95 ms in Lighthouse's simulation, counted as blocking time after the first paint. The entry
  // and the auth library (a new device's collection waits for the session) go first.
  const start = `function s(){${session}var l=k.concat(${JSON.stringify(preloads)},(function(r,p){return r[p]||r[p.replace(/\\/[^/]+$/,'/:id')]||[]})(${JSON.stringify(routePreloads)},location.pathname).filter(function(h){return!k.length||!/\\.css$/.test(h)})),e=document.createElement('script');e.type='module';e.src=${JSON.stringify(entry)};document.head.appendChild(e);(function n(i){l.slice(i,i+${LINKS_PER_TASK}).forEach(function(h){a(/\\.css$/.test(h)?'stylesheet':'modulepreload',h)});if(i+${LINKS_PER_TASK}<l.length)setTimeout(n,0,i+${LINKS_PER_TASK})})(0)}`;
  return `(function(d){${add}${start}if(location.pathname!=='/')d.classList.add('${NOT_HOME_CLASS}');try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}')||'null');if(c&&c.version===${CONSENT_VERSION})d.classList.add('${CONSENT_DECIDED_CLASS}')}catch(e){}${JSON.stringify(stylesheets)}.forEach(function(h){a('stylesheet',h)});if(document.visibilityState==='hidden')s();else{var g=0,f=function(){if(!g){g=1;s()}};try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}});o.observe({type:'paint',buffered:true})}catch(e){}setTimeout(f,${PAINT_FALLBACK_MS})}})(document.documentElement)`;
}

/** Hides what the document must not show, before the app's stylesheet has arrived. */
export const ROUTE_CLASS_STYLE = `.${NOT_HOME_CLASS} [data-prerendered-home],.${CONSENT_DECIDED_CLASS} [data-prerendered-consent]{display:none}`;

/**
 * The markup of Layout (web/shell/Layout.tsx) around HomePage's hero, without the footer, and
 * the first visit's consent sheet: fixed to the bottom and often the largest text on a
 * phone's first screen, it would otherwise be the largest paint, waiting for the app.
 */
export function renderStaticShell(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <div className="layout">
        <a className="skip-link" href="#inhalt">
          {shellCopy.skipLink}
        </a>
        <SiteHeader />
        <main id="inhalt" className="layout__main" tabIndex={-1}>
          {/* Inert until the app replaces it: its search field would not search yet. */}
          <div className="home" data-prerendered-home="" inert>
            <Hero showIntro />
          </div>
        </main>
      </div>
      <div data-prerendered-consent="" inert>
        <ConsentBanner />
      </div>
    </MemoryRouter>,
  );
}
