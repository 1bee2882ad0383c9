import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEIC_CONVERTER_PATH } from '../../../api/contract/photo';
import { isConvertRequest, type ConvertRequest } from '../../heic/heicConverterProtocol';
import type * as FrameClient from './heicConverterFrame';

// A page with just what the frame client touches: its window receives messages, the frame's
// window records what the page posts to it. The real frame runs in tests/e2e/photo-heic.spec.ts.
const ORIGIN = 'https://duftkompass.example';

type FakeFrame = {
  src: string;
  removed: boolean;
  contentWindow: { postMessage: ReturnType<typeof vi.fn> };
};

let page: EventTarget;
let frames: FakeFrame[];
/** A fresh copy per test: the module keeps its one frame between conversions. */
let client: typeof FrameClient;

function deliver(data: unknown, source: unknown, origin = ORIGIN): void {
  page.dispatchEvent(Object.assign(new Event('message'), { data, source, origin }));
}

function lastFrame(): FakeFrame {
  const frame = frames.at(-1);
  if (!frame) throw new Error('no converter frame was opened');
  return frame;
}

/** The request the page posted to the frame, once it has posted one. */
async function postedRequest(frame: FakeFrame): Promise<ConvertRequest> {
  await vi.waitFor(() => expect(frame.contentWindow.postMessage).toHaveBeenCalled());
  const [request, targetOrigin] = frame.contentWindow.postMessage.mock.lastCall ?? [];
  expect(targetOrigin).toBe(ORIGIN);
  if (!isConvertRequest(request)) throw new Error('the page posted no convert request');
  return request;
}

beforeEach(async () => {
  vi.resetModules();
  client = await import('./heicConverterFrame');
  page = new EventTarget();
  frames = [];
  vi.stubGlobal('window', page);
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('document', {
    createElement: () => {
      const frame: FakeFrame & Record<string, unknown> = {
        src: '',
        removed: false,
        contentWindow: { postMessage: vi.fn() },
        setAttribute: () => undefined,
        remove: () => {
          frame.removed = true;
        },
      };
      frames.push(frame);
      return frame;
    },
    body: { append: () => undefined },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('convertHeicInFrame', () => {
  it('sends the photo to the converter document and returns the JPEG it answers with', async () => {
    const photo = new Blob(['heic'], { type: 'image/heic' });
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    const conversion = client.convertHeicInFrame(photo, 0.9);
    const frame = lastFrame();
    expect(frame.src).toBe(HEIC_CONVERTER_PATH);

    deliver({ kind: 'heic-converter-ready' }, frame.contentWindow);
    const request = await postedRequest(frame);
    expect(request).toMatchObject({ kind: 'convert-heic', photo, quality: 0.9 });
    deliver({ kind: 'heic-converted', id: request.id, jpeg }, frame.contentWindow);

    await expect(conversion).resolves.toBe(jpeg);
  });

  it('fails when the converter cannot read the photo', async () => {
    const conversion = client.convertHeicInFrame(new Blob(['kaputt']), 0.9);
    const frame = lastFrame();
    deliver({ kind: 'heic-converter-ready' }, frame.contentWindow);
    const request = await postedRequest(frame);
    deliver({ kind: 'heic-failed', id: request.id }, frame.contentWindow);
    await expect(conversion).rejects.toBeInstanceOf(client.HeicConversionError);
  });

  it('ignores answers from other origins, other windows and for other photos', async () => {
    vi.useFakeTimers();
    const conversion = client.convertHeicInFrame(new Blob(['heic']), 0.9, 60_000);
    const settled = vi.fn();
    conversion.then(settled, settled);
    const frame = lastFrame();
    const stranger = { postMessage: vi.fn() };

    deliver({ kind: 'heic-converter-ready' }, frame.contentWindow, 'https://evil.example');
    deliver({ kind: 'heic-converter-ready' }, stranger);
    await vi.advanceTimersByTimeAsync(10);
    expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();

    deliver({ kind: 'heic-converter-ready' }, frame.contentWindow);
    const request = await postedRequest(frame);
    const forged = new Blob(['forged'], { type: 'image/jpeg' });
    deliver({ kind: 'heic-converted', id: request.id, jpeg: forged }, stranger);
    deliver({ kind: 'heic-converted', id: request.id, jpeg: forged }, frame.contentWindow, 'null');
    deliver({ kind: 'heic-converted', id: 'another-photo', jpeg: forged }, frame.contentWindow);
    deliver({ kind: 'heic-converted', id: request.id, jpeg: 'no blob' }, frame.contentWindow);
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).not.toHaveBeenCalled();

    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    deliver({ kind: 'heic-converted', id: request.id, jpeg }, frame.contentWindow);
    await expect(conversion).resolves.toBe(jpeg);
  });

  it('gives up after the timeout, drops the silent frame and opens a new one next time', async () => {
    vi.useFakeTimers();
    const conversion = client.convertHeicInFrame(new Blob(['heic']), 0.9, 60_000);
    const rejected = expect(conversion).rejects.toBeInstanceOf(client.HeicConversionError);
    const silent = lastFrame();
    deliver({ kind: 'heic-converter-ready' }, silent.contentWindow);
    await postedRequest(silent);

    await vi.advanceTimersByTimeAsync(60_000);
    await rejected;
    expect(silent.removed).toBe(true);

    void client.convertHeicInFrame(new Blob(['heic']), 0.9, 60_000).catch(() => undefined);
    expect(frames).toHaveLength(2);
    expect(lastFrame()).not.toBe(silent);
    await vi.advanceTimersByTimeAsync(60_000);
  });
});
