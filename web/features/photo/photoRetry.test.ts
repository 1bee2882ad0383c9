import { describe, expect, it } from 'vitest';
import { PHOTO_API_MESSAGES, PhotoAnalysisError } from './photoApi';
import { classifyUploadFailure, RETRY_MAX_MS, retryDelayMs } from './photoRetry';

const serverError = (status: number) => new PhotoAnalysisError('Fehler', 'server', status);

describe('classifyUploadFailure', () => {
  it('keeps the photo queued when there is no connection', () => {
    expect(
      classifyUploadFailure(new PhotoAnalysisError(PHOTO_API_MESSAGES.offline, 'offline')),
    ).toBe('retry');
    expect(classifyUploadFailure(new TypeError('Failed to fetch'))).toBe('retry');
  });

  it('retries server errors, timeouts and rate limits', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) {
      expect(classifyUploadFailure(serverError(status))).toBe('retry');
    }
  });

  it('takes any other 4xx as the final answer for this photo', () => {
    for (const status of [400, 409, 413, 415, 422]) {
      expect(classifyUploadFailure(serverError(status))).toBe('rejected');
    }
  });

  it('does not retry an answer that does not match the contract', () => {
    expect(
      classifyUploadFailure(new PhotoAnalysisError(PHOTO_API_MESSAGES.unexpected, 'server', 200)),
    ).toBe('rejected');
  });
});

describe('retryDelayMs', () => {
  it('doubles the pause per failed run, between half and all of it', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1_000);
    expect(retryDelayMs(0, () => 1)).toBe(2_000);
    expect(retryDelayMs(3, () => 1)).toBe(16_000);
  });

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(40, () => 1)).toBe(RETRY_MAX_MS);
  });
});
