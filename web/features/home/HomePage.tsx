import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { ListBar } from '../chosenList/ListBar';
import { OnDemand } from '../../ui/OnDemand';
import { homeSearchAddress, PHOTO_PARAM, useSearchText } from '../search/searchQuery';
import { searchableQuery } from '../search/searchState';
import { Hero } from './Hero';
import './home.css';
import { homeCopy } from '../../copy/home';

// The results and the photo path load when used, not with the start page's first paint.
const loadSearchResults = () => import('../search/LiveSearchResults');
const LiveSearchResults = lazy(() =>
  loadSearchResults().then((m) => ({ default: m.LiveSearchResults })),
);
// Temporary mode only: what was saved before the e-mail is confirmed (issue 29).
const TempCollectionsPanel = lazy(() =>
  import('../account/TempCollectionsPanel').then((m) => ({ default: m.TempCollectionsPanel })),
);
const PhotoPanel = lazy(() =>
  import('../photo/PhotoPanel').then((m) => ({ default: m.PhotoPanel })),
);

/** The manifest's shortcut "Parfüm suchen" opens the home page with ?start=suche. */
const SEARCH_SHORTCUT = 'suche';

function PanelLoading() {
  return (
    <p className="home__loading" role="status">
      <span className="spinner" aria-hidden="true" /> {homeCopy.loading}
    </p>
  );
}

/**
 * Step one, "Suchen": the promise, the search field and the results right below it (spec 000
 * §2's start panel with its mode tiles is gone, see the README's deviations); the camera
 * button opens the photo path at `/?foto=1`.
 */
export function HomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = useSearchText();
  const inputRef = useRef<HTMLInputElement>(null);
  const photoOpen = params.has(PHOTO_PARAM);
  const searching = searchableQuery(text) !== null;
  const { isTemporaryUser, tempUserEmail } = useAuth();
  // Spec 000 §4: after adding from a photo the text search is back (the bar shows the new count).
  const closePhoto = () => navigate(homeSearchAddress(text), { replace: true });

  useEffect(() => {
    if (params.get('start') === SEARCH_SHORTCUT) inputRef.current?.focus();
    // The results' code is fetched while the visitor types the first letters.
    if (text.trim() !== '') void loadSearchResults();
  }, [params, text]);

  return (
    <div className="home with-list-bar">
      <Hero showIntro={!searching && !photoOpen} inputRef={inputRef} />
      {photoOpen && (
        <section className="home__photo" aria-labelledby="photo-title">
          <div className="home__photo-header">
            <h2 id="photo-title" className="home__photo-title">
              {homeCopy.photoTitle}
            </h2>
            <button type="button" className="button button--ghost" onClick={closePhoto}>
              {homeCopy.photoClose}
            </button>
          </div>
          <Suspense fallback={<PanelLoading />}>
            <PhotoPanel
              onAdded={closePhoto}
              onSearchByText={() => {
                closePhoto();
                inputRef.current?.focus();
              }}
            />
          </Suspense>
        </section>
      )}
      {searching && (
        <Suspense fallback={<PanelLoading />}>
          <LiveSearchResults text={text} />
        </Suspense>
      )}
      {isTemporaryUser && tempUserEmail && !searching && !photoOpen && (
        <OnDemand>
          <TempCollectionsPanel email={tempUserEmail} hideWhenEmpty />
        </OnDemand>
      )}
      <ListBar />
    </div>
  );
}
