import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/support/testApp';
import { migrate, MigrationError, readMigrations } from './migrate';

let database: TestDatabase | null = null;

afterEach(async () => {
  await database?.drop();
  database = null;
});

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('migrate', () => {
  it('applies the project migrations once and records them', async () => {
    database = await openTestDatabase();
    const first = await migrate(database.db);
    expect(first).toContain('0001_catalog.sql');
    expect(await migrate(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM perfumes',
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('rolls a failing migration back completely', async () => {
    database = await openTestDatabase();
    const dir = migrationsDir({
      '0001_good.sql': 'CREATE TABLE a (id int);',
      '0002_bad.sql': 'CREATE TABLE b (id int); SELECT * FROM gibt_es_nicht;',
    });
    await expect(migrate(database.db, readMigrations(dir))).rejects.toThrow();
    const { rows } = await database.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('a', 'b')`,
    );
    expect(rows.map((row) => row.name)).toEqual(['a']);
    const recorded = await database.db.query('SELECT version FROM schema_migrations');
    expect(recorded.rowCount).toBe(1);
  });

  it('refuses to start when an applied migration file was edited', async () => {
    database = await openTestDatabase();
    const dir = migrationsDir({ '0001_first.sql': 'CREATE TABLE c (id int);' });
    await migrate(database.db, readMigrations(dir));
    writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE c (id bigint);');
    await expect(migrate(database.db, readMigrations(dir))).rejects.toThrow(MigrationError);
    await expect(migrate(database.db, readMigrations(dir))).rejects.toThrow(/verändert/);
  });

  it('rejects gaps and badly named files', () => {
    expect(() => readMigrations(migrationsDir({ '0002_x.sql': 'SELECT 1;' }))).toThrow(/0001/);
    expect(() => readMigrations(migrationsDir({ '1_x.sql': 'SELECT 1;' }))).toThrow(/NNNN_name/);
  });
});
