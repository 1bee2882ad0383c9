import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints';
import { isLazySchema, lazySchema } from './lazySchema';

function counted() {
  let builds = 0;
  const schema = lazySchema(() => {
    builds += 1;
    return z.object({ name: z.string().min(1), votes: z.number().int().nonnegative() });
  });
  return { schema, builds: () => builds };
}

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    const { schema, builds } = counted();
    const list = lazySchema(() => z.array(schema));
    expect(builds()).toBe(0);

    expect(list.parse([{ name: 'Terre d’Hermès', votes: 3 }])).toHaveLength(1);
    expect(builds()).toBe(1);
    schema.parse({ name: 'Encre Noire', votes: 0 });
    expect(builds()).toBe(1);
  });

  it('behaves as the schema it stands for', () => {
    const { schema } = counted();
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(schema.shape)).toEqual(['name', 'votes']);

    const refused = schema.safeParse({ name: '', votes: -1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'votes']);

    const extended = schema.extend({ year: z.number().nullable() });
    expect(extended.parse({ name: 'Alien', votes: 5, year: null })).toEqual({
      name: 'Alien',
      votes: 5,
      year: null,
    });
    expect(() => extended.parse({ name: 'Alien', votes: 5 })).toThrow();
  });

  it('composes inside other schemas and converts to JSON Schema', () => {
    const { schema } = counted();
    const page = z.object({ perfumes: z.array(schema), hasMore: z.boolean() });
    expect(page.safeParse({ perfumes: [{ name: 'x', votes: 1.5 }], hasMore: false }).success).toBe(
      false,
    );
    const json = z.toJSONSchema(page);
    expect(json.properties?.perfumes).toMatchObject({
      items: { type: 'object', required: ['name', 'votes'] },
    });
  });

  it('lists the built schema’s own properties', () => {
    const { schema } = counted();
    const copy = { ...schema };
    expect(Object.keys(copy)).toEqual(Object.keys(schema));
    expect('_zod' in schema).toBe(true);
  });
});

// Every schema of the contract is built on first use: one built at import would be built by
// every page's start again (the endpoint table imports them all).
describe('the contract', () => {
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
    eager: true,
  });

  it('exports only schemas that are built on first use', () => {
    const built: string[] = [];
    let lazy = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (isLazySchema(value)) lazy += 1;
        else if (typeof value === 'object' && value !== null && '_zod' in value)
          built.push(`${file}: ${name}`);
      }
    }
    expect(built).toEqual([]);
    expect(lazy).toBeGreaterThan(100);
  });

  it('has every endpoint’s query, body and answer built on first use (or loaded then)', () => {
    const eager = Object.entries(endpoints).flatMap(([name, endpoint]) =>
      [
        ['query', 'query' in endpoint ? endpoint.query : undefined],
        ['body', 'body' in endpoint && endpoint.body !== 'multipart' ? endpoint.body : undefined],
        ['response', 'load' in endpoint.response ? undefined : endpoint.response],
      ]
        .filter(([, schema]) => schema !== undefined && !isLazySchema(schema))
        .map(([part]) => `${name}.${String(part)}`),
    );
    expect(eager).toEqual([]);
  });
});
