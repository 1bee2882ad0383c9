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
  alreadyInCollectionText,
  listRefusalText,
  recommendationErrorTitle,
  rejectionToast,
  SAVE_FAILED_TITLE,
  saveFailedText,
} from './errorTexts';

describe('recommendationErrorText', () => {
  it('explains the rate limit for the 429 code and for any 429', () => {
    expect(
      recommendationErrorText({
        code: 'recommendation_rate_limited',
        status: 429,
        serverMessage: 'egal',
      }),
    ).toBe(RATE_LIMIT_TEXT);
    expect(recommendationErrorText({ code: 'unknown', status: 429, serverMessage: null })).toBe(
      RATE_LIMIT_TEXT,
    );
  });

  it('says the service is down for 503, and names the connection when the server was not reached', () => {
    expect(
      recommendationErrorText({ code: 'service_unavailable', status: 503, serverMessage: null }),
    ).toBe(SERVICE_TEXT);
    expect(recommendationErrorText({ code: 'network', status: 0, serverMessage: null })).toBe(
      CONNECTION_TEXT,
    );
  });

  it("passes on the server's text when the list itself is the problem", () => {
    const serverMessage = 'Keines der Parfüms ist im Katalog bekannt.';
    expect(recommendationErrorText({ code: 'no_known_perfumes', status: 422, serverMessage })).toBe(
      serverMessage,
    );
  });

  it('falls back to the generic text for engine failures and broken answers', () => {
    expect(
      recommendationErrorText({ code: 'engine_failed', status: 502, serverMessage: 'x' }),
    ).toBe(RECOMMENDATIONS_GENERIC_TEXT);
    expect(recommendationErrorText({ code: 'unexpected', status: 200, serverMessage: null })).toBe(
      RECOMMENDATIONS_GENERIC_TEXT,
    );
  });

  it('treats a successful answer without cards as the rate limit', () => {
    expect(isEmptyResult({ total: 0 })).toBe(true);
    expect(isEmptyResult({ total: 3 })).toBe(false);
  });
});

describe('analysisError', () => {
  it('asks for at least 2 perfumes when the server says there are too few', () => {
    expect(analysisError({ code: 'not_enough_perfumes', status: 400, serverMessage: 'x' })).toEqual(
      { title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT },
    );
  });

  it('titles every other failure "Fehler bei der Analyse"', () => {
    expect(analysisError({ code: 'network', status: 0, serverMessage: null })).toEqual({
      title: ANALYSIS_FAILED_TITLE,
      description: CONNECTION_TEXT,
    });
    expect(analysisError({ code: 'internal_error', status: 500, serverMessage: 'x' })).toEqual({
      title: ANALYSIS_FAILED_TITLE,
      description: ANALYSIS_GENERIC_TEXT,
    });
  });
});

describe('recommendationErrorTitle (spec 000 §8)', () => {
  it('says "Empfehlungen nicht verfügbar" for a refusal of the server', () => {
    expect(
      recommendationErrorTitle({ code: 'engine_failed', status: 502, serverMessage: 'x' }),
    ).toBe('Empfehlungen nicht verfügbar');
    expect(recommendationErrorTitle({ code: 'unknown', status: 500, serverMessage: null })).toBe(
      'Empfehlungen nicht verfügbar',
    );
  });

  it('says "Fehler bei Empfehlungen" when the request itself failed', () => {
    expect(recommendationErrorTitle({ code: 'network', status: 0, serverMessage: null })).toBe(
      'Fehler bei Empfehlungen',
    );
    expect(recommendationErrorTitle({ code: 'unexpected', status: 200, serverMessage: null })).toBe(
      'Fehler bei Empfehlungen',
    );
  });
});

describe('list texts (spec 001 §8)', () => {
  it('uses the server message, else the 409 text of the list, else "HTTP {status}"', () => {
    expect(listRefusalText('collection', 409, 'Vom Server.')).toBe('Vom Server.');
    expect(listRefusalText('collection', 409, null)).toBe('Parfüm bereits vorhanden');
    expect(listRefusalText('blacklist', 409, null)).toBe('Parfüm bereits in der Blacklist');
    expect(listRefusalText('wishlist', 409, null)).toBe('Parfüm bereits vorhanden');
    expect(listRefusalText('wishlist', 500, null)).toBe('HTTP 500');
    expect(alreadyInCollectionText('Aventus')).toBe('Aventus ist bereits in deiner Sammlung');
  });

  it('writes "Fehler beim Speichern" details as status and text', () => {
    expect(SAVE_FAILED_TITLE).toBe('Fehler beim Speichern');
    expect(saveFailedText(500, 'Interner Fehler')).toBe('500: Interner Fehler');
    expect(saveFailedText(0, 'Keine Verbindung')).toBe('Keine Verbindung');
  });
});

describe('rejectionToast', () => {
  it('shows a refused list action as "Fehler" with the server text or "HTTP {status}" (spec 001 §8)', () => {
    expect(rejectionToast(409, 'Parfüm bereits vorhanden')).toEqual({
      title: 'Fehler',
      description: 'Parfüm bereits vorhanden',
    });
    expect(rejectionToast(422, 'Dieser Eintrag ist unvollständig.')).toEqual({
      title: 'Fehler',
      description: 'Dieser Eintrag ist unvollständig.',
    });
    expect(rejectionToast(500, 'HTTP 500', 'list')).toEqual({
      title: 'Fehler',
      description: 'HTTP 500',
    });
  });

  it('shows a refused home save as "Fehler beim Speichern" with status and text (spec 000 §8)', () => {
    expect(rejectionToast(422, 'Dieser Eintrag ist unvollständig.', 'save')).toEqual({
      title: 'Fehler beim Speichern',
      description: '422: Dieser Eintrag ist unvollständig.',
    });
    expect(rejectionToast(500, 'HTTP 500', 'save')).toEqual({
      title: 'Fehler beim Speichern',
      description: 'HTTP 500',
    });
    expect(rejectionToast(409, 'Parfüm bereits vorhanden', 'save')).toEqual({
      title: 'Fehler',
      description: 'Parfüm bereits vorhanden',
    });
  });

  it('shows no toast for the wishlist delete of a move (spec 001 §4: console only)', () => {
    expect(rejectionToast(404, 'Nicht gefunden', 'wishlistMove')).toBeNull();
  });
});
