import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database';
import { lockDataDir } from './dataDirLock';

function wrap(pg: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pg.query<Row>(sql, [...params]);
      // PGlite reports affectedRows only for writes; a SELECT's count is its rows.
      const rowCount = result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0);
      return { rows: result.rows, rowCount };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

/** Embedded Postgres: files under `dataDir`, or in memory when dataDir is null (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per data directory (see dataDirLock.ts).
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
