// Converts HEIC photos in the isolated converter document (web/heic/), loaded in a hidden
// same-origin frame on first use. The app page's policy forbids eval, which libheif needs;
// the converter's own policy allows it there and nowhere else. One frame serves every
// conversion; a frame that stops answering is thrown away, and the next photo loads a new one.
import { HEIC_CONVERTER_PATH } from '../../../api/contract/photo';
import { photoCopy } from '../../copy/photo';
import {
  isConverterReady,
  isConvertReply,
  type ConvertRequest,
} from '../../heic/heicConverterProtocol';

/** Loading the converter (1.3 MB, precached) and converting a large photo on a slow phone. */
export const HEIC_CONVERSION_TIMEOUT_MS = 60_000;

export class HeicConversionError extends Error {
  override name = 'HeicConversionError';
}

type ConverterFrame = {
  element: HTMLIFrameElement;
  ready: Promise<Window>;
  /** Aborted when the frame is dropped: every listener of it goes with it. */
  closed: AbortController;
};

let current: ConverterFrame | null = null;

function fromOurFrame(event: MessageEvent, frame: HTMLIFrameElement): boolean {
  return event.origin === location.origin && event.source === frame.contentWindow;
}

function openFrame(): ConverterFrame {
  const element = document.createElement('iframe');
  element.hidden = true;
  element.tabIndex = -1;
  element.setAttribute('aria-hidden', 'true');
  element.title = photoCopy.file.converterFrameTitle;
  const closed = new AbortController();
  const ready = new Promise<Window>((resolve) => {
    const waiting = new AbortController();
    closed.signal.addEventListener('abort', () => waiting.abort());
    window.addEventListener(
      'message',
      (event) => {
        if (!fromOurFrame(event, element) || !isConverterReady(event.data)) return;
        waiting.abort();
        if (element.contentWindow) resolve(element.contentWindow);
      },
      { signal: waiting.signal },
    );
  });
  element.src = HEIC_CONVERTER_PATH;
  document.body.append(element);
  return { element, ready, closed };
}

function closeFrame(frame: ConverterFrame): void {
  frame.closed.abort();
  frame.element.remove();
  if (current === frame) current = null;
}

async function requestJpeg(
  frame: ConverterFrame,
  photo: Blob,
  quality: number,
  signal: AbortSignal,
): Promise<Blob> {
  const target = await frame.ready;
  const id = crypto.randomUUID();
  return new Promise<Blob>((resolve, reject) => {
    const answered = new AbortController();
    signal.addEventListener('abort', () => answered.abort());
    window.addEventListener(
      'message',
      (event) => {
        if (!fromOurFrame(event, frame.element) || !isConvertReply(event.data)) return;
        if (event.data.id !== id) return;
        answered.abort();
        if (event.data.kind === 'heic-converted') resolve(event.data.jpeg);
        else reject(new HeicConversionError('the converter could not read the photo'));
      },
      { signal: answered.signal },
    );
    const request: ConvertRequest = { kind: 'convert-heic', id, photo, quality };
    target.postMessage(request, location.origin);
  });
}

/** The photo as a JPEG Blob, or a HeicConversionError (unreadable, or no answer in time). */
export async function convertHeicInFrame(
  photo: Blob,
  quality: number,
  timeoutMs = HEIC_CONVERSION_TIMEOUT_MS,
): Promise<Blob> {
  current ??= openFrame();
  const frame = current;
  const done = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // heic2any never answers once its worker has died; only a new document recovers.
      closeFrame(frame);
      reject(new HeicConversionError('the converter did not answer in time'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([requestJpeg(frame, photo, quality, done.signal), timeout]);
  } finally {
    clearTimeout(timer);
    done.abort();
  }
}
