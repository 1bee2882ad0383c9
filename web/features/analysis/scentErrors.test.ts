import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_FAILED_TITLE,
  ANALYSIS_GENERIC_TEXT,
  analysisError,
  CONNECTION_TEXT,
  isEmptyResult,
  NOT_ENOUGH_TEXT,
  NOT_ENOUGH_TITLE,
  RATE_LIMIT_TEXT,
  RECOMMENDATIONS_GENERIC_TEXT,
  recommendationErrorText,
  SERVICE_TEXT,
} from './scentErrors';

describe('recommendationErrorText', () => {
  it('explains the rate limit for the 429 code and for any 429', () => {
    expect(
      recommendationErrorText({
        failure: 'recommendation_rate_limited',
        status: 429,
        serverMessage: 'egal',
      }),
    ).toBe(RATE_LIMIT_TEXT);
    expect(recommendationErrorText({ failure: 'unknown', status: 429, serverMessage: null })).toBe(
      RATE_LIMIT_TEXT,
    );
  });

  it('says the service is down for 503, and names the connection when the server was not reached', () => {
    expect(
      recommendationErrorText({ failure: 'service_unavailable', status: 503, serverMessage: null }),
    ).toBe(SERVICE_TEXT);
    expect(recommendationErrorText({ failure: 'network', status: 0, serverMessage: null })).toBe(
      CONNECTION_TEXT,
    );
  });

  it("passes on the server's text when the list itself is the problem", () => {
    const serverMessage = 'Keines der Parfüms ist im Katalog bekannt.';
    expect(
      recommendationErrorText({ failure: 'no_known_perfumes', status: 422, serverMessage }),
    ).toBe(serverMessage);
  });

  it('falls back to the generic text for engine failures and broken answers', () => {
    expect(
      recommendationErrorText({ failure: 'engine_failed', status: 502, serverMessage: 'x' }),
    ).toBe(RECOMMENDATIONS_GENERIC_TEXT);
    expect(
      recommendationErrorText({ failure: 'unexpected', status: 200, serverMessage: null }),
    ).toBe(RECOMMENDATIONS_GENERIC_TEXT);
  });

  it('treats a successful answer without cards as the rate limit', () => {
    expect(isEmptyResult({ total: 0 })).toBe(true);
    expect(isEmptyResult({ total: 3 })).toBe(false);
  });
});

describe('analysisError', () => {
  it('asks for at least 2 perfumes when the server says there are too few', () => {
    expect(
      analysisError({ failure: 'not_enough_perfumes', status: 400, serverMessage: 'x' }),
    ).toEqual({ title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT });
  });

  it('titles every other failure "Fehler bei der Analyse"', () => {
    expect(analysisError({ failure: 'network', status: 0, serverMessage: null })).toEqual({
      title: ANALYSIS_FAILED_TITLE,
      description: CONNECTION_TEXT,
    });
    expect(analysisError({ failure: 'internal_error', status: 500, serverMessage: 'x' })).toEqual({
      title: ANALYSIS_FAILED_TITLE,
      description: ANALYSIS_GENERIC_TEXT,
    });
  });
});
