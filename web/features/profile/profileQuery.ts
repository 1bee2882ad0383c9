// Which collection the profile page opens with (spec 001 §2): the query parameter
// `collection` names one (the home flow's "Weiter" after saving), `collectionId` points at
// one by id. Both are read once and then removed from the address.

export type NamedCollection = { id: string; name: string };

export const COLLECTION_PARAM = 'collection';
export const COLLECTION_ID_PARAM = 'collectionId';

/** The collection the parameters ask for, or null when they name none of the user's. */
export function requestedCollection(
  params: URLSearchParams,
  collections: readonly NamedCollection[],
): NamedCollection | null {
  const id = params.get(COLLECTION_ID_PARAM);
  const byId = id ? collections.find((collection) => collection.id === id) : undefined;
  if (byId) return byId;
  const name = params.get(COLLECTION_PARAM)?.trim().toLocaleLowerCase('de-DE');
  if (!name) return null;
  return collections.find((c) => c.name.toLocaleLowerCase('de-DE') === name) ?? null;
}

/** The parameters without the two collection parameters; null when there was nothing to remove. */
export function withoutCollectionParams(params: URLSearchParams): URLSearchParams | null {
  if (!params.has(COLLECTION_PARAM) && !params.has(COLLECTION_ID_PARAM)) return null;
  const rest = new URLSearchParams(params);
  rest.delete(COLLECTION_PARAM);
  rest.delete(COLLECTION_ID_PARAM);
  return rest;
}

/**
 * Navigation state of a link that asks the profile to analyse the collection it opens with:
 * "Speichern & analysieren" that lands on the saved collection (account/intentArrival.ts).
 */
export type ProfileArrival = { analyse?: boolean };

export function asksForAnalysis(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as ProfileArrival).analyse === true;
}

/** The profile address for a collection, as the home flow links to it. */
export function profilePath(collectionName: string): string {
  return `/profile?${new URLSearchParams({ [COLLECTION_PARAM]: collectionName }).toString()}`;
}
