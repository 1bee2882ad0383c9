// Session revocations between instances on one PostgreSQL: a sign-out, a revoked token
// family, a password change or a deleted user on one instance is announced with NOTIFY,
// and every instance LISTENs on its own connection and forgets the affected entries of its
// session cache. While the listening connection is down (and until it is back), the cache
// is switched off, so a missed notification can never let a revoked session through.
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Revocation, SessionCache } from './sessionCache';

export const REVOCATION_CHANNEL = 'duftkompass_session_revoked';
const RECONNECT_MS = 1000;

const revocationSchema = z.object({ kind: z.enum(['session', 'user']), id: z.string().max(100) });

export interface RevocationChannel {
  /** Starts listening; the cache is trusted only while the connection is up. */
  connect(cache: SessionCache): Promise<void>;
  close(): Promise<void>;
}

export function postgresRevocationChannel(
  db: Database,
  connectionString: string,
): RevocationChannel {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const listen = async (cache: SessionCache) => {
    const listener = new pg.Client({ connectionString });
    const lost = (reason: string) => {
      if (client !== listener) return;
      client = null;
      cache.setTrusted(false);
      void listener.end().catch(() => undefined);
      if (closed) return;
      console.error(`[auth] Widerrufs-Kanal unterbrochen (${reason}), Sitzungs-Cache aus.`);
      retry = setTimeout(() => void listen(cache).catch(() => undefined), RECONNECT_MS);
      retry.unref();
    };
    client = listener;
    listener.on('error', (error) => lost(error.message));
    listener.on('end', () => lost('Verbindung beendet'));
    listener.on('notification', (message) => {
      if (message.channel !== REVOCATION_CHANNEL || !message.payload) return;
      try {
        const parsed = revocationSchema.safeParse(JSON.parse(message.payload));
        if (parsed.success) cache.apply(parsed.data);
      } catch {
        // Not ours; nothing to forget.
      }
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${REVOCATION_CHANNEL}`);
      cache.setTrusted(true);
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    async connect(cache) {
      cache.setTrusted(false);
      cache.broadcastTo((revocation: Revocation) => {
        db.query('SELECT pg_notify($1, $2)', [
          REVOCATION_CHANNEL,
          JSON.stringify(revocation),
        ]).catch((error: unknown) =>
          console.error(
            '[auth] Widerruf konnte nicht an andere Instanzen gemeldet werden:',
            error instanceof Error ? error.message : error,
          ),
        );
      });
      await listen(cache);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
