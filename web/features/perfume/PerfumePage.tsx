import { lazy } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OnDemand } from '../../ui/OnDemand';
import type { Perfume } from '../../../api/contract/perfume';
import { usePageMeta } from '../../ui/usePageMeta';
import { CheaperAlternativeNote } from '../analysis/CheaperAlternativeNote';
import { ListBar } from '../chosenList/ListBar';
import { useChosenList } from '../chosenList/useChosenList';
import { useChosenListActions } from '../chosenList/useChosenListActions';
import { useDeviceDataOpen } from '../../data/deviceDataGate';
import { useAuth } from '../auth/useAuth';
import { PerfumeArtwork } from './PerfumeArtwork';
import { PriceAndShop } from './FeedPrice';
import { SignedOutSaveActions } from './PerfumeSaveButtons';
import { AccordBars, NotesBlock, RatingLine, WearFacts, WhenToWear } from './PerfumeFacts';
import { concentrationLabel, identityLine, perfumersOf, priceFacts } from './perfumeFacts';
import { SimilarPerfumes } from './SimilarPerfumes';
import { usePerfumeDetails } from './usePerfumeDetails';
import {
  nicheBadge,
  perfumeChosenRemove,
  perfumeLoading,
  perfumeNotFound,
  perfumeNotFoundHint,
  perfumeOfflineHint,
  perfumeOfflineMissing,
  perfumePageDescription,
  perfumePageFallbackDescription,
  perfumePageFallbackTitle,
  perfumePageTitle,
  perfumePartialNotice,
  perfumerLabel,
  perfumeToSearch,
} from '../../copy/perfumePage';
import { addToChosen } from '../../copy/perfume';
import './perfumePage.css';

// What reads or writes the device database (Dexie and the sync's code) loads only when this
// device uses it: signed in for saving, an opened database for "you own something alike". A
// first visit loads none of it (issue 26: the page scored 70–86 with it).
const PerfumeSaveActions = lazy(() =>
  import('./PerfumeSaveActions').then((m) => ({ default: m.PerfumeSaveActions })),
);
const SimilarOwnedNote = lazy(() =>
  import('../collections/SimilarOwnedNote').then((m) => ({ default: m.SimilarOwnedNote })),
);

function pageMeta(perfume: Perfume | null): [string, string] {
  if (!perfume) return [perfumePageFallbackTitle, perfumePageFallbackDescription];
  const year = perfume.year ? ` (${perfume.year})` : '';
  return [
    perfumePageTitle(perfume.name, perfume.brand),
    perfumePageDescription(perfume.name, year, perfume.brand),
  ];
}

/** A perfume's own page at /parfum/:id: shareable, and offline for what the index holds. */
export function PerfumePage() {
  const { id = '' } = useParams();
  const details = usePerfumeDetails(id);
  const perfume = details.status === 'ready' ? details.perfume : null;
  usePageMeta(...pageMeta(perfume));

  if (details.status === 'loading') {
    return (
      <p className="perfume-page__loading" role="status">
        <span className="spinner" aria-hidden="true" /> {perfumeLoading}
      </p>
    );
  }
  if (details.status !== 'ready' || !perfume) {
    return (
      <div className="notice">
        <h1 className="notice__title">
          {details.status === 'notFound' ? perfumeNotFound : perfumeOfflineMissing}
        </h1>
        <p>
          {details.status === 'notFound' ? perfumeNotFoundHint : perfumeOfflineHint}
          <Link to="/">{perfumeToSearch}</Link>
        </p>
      </div>
    );
  }
  return <PerfumeDetailsView perfume={perfume} partial={details.partial} />;
}

function PerfumeDetailsView({ perfume, partial }: { perfume: Perfume; partial: boolean }) {
  const { chosenIds } = useChosenList();
  const { add, remove } = useChosenListActions();
  const isChosen = chosenIds.has(perfume.id);
  const identity = identityLine(perfume);
  const perfumers = perfumersOf(perfume);
  const price = priceFacts(perfume);
  const { user } = useAuth();
  const deviceData = useDeviceDataOpen();

  return (
    <div className="perfume-page with-list-bar">
      <article className="perfume-page__main" aria-labelledby="perfume-title">
        <div className="perfume-page__top">
          <div className="perfume-page__visual">
            <PerfumeArtwork perfume={perfume} />
          </div>
          <div className="perfume-page__head">
            <p className="perfume-page__brand">{perfume.brand}</p>
            <h1 id="perfume-title" className="perfume-page__title">
              {perfume.name}
            </h1>
            {identity !== '' && <p className="perfume-page__identity">{identity}</p>}
            {perfumers.length > 0 && (
              <p className="perfume-page__identity">
                {perfumerLabel(perfumers.length)}: {perfumers.join(', ')}
              </p>
            )}
            <RatingLine perfume={perfume} />
            {(perfume.isNiche || perfume.fragranceFamily) && (
              <p className="perfume-page__badges">
                {perfume.isNiche && <span className="badge badge--niche">{nicheBadge}</span>}
                {perfume.fragranceFamily && <span>{perfume.fragranceFamily}</span>}
              </p>
            )}
          </div>
          {/* Its own row under the flacon and the name on a phone, so the shop button keeps one line. */}
          {price && (
            <div className="perfume-page__price">
              <PriceAndShop priced={perfume} concentration={concentrationLabel(perfume)} primary />
            </div>
          )}
        </div>
        <div className="perfume-page__actions">
          <button
            type="button"
            className={
              isChosen || price?.link ? 'button button--secondary' : 'button button--primary'
            }
            onClick={() => void (isChosen ? remove(perfume) : add(perfume))}
          >
            {isChosen ? perfumeChosenRemove : addToChosen}
          </button>
          {/* Its room is kept while its code loads, so nothing below it moves (CLS). */}
          <div className="perfume-page__save-slot">
            {user ? (
              <OnDemand>
                <PerfumeSaveActions perfume={perfume} />
              </OnDemand>
            ) : (
              <SignedOutSaveActions />
            )}
          </div>
        </div>

        {partial && <p className="notice notice--info">{perfumePartialNotice}</p>}
        {deviceData && (
          <OnDemand>
            <SimilarOwnedNote perfumeId={perfume.id} />
          </OnDemand>
        )}
        <NotesBlock perfume={perfume} />
        <AccordBars perfume={perfume} />
        <WearFacts perfume={perfume} />
        <WhenToWear perfume={perfume} />
        {price && <CheaperAlternativeNote perfumeId={perfume.id} priceCents={perfume.priceCents} />}
      </article>
      {!partial && <SimilarPerfumes perfumeId={perfume.id} />}
      <ListBar />
    </div>
  );
}
