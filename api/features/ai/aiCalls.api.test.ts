import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { migrate } from '../../db/migrate';
import { cachedCall, costUsd } from './aiCalls';

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});

afterEach(async () => {
  await database.drop();
});

const schema = z.object({ text: z.string() });

function call(
  input: unknown,
  compute: () => Promise<{
    result: unknown;
    usage: { model: string; inputTokens: number; outputTokens: number };
  }>,
) {
  return cachedCall(database.db, {
    type: 'analysis',
    engine: 'openai',
    model: 'gpt-4o-mini',
    promptVersion: 'v1',
    input,
    schema,
    compute,
  });
}

async function calls() {
  const { rows } = await database.db.query<{
    outcome: string;
    cache_hit: boolean;
    cost: string;
    input_tokens: number;
  }>('SELECT outcome, cache_hit, cost_usd::text AS cost, input_tokens FROM ai_calls ORDER BY id');
  return rows;
}

describe('cachedCall', () => {
  it('computes once, then serves equal input from the cache and logs both calls', async () => {
    let computed = 0;
    const compute = async () => {
      computed++;
      return {
        result: { text: 'Holzig' },
        usage: { model: 'gpt-4o-mini', inputTokens: 1000, outputTokens: 500 },
      };
    };
    expect(await call({ names: ['a', 'b'] }, compute)).toEqual({
      result: { text: 'Holzig' },
      cacheHit: false,
    });
    expect(await call({ names: ['a', 'b'] }, compute)).toEqual({
      result: { text: 'Holzig' },
      cacheHit: true,
    });
    expect(computed).toBe(1);
    expect(await calls()).toEqual([
      { outcome: 'ok', cache_hit: false, cost: '0.000450', input_tokens: 1000 },
      { outcome: 'ok', cache_hit: true, cost: '0.000000', input_tokens: 0 },
    ]);
  });

  it('never caches or returns output that violates the schema, and logs the failure', async () => {
    const malformed = async () => ({
      result: { text: 42 },
      usage: { model: 'gpt-4o-mini', inputTokens: 1, outputTokens: 1 },
    });
    await expect(call({ names: ['x'] }, malformed)).rejects.toThrow();
    const { rows } = await database.db.query('SELECT key FROM ai_cache');
    expect(rows).toEqual([]);
    expect((await calls())[0]?.outcome).toMatch(/^error/);
  });
});

describe('costUsd', () => {
  it('prices known models per million tokens and unknown ones at zero', () => {
    expect(
      costUsd({ model: 'gpt-4o', inputTokens: 1_000_000, outputTokens: 1_000_000 }),
    ).toBeCloseTo(12.5);
    expect(
      costUsd({ model: 'gpt-4o-mini-2024-07-18', inputTokens: 2_000_000, outputTokens: 0 }),
    ).toBeCloseTo(0.3);
    expect(costUsd({ model: 'lokal', inputTokens: 5, outputTokens: 5 })).toBe(0);
  });
});
