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
        {status === 'sending' ? 'Wird gesendet …' : 'E-Mail erneut senden'}
      </button>
      <p role="status" className="temp-collections__resend-status">
        {status === 'sent' &&
          `Wir haben dir eine neue Bestätigungs-E-Mail an ${email} geschickt. Der Link darin gilt eine Stunde.`}
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
          ({collection.items.length === 1 ? '1 Duft' : `${collection.items.length} Düfte`})
        </span>
      </h3>
      <ul className="temp-collections__items">
        {collection.items.map((item) => (
          <li key={item.key} className="temp-collections__item">
            <span className="temp-collections__perfume">{item.name}</span>
            {item.brand && <span className="temp-collections__brand">{item.brand}</span>}
            {item.onDeviceOnly && (
              <span className="badge badge--pending">Noch nicht übertragen</span>
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
          Vorläufig gespeichert
        </h2>
        <span className="badge temp-collections__badge">Wartet auf Bestätigung</span>
      </div>
      <p>
        Bestätige deine E-Mail-Adresse <strong>{email}</strong> mit dem Link aus unserer Mail – dann
        ziehen diese Düfte in dein Konto um. Bis dahin liegen sie vorläufig auf diesem Gerät und bei
        uns.
      </p>
      {!settled && (
        <p role="status" className="temp-collections__loading">
          Wird geladen …
        </p>
      )}
      {settled && server.kind === 'unavailable' && (
        <p className="temp-collections__note">
          Der Server ist gerade nicht erreichbar – hier steht, was auf diesem Gerät wartet.
        </p>
      )}
      {settled && collections.length === 0 && (
        <p>Noch nichts gespeichert. Wähle Düfte aus und tippe auf „Speichern &amp; analysieren“.</p>
      )}
      {collections.map((collection) => (
        <CollectionBlock key={collection.type} collection={collection} />
      ))}
      <ResendConfirmation email={email} />
    </section>
  );
}
