import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { migrate } from '../../db/migrate';
import {
  memoryRateLimitStore,
  perPeriod,
  postgresRateLimitStore,
  type RateLimitStore,
} from './rateLimitStore';

// The same behaviour from both stores: the memory store everywhere, the table store on
// whichever database this run uses (PGlite or the throwaway PostgreSQL).
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});
afterAll(async () => {
  await database.drop();
});

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => memoryRateLimitStore()],
  ['table', () => postgresRateLimitStore(database.db)],
];

describe.each(stores)('rate-limit store (%s)', (_name, makeStore) => {
  // Refills one request per hour: nothing refills while a test runs.
  const rule = perPeriod(`test-${Math.random().toString(36).slice(2)}`, 3, 3 * 3600);

  it('allows the burst, then refuses with the time until the next request', async () => {
    const store = makeStore();
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await store.take(rule, 'a'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(3500);
    expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it('keeps separate buckets per key and per rule', async () => {
    const store = makeStore();
    const other = { ...rule, name: `${rule.name}-other` };
    for (let i = 0; i < 3; i++) await store.take(rule, 'b');
    expect((await store.take(rule, 'b')).allowed).toBe(false);
    expect((await store.take(rule, 'c')).allowed).toBe(true);
    expect((await store.take(other, 'b')).allowed).toBe(true);
  });

  it('never lets concurrent requests overspend a bucket', async () => {
    const store = makeStore();
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => store.take(rule, 'parallel')),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });

  it('refills over time', async () => {
    const store = makeStore();
    const fast = perPeriod(`${rule.name}-fast`, 1, 0.2);
    expect((await store.take(fast, 'd')).allowed).toBe(true);
    expect((await store.take(fast, 'd')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.take(fast, 'd')).allowed).toBe(true);
  });

  it('forgets buckets that have refilled completely', async () => {
    const store = makeStore();
    const fast = perPeriod(`${rule.name}-prune`, 1, 0.1);
    await store.take(fast, 'e');
    await store.take(rule, 'kept');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    // The slow bucket is still half empty and stays.
    for (let i = 0; i < 2; i++) await store.take(rule, 'kept');
    expect((await store.take(rule, 'kept')).allowed).toBe(false);
  });
});
