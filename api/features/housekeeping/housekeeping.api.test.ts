import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { migrate } from '../../db/migrate';
import { postgresRateLimitStore } from '../limits/rateLimitStore';
import { runHousekeeping } from './housekeeping';
import { retentionTasks } from './retentionTasks';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});
afterAll(async () => {
  await database.drop();
});

const count = async (table: string) =>
  (await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

describe('retention', () => {
  it('deletes what is past its period and keeps what is not', async () => {
    const db = database.db;
    await db.query(
      `INSERT INTO ai_cache (key, type, result, created_at, last_hit_at) VALUES
         ('alt', 'analysis', '{}', now() - interval '90 days', now() - interval '31 days'),
         ('oft', 'analysis', '{}', now() - interval '90 days', now() - interval '1 day'),
         ('neu', 'analysis', '{}', now(), NULL)`,
    );
    await db.query(
      `INSERT INTO ai_calls (type, engine, model, duration_ms, outcome, created_at) VALUES
         ('analysis', 'local', 'v1', 5, 'ok', now() - interval '401 days'),
         ('analysis', 'local', 'v1', 5, 'ok', now() - interval '300 days')`,
    );
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO temp_collections (email, device_id, type, name, created_at) VALUES
         ('alt@example.de', $1, 'main', 'Meine Parfümsammlung', now() - interval '40 days'),
         ('neu@example.de', $2, 'main', 'Meine Parfümsammlung', now() - interval '40 days')
       RETURNING id`,
      [randomUUID(), randomUUID()],
    );
    // The second one was saved into recently: it stays.
    await db.query(
      `INSERT INTO temp_collection_items (temp_collection_id, perfume_id, name, brand, added_at)
       VALUES ($1, NULL, 'Foto-Fund', 'Unbekannt', now() - interval '2 days')`,
      [rows[1]!.id],
    );
    await db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, status, created_at)
       VALUES ('s', $1, 'h', 200, now() - interval '9 days')`,
      [randomUUID()],
    );
    await db.query(
      `INSERT INTO rate_limit_buckets (key, tokens, allowed, updated_at, full_at) VALUES
         ('voll', 1, true, now() - interval '1 hour', now() - interval '1 minute'),
         ('leer', 0, false, now(), now() + interval '1 hour')`,
    );
    const logged: string[] = [];
    await runHousekeeping(retentionTasks(db, postgresRateLimitStore(db)), (line) =>
      logged.push(line),
    );
    expect((await db.query('SELECT key FROM ai_cache ORDER BY key')).rows).toEqual([
      { key: 'neu' },
      { key: 'oft' },
    ]);
    expect(await count('ai_calls')).toBe(1);
    expect((await db.query('SELECT email FROM temp_collections')).rows).toEqual([
      { email: 'neu@example.de' },
    ]);
    expect(await count('idempotency_keys')).toBe(0);
    expect((await db.query('SELECT key FROM rate_limit_buckets')).rows).toEqual([{ key: 'leer' }]);
    expect(logged.length).toBeGreaterThanOrEqual(4);
  });

  it('runs the remaining tasks when one fails', async () => {
    const ran: string[] = [];
    await runHousekeeping(
      [
        { name: 'kaputt', run: () => Promise.reject(new Error('Datenbank weg')) },
        { name: 'heil', run: () => (ran.push('heil'), Promise.resolve(0)) },
      ],
      () => undefined,
    );
    expect(ran).toEqual(['heil']);
  });
});
