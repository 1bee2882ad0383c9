// Forward-only migrations: db-migrations/NNNN_name.sql applied in order, each in its
// own transaction, recorded with a checksum. A recorded file that changed afterwards
// stops the start: migrations are never edited once they have landed. Every step holds
// an advisory lock, so instances starting together apply each migration exactly once.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db-migrations');

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrations = files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1]) {
      throw new MigrationError(`Migrationsdatei ${file} passt nicht zum Muster NNNN_name.sql.`);
    }
    const sql = readFileSync(path.join(dir, file), 'utf8');
    return {
      version: Number(match[1]),
      name: file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    };
  });
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new MigrationError(
        `Migration ${migration.name}: erwartet wurde Nummer ${String(index + 1).padStart(4, '0')}.`,
      );
    }
  });
  return migrations;
}

/** Key of the advisory lock every migration step takes (any fixed number would do). */
export const MIGRATION_LOCK_KEY = 4_711_2025;

const lockMigrations = (tx: Queryable) =>
  tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);

/** Applies pending migrations; returns the names it applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  // Two instances creating the table at once would collide even with IF NOT EXISTS.
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const { rows } = await db.query<{ version: number; name: string; checksum: string }>(
    'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
  );
  const recorded = new Map(rows.map((row) => [row.version, row]));
  for (const row of rows) {
    const file = migrations.find((migration) => migration.version === row.version);
    if (!file) {
      throw new MigrationError(
        `Die Datenbank kennt Migration ${row.name}, die Datei fehlt. Ist der Code älter als die Datenbank?`,
      );
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.name} wurde nach dem Anwenden verändert. Migrationen dürfen nicht bearbeitet werden – lege eine neue an.`,
      );
    }
  }
  const applied: string[] = [];
  for (const migration of migrations) {
    if (recorded.has(migration.version)) continue;
    const done = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      // Another instance may have applied it while this one waited for the lock.
      const { rowCount } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
