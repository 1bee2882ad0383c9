import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/testApp';

// Only meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite there is no pool.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('PostgreSQL pool', () => {
  it('sets the statement and idle-transaction timeouts on every connection', async () => {
    const database = await openTestDatabase();
    try {
      const { rows } = await database.db.query<{ statement_timeout: string }>(
        'SHOW statement_timeout',
      );
      expect(rows[0]?.statement_timeout).toBe('30s');
      const idle = await database.db.query<{ idle_in_transaction_session_timeout: string }>(
        'SHOW idle_in_transaction_session_timeout',
      );
      expect(idle.rows[0]?.idle_in_transaction_session_timeout).toBe('1min');
    } finally {
      await database.drop();
    }
  });

  it('throws away a connection whose rollback failed instead of reusing it', async () => {
    const database = await openTestDatabase();
    try {
      const db = database.db;
      let backend = 0;
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          backend = rows[0]!.pid;
          // Ending our own connection makes the rollback fail.
          await tx.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
          throw new Error('Abbruch');
        }),
      ).rejects.toThrow('Abbruch');
      // Every later transaction gets a healthy connection, never the dead one.
      for (let i = 0; i < 6; i++) {
        const pid = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          return rows[0]!.pid;
        });
        expect(pid).not.toBe(backend);
      }
    } finally {
      await database.drop();
    }
  });
});
