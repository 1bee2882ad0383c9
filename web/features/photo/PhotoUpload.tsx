import { useId, useRef, type ChangeEvent } from 'react';
import { usePhotoDrop } from './usePhotoDrop';
import { photoCopy } from '../../copy/photo';

type PhotoUploadProps = {
  onFile: (file: File) => void;
  busy: boolean;
  error: string | null;
};

/** Choose, take or drop a photo; the hidden inputs are opened by the visible buttons. */
export function PhotoUpload({ onFile, busy, error }: PhotoUploadProps) {
  const hintId = useId();
  const errorId = useId();
  const pickInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const { isDragging, dropHandlers } = usePhotoDrop(onFile, busy);

  const takeFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the visitor pick the same file again after an error.
    event.target.value = '';
    if (file) onFile(file);
  };

  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  return (
    <div className={`photo-upload${isDragging ? ' photo-upload--dragging' : ''}`} {...dropHandlers}>
      <p className="photo-upload__title">{photoCopy.upload.title}</p>
      <p className="photo-upload__drop-hint">{photoCopy.upload.dropHint}</p>
      <div className="photo-upload__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => pickInput.current?.click()}
        >
          {photoCopy.upload.pick}
        </button>
        <button
          type="button"
          className="button button--secondary photo-upload__camera"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => cameraInput.current?.click()}
        >
          {photoCopy.upload.camera}
        </button>
      </div>
      <p id={hintId} className="photo-upload__hint">
        {photoCopy.upload.formats}
      </p>
      {error && (
        <p id={errorId} className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <input
        ref={pickInput}
        type="file"
        accept="image/*,.heic,.heif"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={takeFile}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={takeFile}
      />
    </div>
  );
}
