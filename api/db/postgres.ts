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

export function openPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] Verbindung im Pool verloren:', error.message));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
