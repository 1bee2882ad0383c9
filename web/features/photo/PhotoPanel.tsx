import { PhotoHints } from './PhotoHints';
import { PhotoResults } from './PhotoResults';
import { PhotoUpload } from './PhotoUpload';
import { QueuedPhotoResult } from './QueuedPhotoResult';
import { QueuedPhotos } from './QueuedPhotos';
import { usePhotoAnalysis } from './usePhotoAnalysis';
import { usePhotoQueue } from './usePhotoQueue';
import './photo.css';
import { photoCopy } from '../../copy/photo';

/**
 * Photo mode (spec 000 §2): upload a photo, then pick among the perfumes found on it.
 * Photos taken without a connection wait in the queue and come back here once analysed.
 */
export function PhotoPanel({
  onAdded,
  onSearchByText,
}: {
  onAdded: () => void;
  onSearchByText?: () => void;
}) {
  const queue = usePhotoQueue();
  const { state, analyse, sendAnyway, reset } = usePhotoAnalysis(queue.keep);
  const progress =
    state.phase === 'preparing'
      ? photoCopy.panel.preparing
      : state.phase === 'analysing'
        ? photoCopy.panel.analysing
        : null;
  const busy = progress !== null;
  const waiting = queue.photos.filter((photo) => photo.status === 'waiting');
  const analysed = queue.photos.find((photo) => photo.status !== 'waiting');

  return (
    <div className="photo-panel">
      {analysed && state.phase !== 'results' && (
        <QueuedPhotoResult
          photo={analysed}
          onDone={queue.discard}
          onAdded={onAdded}
          onSearchByText={onSearchByText}
        />
      )}
      {state.phase === 'check' ? (
        <PhotoHints hints={state.hints} onSendAnyway={() => void sendAnyway()} onRetake={reset} />
      ) : (
        state.hints.length > 0 && <PhotoHints hints={state.hints} />
      )}
      {state.phase === 'check' ? null : state.phase === 'results' ? (
        <PhotoResults
          detections={state.detections}
          unreadLabels={state.unreadLabels}
          onSearchByText={onSearchByText}
          onAdded={onAdded}
          onRetry={reset}
        />
      ) : (
        <PhotoUpload onFile={(file) => void analyse(file)} busy={busy} error={state.error} />
      )}
      <div className="photo-panel__status" role="status">
        {busy && (
          <>
            <span className="spinner" aria-hidden="true" />
            <span>{progress}</span>
          </>
        )}
      </div>
      {state.previewUrl && (
        <img
          className={`photo-panel__preview${busy ? ' photo-panel__preview--busy' : ''}`}
          src={state.previewUrl}
          alt={photoCopy.panel.previewAlt}
        />
      )}
      <QueuedPhotos photos={waiting} onDiscard={(id) => void queue.discard(id)} />
    </div>
  );
}
