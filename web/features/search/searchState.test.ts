import { describe, expect, it } from 'vitest';
import type { Perfume, SearchResponse } from '../../../api/contract/perfume';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import { formatHitCount } from './hitCount';
import {
  initialSearchState,
  searchReducer,
  type SearchAction,
  type SearchState,
} from './searchState';

function page(perfumes: Perfume[], overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    perfumes,
    hasMore: false,
    totalCount: perfumes.length,
    page: 1,
    limit: 20,
    ...overrides,
  };
}

function run(...actions: SearchAction[]): SearchState {
  return actions.reduce(searchReducer, initialSearchState);
}

describe('searchReducer', () => {
  it('asks for at least three characters and shows no results below that', () => {
    const withResults = run(
      { type: 'inputChanged', input: 'sauvage' },
      { type: 'pageLoaded', query: 'sauvage', response: page([buildPerfume()]) },
    );

    const state = searchReducer(withResults, { type: 'inputChanged', input: 'sa' });

    expect(state.status).toBe('tooShort');
    expect(state.perfumes).toEqual([]);
  });

  it('counts surrounding spaces out when checking the minimum length', () => {
    expect(run({ type: 'inputChanged', input: '  ab ' }).status).toBe('tooShort');
    expect(run({ type: 'inputChanged', input: '   ' }).status).toBe('idle');
  });

  it('shows the results and total of the current query', () => {
    const state = run(
      { type: 'inputChanged', input: 'sauvage' },
      { type: 'pageRequested', query: 'sauvage', page: 1 },
      {
        type: 'pageLoaded',
        query: 'sauvage',
        response: page([buildPerfume({ name: 'Sauvage' })], { totalCount: 12, hasMore: true }),
      },
    );

    expect(state.status).toBe('success');
    expect(state.perfumes.map((p) => p.name)).toEqual(['Sauvage']);
    expect(state.totalCount).toBe(12);
    expect(state.hasMore).toBe(true);
  });

  it('ignores a late answer for a query the visitor has already changed', () => {
    const state = run(
      { type: 'inputChanged', input: 'sauvage' },
      { type: 'inputChanged', input: 'aventus' },
      { type: 'pageLoaded', query: 'sauvage', response: page([buildPerfume({ name: 'Sauvage' })]) },
    );

    expect(state.perfumes).toEqual([]);
    expect(state.status).toBe('idle');
  });

  it('remembers whether the shown page came from the offline catalog', () => {
    const offline = run(
      { type: 'inputChanged', input: 'sauvage' },
      { type: 'pageLoaded', query: 'sauvage', response: page([buildPerfume()]), offline: true },
    );
    expect(offline.offline).toBe(true);

    const online = searchReducer(offline, {
      type: 'pageLoaded',
      query: 'sauvage',
      response: page([buildPerfume()]),
      offline: false,
    });
    expect(online.offline).toBe(false);
  });

  it('appends the next page below the results already shown, without duplicates', () => {
    const first = buildPerfume({ name: 'Sauvage' });
    const second = buildPerfume({ name: 'Sauvage Elixir' });
    const state = run(
      { type: 'inputChanged', input: 'sauvage' },
      {
        type: 'pageLoaded',
        query: 'sauvage',
        response: page([first], { hasMore: true, totalCount: 2 }),
      },
      { type: 'pageRequested', query: 'sauvage', page: 2 },
      {
        type: 'pageLoaded',
        query: 'sauvage',
        response: page([first, second], { page: 2, totalCount: 2 }),
      },
    );

    expect(state.perfumes.map((p) => p.name)).toEqual(['Sauvage', 'Sauvage Elixir']);
    expect(state.hasMore).toBe(false);
    expect(state.loadingMore).toBe(false);
  });

  it('keeps the shown results when loading more fails', () => {
    const state = run(
      { type: 'inputChanged', input: 'sauvage' },
      {
        type: 'pageLoaded',
        query: 'sauvage',
        response: page([buildPerfume({ name: 'Sauvage' })], { hasMore: true }),
      },
      { type: 'pageRequested', query: 'sauvage', page: 2 },
      {
        type: 'failed',
        query: 'sauvage',
        page: 2,
        message: 'Die Suche ist gerade nicht erreichbar.',
      },
    );

    expect(state.perfumes.map((p) => p.name)).toEqual(['Sauvage']);
    expect(state.error).toBe('Die Suche ist gerade nicht erreichbar.');
    expect(state.status).toBe('success');
  });

  it('shows the error and no stale results when the first page fails', () => {
    const state = run(
      { type: 'inputChanged', input: 'sauvage' },
      { type: 'pageLoaded', query: 'sauvage', response: page([buildPerfume()]) },
      { type: 'inputChanged', input: 'aventus' },
      { type: 'failed', query: 'aventus', page: 1, message: 'Fehler' },
    );

    expect(state.status).toBe('error');
    expect(state.perfumes).toEqual([]);
    expect(state.error).toBe('Fehler');
  });

  it('starts over on reset', () => {
    const state = run(
      { type: 'inputChanged', input: 'sauvage' },
      { type: 'pageLoaded', query: 'sauvage', response: page([buildPerfume()]) },
      { type: 'reset' },
    );
    expect(state).toEqual(initialSearchState);
  });
});

describe('formatHitCount', () => {
  it('groups thousands the German way', () => {
    expect(formatHitCount(1)).toBe('1 Treffer');
    expect(formatHitCount(1234)).toBe('1.234 Treffer');
  });
});
