import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { lineVariantsResponseSchema } from '../../contract/lineVariants';
import { buildRecord, sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp } from '../../../tests/support/testApp';

const catalog = [
  ...sampleCatalog(),
  buildRecord({
    id: 'fra-2001',
    name: 'Bleu de Chanel Eau de Parfum',
    brand: 'Chanel',
    votes: 600,
  }),
  buildRecord({ id: 'fra-2002', name: 'Bleu de Chanel Parfum', brand: 'Chanel', votes: 500 }),
  buildRecord({ id: 'fra-2003', name: "Bleu de Chanel L'Exclusif", brand: 'Chanel', votes: 5 }),
  buildRecord({ id: 'fra-2004', name: 'Sauvage Elixir', brand: 'Christian Dior', votes: 300 }),
];

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(catalog);
});

afterAll(async () => {
  await testApp.close();
});

async function variantsOf(perfumeIds: unknown) {
  const response = await testApp.app.request('/api/perfumes/line-variants', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ perfumeIds }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('POST /api/perfumes/line-variants', () => {
  it('lists the best-known other perfumes of each listed line, two per perfume, named after it', async () => {
    const { status, body } = await variantsOf(['fra-9099', 'fra-31861', 'fra-9828']);
    expect(status).toBe(200);
    const { variants } = lineVariantsResponseSchema.parse(body);
    expect(variants.map((v) => [v.name, v.variantOf])).toEqual([
      ['Bleu de Chanel Eau de Parfum', 'Bleu de Chanel'],
      ['Bleu de Chanel Parfum', 'Bleu de Chanel'],
      ['Sauvage Elixir', 'Sauvage'],
    ]);
    // Shop link from the affiliate template, as on recommendation cards.
    expect(variants[0]!.affiliate_link).toMatch(/^https:\/\/shop\.example\/suche\?q=/);
  });

  it('never lists a perfume of the list itself', async () => {
    const { body } = await variantsOf(['fra-9099', 'fra-2001']);
    const names = lineVariantsResponseSchema.parse(body).variants.map((v) => v.name);
    expect(names).toEqual(['Bleu de Chanel Parfum', "Bleu de Chanel L'Exclusif"]);
  });

  it('rejects an empty list with a German message', async () => {
    const { status, body } = await variantsOf([]);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.message).toMatch(/Ungültige Angabe/);
  });
});
