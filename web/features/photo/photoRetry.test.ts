import { describe, expect, it } from 'vitest';
import { analyzePhoto, PHOTO_API_MESSAGES, PhotoAnalysisError } from './photoApi';
import { clientWith } from '../../testing/apiClient';
import { classifyUploadFailure } from './photoRetry';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'regal.jpg', { type: 'image/jpeg' });

/** What analyzePhoto throws for that answer, classified as the queue does. */
async function classifyAnswerOf(response: () => Response | Promise<Response>) {
  const error: unknown = await analyzePhoto(photo, {
    isOnline: () => true,
    client: clientWith(async () => response()),
  }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return classifyUploadFailure(error);
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const html = (status: number) => () =>
  new Response('<html><body>Bitte anmelden</body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });

describe('classifyUploadFailure', () => {
  it('keeps the photo queued when there is no connection', async () => {
    expect(
      classifyUploadFailure(new PhotoAnalysisError(PHOTO_API_MESSAGES.offline, 'offline')),
    ).toBe('retry');
    expect(classifyUploadFailure(new TypeError('Failed to fetch'))).toBe('retry');
    expect(
      await classifyAnswerOf(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('retry');
  });

  it('retries server errors, timeouts and rate limits, even in our error shape', async () => {
    for (const status of [500, 502, 503, 504, 408, 429]) {
      const body = { error: { code: 'service_unavailable', message: 'Später bitte.' } };
      expect(await classifyAnswerOf(json(status, body))).toBe('retry');
    }
  });

  it('takes a 4xx in our error shape as the final answer for this photo', async () => {
    for (const status of [400, 409, 413, 415, 422]) {
      const body = { error: { code: 'bad_request', message: 'Kein Bild.' } };
      expect(await classifyAnswerOf(json(status, body))).toBe('rejected');
    }
  });

  it('retries a proxy’s or captive portal’s page instead of dropping the photo', async () => {
    expect(await classifyAnswerOf(html(403))).toBe('retry');
    expect(await classifyAnswerOf(html(502))).toBe('retry');
    expect(await classifyAnswerOf(html(200))).toBe('retry');
    expect(await classifyAnswerOf(json(404, { message: 'Not Found' }))).toBe('retry');
  });

  it('retries a 2xx that does not match the contract', async () => {
    expect(await classifyAnswerOf(json(200, { detectedPerfumes: [{}] }))).toBe('retry');
  });
});
