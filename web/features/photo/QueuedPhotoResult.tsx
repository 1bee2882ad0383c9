import type { QueuedPhoto } from '../../data/photoQueue';
import { PhotoHints } from './PhotoHints';
import { hintsAfterReading } from './photoQuality';
import { PhotoResults } from './PhotoResults';
import { unreadLabelsText } from './usePhotoAnalysis';
import { photoCopy } from '../../copy/photo';

type AnalysedPhoto = Exclude<QueuedPhoto, { status: 'waiting' }>;

type QueuedPhotoResultProps = {
  photo: AnalysedPhoto;
  /** Removes the row: after the picks were added, or when the visitor dismisses it. */
  onDone: (id: string) => Promise<void>;
  onAdded: () => void;
  /** Switches to the text search ("Per Text suchen" next to the unread labels). */
  onSearchByText?: () => void;
};

/** The outcome of a photo that was uploaded later: its detections to pick from, or why it failed. */
export function QueuedPhotoResult({
  photo,
  onDone,
  onAdded,
  onSearchByText,
}: QueuedPhotoResultProps) {
  const dismiss = () => void onDone(photo.id);
  const dismissButton = (
    <button type="button" className="button button--ghost" onClick={dismiss}>
      {photoCopy.discard}
    </button>
  );

  if (photo.status === 'failed') {
    return (
      <div className="photo-queue-result">
        <p className="notice notice--error" role="alert">
          {photoCopy.queued.failed} {photo.error}
        </p>
        {dismissButton}
      </div>
    );
  }

  // Measured when it was kept: the same hints as after a direct upload that read little.
  const hints = hintsAfterReading(photo.measure, photo.detections.length, photo.unreadLabels);
  return (
    <div className="photo-queue-result">
      <p className="notice" role="status">
        {photoCopy.queued.analysed}
      </p>
      {hints.length > 0 && <PhotoHints hints={hints} />}
      {photo.detections.length === 0 ? (
        <>
          <p>
            {photoCopy.queued.nothingFound}
            {photo.unreadLabels > 0 && ` ${unreadLabelsText(photo.unreadLabels)}.`}{' '}
            {photoCopy.sharperPhoto}
          </p>
          {dismissButton}
        </>
      ) : (
        <PhotoResults
          key={photo.id}
          detections={photo.detections}
          unreadLabels={photo.unreadLabels}
          onSearchByText={onSearchByText}
          takeFocus={false}
          retryLabel={photoCopy.discard}
          onRetry={dismiss}
          onAdded={() => {
            void onDone(photo.id).finally(onAdded);
          }}
        />
      )}
    </div>
  );
}
