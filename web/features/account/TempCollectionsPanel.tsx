import { useEffect, useId, useState } from 'react';
import { DEFAULT_COLLECTIONS, type TempCollection } from '../../../api/contract/collections';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { describeAuthError } from '../../apiClient/errorTexts';
import { useQueuedTempSaves } from '../../data/liveQueries';
import type { QueuedTempSave } from '../../data/tempActions';
import { getDeviceId } from '../../session/deviceId';
import { resendConfirmation } from '../auth/authActions';
import { useOnline } from '../syncStatus/useOnline';
import { mergeTempCollections, type ShownTempCollection } from './tempCollectionsView';
import './tempCollections.css';
import { authCopy } from '../../copy/auth';

type ServerState =
  { kind: 'loading' } | { kind: 'ready'; collections: TempCollection[] } | { kind: 'unavailable' };

/** GET /api/temp-collections for this device, again whenever the device's queue changes. */
function useServerTempCollections(email: string, queued: QueuedTempSave[] | undefined) {
  const online = useOnline();
  const [state, setState] = useState<ServerState>({ kind: 'loading' });
  const queuedCount = queued?.reduce((sum, save) => sum + save.perfumes.length, 0) ?? -1;

  useEffect(() => {
    if (!online) return;
    let active = true;
    api
      .call(endpoints.tempCollections, { query: { email, deviceId: getDeviceId() } })
      .then((collections) => {
        if (active) setState({ kind: 'ready', collections });
      })
      .catch((error: unknown) => {
        console.error('Vorläufige Sammlungen nicht abrufbar', error);
        if (active) setState({ kind: 'unavailable' });
      });
    return () => {
      active = false;
    };
  }, [email, online, queuedCount]);
  // Offline the device's copy is all there is.
  return online ? state : ({ kind: 'unavailable' } as const);
}

/** "E-Mail erneut senden": a new confirmation mail, within the server's mail budget. */
function ResendConfirmation({ email }: { email: string }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    if (status === 'sending') return;
    setStatus('sending');
    setError(null);
    try {
      await resendConfirmation(email);
      setStatus('sent');
    } catch (caught) {
      setError(describeAuthError(caught, 'resend').message);
      setStatus('idle');
    }
  };

  return (
    <div className="temp-collections__resend">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={status === 'sending'}
        onClick={() => void resend()}
      >
        {status === 'sending' ? authCopy.common.sending : authCopy.temp.resend}
      </button>
      <p role="status" className="temp-collections__resend-status">
        {status === 'sent' && authCopy.temp.resent(email)}
      </p>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function CollectionBlock({ collection }: { collection: ShownTempCollection }) {
  const titleId = useId();
  return (
    <section className="temp-collections__collection" aria-labelledby={titleId}>
      <h3 id={titleId} className="temp-collections__name">
        {collection.name}{' '}
        <span className="temp-collections__count">
          ({authCopy.temp.scents(collection.items.length)})
        </span>
      </h3>
      <ul className="temp-collections__items">
        {collection.items.map((item) => (
          <li key={item.key} className="temp-collections__item">
            <span className="temp-collections__perfume">{item.name}</span>
            {item.brand && <span className="temp-collections__brand">{item.brand}</span>}
            {item.onDeviceOnly && (
              <span className="badge badge--pending">{authCopy.temp.notMoved}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a person in temporary mode saved (issue 29 item 2): the server's temporary collections
 * of this device and what still waits on the device, marked as waiting for the confirmation,
 * with "E-Mail erneut senden". `hideWhenEmpty` keeps the start page clear before any save.
 */
export function TempCollectionsPanel({
  email,
  hideWhenEmpty = false,
}: {
  email: string;
  hideWhenEmpty?: boolean;
}) {
  const queued = useQueuedTempSaves(email);
  const server = useServerTempCollections(email, queued);
  const titleId = useId();
  const collections = mergeTempCollections(
    server.kind === 'ready' ? server.collections : [],
    queued ?? [],
    DEFAULT_COLLECTIONS,
  );
  const settled = queued !== undefined && server.kind !== 'loading';
  if (hideWhenEmpty && (!settled || collections.length === 0)) return null;

  return (
    <section className="temp-collections" aria-labelledby={titleId}>
      <div className="temp-collections__header">
        <h2 id={titleId} className="temp-collections__title">
          {authCopy.temp.title}
        </h2>
        <span className="badge temp-collections__badge">{authCopy.temp.waiting}</span>
      </div>
      <p>
        {authCopy.temp.confirmLead}
        <strong>{email}</strong>
        {authCopy.temp.confirmRest}
      </p>
      {!settled && (
        <p role="status" className="temp-collections__loading">
          {authCopy.temp.loading}
        </p>
      )}
      {settled && server.kind === 'unavailable' && (
        <p className="temp-collections__note">{authCopy.temp.offline}</p>
      )}
      {settled && collections.length === 0 && <p>{authCopy.temp.empty}</p>}
      {collections.map((collection) => (
        <CollectionBlock key={collection.type} collection={collection} />
      ))}
      <ResendConfirmation email={email} />
    </section>
  );
}
