import { useCallback, useId } from 'react';
import type { QueuedPhoto } from '../../data/photoQueue';
import { useOnline } from '../syncStatus/useOnline';
import { formatDate } from '../../ui/germanFormat';
import { photoCopy } from '../../copy/photo';

type WaitingPhoto = Extract<QueuedPhoto, { status: 'waiting' }>;

type QueuedPhotosProps = {
  photos: readonly WaitingPhoto[];
  onDiscard: (id: string) => void;
};

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** The object URL lives exactly as long as the <img>: created on attach, revoked on detach. */
function QueuedThumbnail({ blob, alt }: { blob: Blob; alt: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} className="photo-queue__thumb" alt={alt} />;
}

/** Photos kept on the device until the recognition can be reached, each with "Verwerfen". */
export function QueuedPhotos({ photos, onDiscard }: QueuedPhotosProps) {
  const headingId = useId();
  const online = useOnline();
  if (photos.length === 0) return null;

  return (
    <section className="photo-queue" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-queue__title">
        {photoCopy.queue.heading(photos.length)}
      </h3>
      <p className="notice" role="status">
        {online ? photoCopy.queue.serviceDown : photoCopy.queue.offline}
      </p>
      <ul className="photo-queue__list">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-queue__item">
            <QueuedThumbnail blob={photo.blob} alt={photoCopy.queue.thumbnail(index + 1)} />
            <span className="photo-queue__meta">
              {photoCopy.queue.keptAt} {formatDate(photo.createdAt, TIME_FORMAT)}
            </span>
            <button
              type="button"
              className="button button--ghost"
              aria-label={photoCopy.queue.discardLabel(index + 1)}
              onClick={() => onDiscard(photo.id)}
            >
              {photoCopy.discard}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
