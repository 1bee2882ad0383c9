import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';

type Client = Pick<pg.PoolClient, 'query'>;

function wrap(client: Client): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(sql, [...params]);
      // pg types rows as any[]; the repositories give them their shape.
      const rows: Row[] = result.rows;
      return { rows, rowCount: result.rowCount ?? rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * Bounds on waiting: a request never waits for a connection longer than 10 s, no statement
 * runs longer than 30 s, and a transaction left idle (a bug, a stalled client) is ended by
 * the server after 60 s instead of holding its locks.
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 10_000,
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 60_000,
} as const;

export function openPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections, ...POSTGRES_TIMEOUTS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] Verbindung im Pool verloren:', error.message));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection whose rollback failed may still be inside the transaction: it must
      // never go back to the pool, or the next request would run in a broken transaction.
      let broken: Error | undefined;
      // A checked-out client whose connection dies between two queries emits 'error';
      // without a listener that would end the process. The next query fails instead.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
