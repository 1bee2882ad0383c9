import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  COLLECTION_ID_PARAM,
  asksForAnalysis,
  COLLECTION_PARAM,
  requestedCollection,
  withoutCollectionParams,
  type NamedCollection,
} from './profileQuery';
import type { ProfileView } from './profileView';

type Request = { name: string | null; id: string | null; analyse: boolean };

function readRequest(params: URLSearchParams, state: unknown): Request | null {
  const name = params.get(COLLECTION_PARAM);
  const id = params.get(COLLECTION_ID_PARAM);
  return name || id ? { name, id, analyse: asksForAnalysis(state) } : null;
}

/**
 * The profile's current view: what the person picked, else the collection the address asked
 * for (`collection` / `collectionId`, removed from the address once the collections are
 * known), else the first collection. `analyseId` is the requested collection while the
 * address asked for its analysis on arrival and the person has not picked another view.
 */
export function useProfileSelection(collections: readonly NamedCollection[] | undefined) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const [picked, setPicked] = useState<ProfileView | null>(null);
  const [request, setRequest] = useState<Request | null>(() => readRequest(params, state));

  // A new address with a collection parameter (e.g. the home flow's "Weiter") wins over an
  // earlier pick; adjusting state while rendering avoids a frame with the old collection.
  const incoming = readRequest(params, state);
  if (incoming && (incoming.name !== request?.name || incoming.id !== request?.id)) {
    setRequest(incoming);
    setPicked(null);
  }

  const known = collections !== undefined && collections.length > 0;
  useEffect(() => {
    if (!known) return;
    const rest = withoutCollectionParams(params);
    if (rest) setParams(rest, { replace: true });
  }, [known, params, setParams]);

  const requestParams = new URLSearchParams();
  if (request?.name) requestParams.set(COLLECTION_PARAM, request.name);
  if (request?.id) requestParams.set(COLLECTION_ID_PARAM, request.id);
  const requested = collections ? requestedCollection(requestParams, collections) : null;
  const first = collections?.[0];

  const pickedExists =
    picked?.kind === 'settings' ||
    (picked?.kind === 'collection' && collections?.some((c) => c.id === picked.collectionId));
  const view: ProfileView | null = pickedExists
    ? picked
    : requested
      ? { kind: 'collection', collectionId: requested.id }
      : first
        ? { kind: 'collection', collectionId: first.id }
        : null;

  const analyseId = !picked && requested && request?.analyse ? requested.id : null;
  // Asked once: a later visit of the tab or a failed run does not start it again.
  const arrivalHandled = useCallback(
    () => setRequest((current) => (current?.analyse ? { ...current, analyse: false } : current)),
    [],
  );

  return { view, select: setPicked, analyseId, arrivalHandled };
}
