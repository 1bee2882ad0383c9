import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_PERFUMES_DETECTED_TITLE, PHOTO_FAILED_TITLE } from '../../apiClient/errorTexts';
import type { DetectedPhotoPerfume, PhotoAnalysisResponse } from '../../../api/contract/photo';
import { useToast } from '../../ui/toast/toastStore';
import { track } from '../analytics/track';
import { analyzePhotoResult, PhotoAnalysisError } from './photoApi';
import { PhotoFileError, preparePhoto } from './photoFile';
import {
  hintsAfterReading,
  hintsBeforeUpload,
  measurePhoto,
  type PhotoHint,
  type PhotoMeasure,
} from './photoQuality';
import { classifyUploadFailure } from './photoRetry';
import { photoCopy } from '../../copy/photo';

/** 'check': the photo looks too small or dark; the visitor sends it anyway or takes another. */
export type PhotoPhase = 'idle' | 'preparing' | 'check' | 'analysing' | 'results';

export type PhotoAnalysisState = {
  phase: PhotoPhase;
  /** Object URL of the photo being analysed, for the preview. */
  previewUrl: string | null;
  detections: DetectedPhotoPerfume[];
  /** Labels the server read text on but could not identify. */
  unreadLabels: number;
  /** German text shown next to the upload control (file problems, no connection). */
  error: string | null;
  /** What could be better about the photo: before the upload, or after one that read little. */
  hints: PhotoHint[];
};

const IDLE: PhotoAnalysisState = {
  phase: 'idle',
  previewUrl: null,
  detections: [],
  unreadLabels: 0,
  error: null,
  hints: [],
};

/** A prepared photo held back by a hint until the visitor sends it anyway. */
type Checked = { photo: File; url: string; measure: PhotoMeasure | null };

/** "2 Etiketten nicht lesbar". */
export function unreadLabelsText(count: number): string {
  return photoCopy.unreadLabels(count);
}

const QUEUE_FAILED = photoCopy.queueFailed;

/**
 * Keeps a prepared photo for a later upload under the key it was (or would have been) sent
 * with, and its measure for the hints after that later analysis.
 */
export type QueuePhoto = (photo: Blob, id: string, measure: PhotoMeasure | null) => Promise<void>;

/** Uploads the photo, or keeps it for later when the failure is worth retrying. */
async function uploadOrQueue(
  { photo, measure }: Checked,
  signal: AbortSignal,
  queue: QueuePhoto,
): Promise<PhotoAnalysisResponse | 'queued'> {
  // One key per photo: the same id goes with every later upload of this photo.
  const id = crypto.randomUUID();
  try {
    return await analyzePhotoResult(photo, { signal, idempotencyKey: id });
  } catch (error) {
    if (signal.aborted || classifyUploadFailure(error) === 'rejected') throw error;
    try {
      await queue(photo, id, measure);
    } catch {
      throw new PhotoFileError(QUEUE_FAILED);
    }
    return 'queued';
  }
}

/**
 * From a picked file to the detected bottles: prepare, upload, and report failures in German.
 * Without a connection (or when the server fails) the prepared photo is handed to `queue`
 * with its id, so nothing the visitor chose is lost and the later upload is not analysed twice.
 */
export function usePhotoAnalysis(queue: QueuePhoto) {
  const { show } = useToast();
  const [state, setState] = useState<PhotoAnalysisState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);
  const checked = useRef<Checked | null>(null);

  const setPreview = useCallback((url: string | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = url;
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      setPreview(null);
    },
    [setPreview],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    checked.current = null;
    setPreview(null);
    setState(IDLE);
  }, [setPreview]);

  /** Uploads a prepared photo (or queues it) and shows what came back. */
  const send = useCallback(
    async (prepared: Checked, current: AbortController) => {
      const { url, measure } = prepared;
      setState({ ...IDLE, phase: 'analysing', previewUrl: url });
      track('image_uploaded');
      try {
        const result = await uploadOrQueue(prepared, current.signal, queue);
        if (current.signal.aborted) return;
        if (result === 'queued') {
          // The queued list shows the photo and says it waits for a connection.
          setPreview(null);
          setState(IDLE);
          return;
        }
        const detections = result.detectedPerfumes;
        const unreadLabels = result.unreadLabels ?? 0;
        // Read little: say what the photo shows, soft edges included.
        const hints = hintsAfterReading(measure, detections.length, unreadLabels);
        if (detections.length === 0) {
          show({
            title: NO_PERFUMES_DETECTED_TITLE,
            description:
              (unreadLabels > 0 ? `${unreadLabelsText(unreadLabels)}. ` : '') +
              photoCopy.sharperPhoto,
          });
          setState({ ...IDLE, previewUrl: url, hints });
          return;
        }
        setState({ ...IDLE, phase: 'results', previewUrl: url, detections, unreadLabels, hints });
      } catch (error) {
        if (current.signal.aborted) return;
        if (error instanceof PhotoAnalysisError && error.kind === 'server') {
          show({
            variant: 'destructive',
            title: PHOTO_FAILED_TITLE,
            description: error.message,
          });
          setState((previous) => ({ ...IDLE, previewUrl: previous.previewUrl }));
          return;
        }
        const message =
          error instanceof PhotoFileError || error instanceof PhotoAnalysisError
            ? error.message
            : photoCopy.processingFailed;
        setState((previous) => ({ ...IDLE, previewUrl: previous.previewUrl, error: message }));
      }
    },
    [queue, setPreview, show],
  );

  const analyse = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      checked.current = null;
      setPreview(null);
      setState({ ...IDLE, phase: 'preparing' });
      let prepared: Checked;
      try {
        const photo = await preparePhoto(file);
        if (current.signal.aborted) return;
        const url = URL.createObjectURL(photo);
        setPreview(url);
        prepared = { photo, url, measure: await measurePhoto(photo) };
        if (current.signal.aborted) return;
      } catch (error) {
        if (current.signal.aborted) return;
        const message =
          error instanceof PhotoFileError ? error.message : photoCopy.processingFailed;
        setState({ ...IDLE, error: message });
        return;
      }
      const hints = prepared.measure ? hintsBeforeUpload(prepared.measure) : [];
      if (hints.length > 0) {
        checked.current = prepared;
        setState({ ...IDLE, phase: 'check', previewUrl: prepared.url, hints });
        return;
      }
      await send(prepared, current);
    },
    [send, setPreview],
  );

  /** Sends the photo a hint held back. */
  const sendAnyway = useCallback(async () => {
    const prepared = checked.current;
    const current = controller.current;
    if (!prepared || !current || current.signal.aborted) return;
    checked.current = null;
    await send(prepared, current);
  }, [send]);

  return { state, analyse, sendAnyway, reset };
}
