import v8 from 'node:v8';
import vm from 'node:vm';
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

  it('takes several tokens at once for a budget, never more than are left or than the burst', async () => {
    const store = makeStore();
    const budget = perPeriod(`${rule.name}-budget`, 100, 3600);
    expect((await store.take(budget, 'f', 60)).allowed).toBe(true);
    const refused = await store.take(budget, 'f', 50);
    expect(refused.allowed).toBe(false);
    // Ten are missing; one token comes back every 36 seconds.
    expect(refused.retryAfterSeconds).toBeGreaterThan(300);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(360);
    // The refusal spent nothing: the 40 left are still there.
    expect((await store.take(budget, 'f', 40)).allowed).toBe(true);
    expect((await store.take(budget, 'f', 1)).allowed).toBe(false);
    // More than the burst can never be paid, not even by a fresh bucket.
    expect((await store.take(budget, 'g', 101)).allowed).toBe(false);
    expect((await store.take(budget, 'g', 100)).allowed).toBe(true);
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

describe('memory store under many distinct callers (N2)', () => {
  it('stays bounded by its cap with 100,000 callers, and still limits a repeated one', async () => {
    v8.setFlagsFromString('--expose_gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const rule = perPeriod('distinct', 2, 3600);
    const fill = async (maxBuckets: number) => {
      const store = memoryRateLimitStore(Date.now, maxBuckets);
      gc();
      const heap = process.memoryUsage().heapUsed;
      const rss = process.memoryUsage().rss;
      for (let i = 0; i < 100_000; i++) {
        const network = `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::/64`;
        await store.take(rule, network);
      }
      gc();
      const mb = (bytes: number) => bytes / 2 ** 20;
      return {
        store,
        heapMb: mb(process.memoryUsage().heapUsed - heap),
        rssMb: mb(process.memoryUsage().rss - rss),
      };
    };
    const unbounded = await fill(Number.MAX_SAFE_INTEGER);
    const unboundedHeap = unbounded.heapMb;
    expect(unbounded.store.size()).toBe(100_000);
    const bounded = await fill(20_000);
    console.log(
      `[rate limits] 100,000 callers: capped at 20,000 heap +${bounded.heapMb.toFixed(1)} MB ` +
        `(RSS +${bounded.rssMb.toFixed(1)} MB), uncapped heap +${unboundedHeap.toFixed(1)} MB`,
    );
    expect(bounded.store.size()).toBeLessThanOrEqual(20_000);
    // A fifth of the buckets; allow for noise, but far below the uncapped figure.
    expect(bounded.heapMb).toBeLessThan(unboundedHeap * 0.5);
    // A caller that keeps coming stays in the store (it is recently used) and stays limited.
    const store = bounded.store;
    for (let i = 0; i < 2; i++) await store.take(rule, 'busy');
    for (let i = 0; i < 5000; i++) {
      await store.take(rule, `other-${i}`);
      if (i % 1000 === 0) expect((await store.take(rule, 'busy')).allowed).toBe(false);
    }
  });

  it('drops refilled buckets as it goes, without a full sweep', async () => {
    let clock = 0;
    const store = memoryRateLimitStore(() => clock, 1_000_000);
    const rule = perPeriod('sweep', 1, 1);
    for (let i = 0; i < 1000; i++) await store.take(rule, `a-${i}`);
    clock = 10_000;
    for (let i = 0; i < 1000; i++) await store.take(rule, `b-${i}`);
    // Each take looked at the oldest few and dropped the refilled ones among them.
    expect(store.size()).toBeLessThan(1100);
  });
});
