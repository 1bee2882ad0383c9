import { describe, expect, it } from 'vitest';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import {
  analyzePhoto,
  analyzePhotoResult,
  PHOTO_API_MESSAGES,
  PhotoAnalysisError,
} from './photoApi';
import { clientWith } from '../../testing/apiClient';
import { unreadLabelsText } from './usePhotoAnalysis';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'regal.jpg', { type: 'image/jpeg' });
const online = () => true;

function answer(status: number, body: unknown) {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status }));
}

const detection = {
  detected: {
    name: 'Aventus',
    brand: 'Creed',
    description: null,
    occasions: [],
    fragranceFamily: null,
    concentration: null,
    gender: null,
  },
  searchResults: [buildPerfume({ id: 'fra-1', name: 'Aventus', brand: 'Creed' })],
  hasMatches: true,
  confidence: 0.8,
};

describe('analyzePhoto', () => {
  it('sends the photo as multipart field "image" and returns the detections', async () => {
    let sent: FormData | undefined;
    const detections = await analyzePhoto(photo, {
      isOnline: online,
      client: clientWith((url, init) => {
        expect(url).toBe('/api/photo-analysis-batch');
        expect(init?.method).toBe('POST');
        if (init?.body instanceof FormData) sent = init.body;
        return answer(200, { detectedPerfumes: [detection] })();
      }),
    });
    expect(sent?.get('image')).toBeInstanceOf(File);
    expect(detections.map((d) => d.detected.name)).toEqual(['Aventus']);
  });

  it('passes on how many labels the server could not read', async () => {
    const result = await analyzePhotoResult(photo, {
      isOnline: online,
      client: clientWith(answer(200, { detectedPerfumes: [detection], unreadLabels: 2 })),
    });
    expect(result.unreadLabels).toBe(2);
    expect(unreadLabelsText(2)).toBe('2 Etiketten nicht lesbar');
    expect(unreadLabelsText(1)).toBe('1 Etikett nicht lesbar');
  });

  it('sends the photo’s id as Idempotency-Key, the same on every upload of that photo', async () => {
    const key = crypto.randomUUID();
    const sent: (string | null)[] = [];
    const fetchImpl = (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Idempotency-Key'));
      return answer(200, { detectedPerfumes: [] })();
    };
    await analyzePhoto(photo, {
      isOnline: online,
      client: clientWith(fetchImpl),
      idempotencyKey: key,
    });
    await analyzePhoto(photo, {
      isOnline: online,
      client: clientWith(fetchImpl),
      idempotencyKey: key,
    });
    expect(sent).toEqual([key, key]);
  });

  it('keeps the HTTP status of a refusal, so a queued upload knows whether to retry', async () => {
    await expect(
      analyzePhoto(photo, { isOnline: online, client: clientWith(answer(503, { oops: true })) }),
    ).rejects.toMatchObject({ kind: 'server', status: 503 });
  });

  it('passes on the server’s German message', async () => {
    const message = 'HEIC-Fotos können wir nicht lesen.';
    const attempt = analyzePhoto(photo, {
      isOnline: online,
      client: clientWith(answer(400, { error: { code: 'bad_request', message } })),
    });
    await expect(attempt).rejects.toThrow(message);
    await expect(attempt).rejects.toMatchObject({ kind: 'server' });
  });

  it('falls back to a German default when the error body is not ours', async () => {
    await expect(
      analyzePhoto(photo, { isOnline: online, client: clientWith(answer(502, { oops: true })) }),
    ).rejects.toThrow(PHOTO_API_MESSAGES.failed);
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(
      analyzePhoto(photo, {
        isOnline: online,
        client: clientWith(answer(200, { detectedPerfumes: [{}] })),
      }),
    ).rejects.toThrow(PHOTO_API_MESSAGES.unexpected);
  });

  it('does not upload while offline and says a connection is needed', async () => {
    let called = false;
    const attempt = analyzePhoto(photo, {
      isOnline: () => false,
      client: clientWith(() => {
        called = true;
        return answer(200, { detectedPerfumes: [] })();
      }),
    });
    await expect(attempt).rejects.toBeInstanceOf(PhotoAnalysisError);
    await expect(attempt).rejects.toMatchObject({ kind: 'offline' });
    expect(called).toBe(false);
  });

  it('reports an unreachable server as a connection problem', async () => {
    await expect(
      analyzePhoto(photo, {
        isOnline: online,
        client: clientWith(() => Promise.reject(new TypeError())),
      }),
    ).rejects.toThrow(PHOTO_API_MESSAGES.unreachable);
  });
});
