import { PhotoResults } from './PhotoResults';
import { PhotoUpload } from './PhotoUpload';
import { usePhotoAnalysis } from './usePhotoAnalysis';
import './photo.css';

/** Photo mode (spec 000 §2): upload a photo, then pick among the perfumes found on it. */
export function PhotoPanel({ onAdded }: { onAdded: () => void }) {
  const { state, analyse, reset } = usePhotoAnalysis();
  const progress =
    state.phase === 'preparing'
      ? 'Foto wird vorbereitet …'
      : state.phase === 'analysing'
        ? 'Foto wird analysiert …'
        : null;
  const busy = progress !== null;

  return (
    <div className="photo-panel">
      {state.phase === 'results' ? (
        <PhotoResults detections={state.detections} onAdded={onAdded} onRetry={reset} />
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
          alt="Vorschau deines Fotos"
        />
      )}
    </div>
  );
}
