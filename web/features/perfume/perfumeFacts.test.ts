import { describe, expect, it } from 'vitest';
import { buildPerfume } from '../../testing/buildPerfume';
import { identityLine, priceFacts } from './perfumeFacts';

describe('identityLine', () => {
  it('joins the known facts and leaves unknown ones out', () => {
    expect(identityLine(buildPerfume({ year: 2019 }))).toBe('2019');
    const withFacts = Object.assign(buildPerfume({ year: 2015 }), {
      gender: 'female',
      concentration: 'Eau de Parfum',
    });
    expect(identityLine(withFacts)).toBe('Damen · EdP · 2015');
    expect(identityLine(Object.assign(buildPerfume({ year: null }), { gender: 'x' }))).toBe('');
  });
});

describe('priceFacts', () => {
  it('shows nothing without a price from a feed', () => {
    expect(priceFacts(buildPerfume({ priceCents: null, currency: null }))).toBeNull();
  });

  it('gives price, shop and link, and the unit price per 100 ml when the size is known', () => {
    const perfume = buildPerfume({
      priceCents: 11900,
      currency: 'EUR',
      shop: 'shop.example',
      affiliate_link: 'https://shop.example/p/1',
    });
    expect(priceFacts(perfume)).toMatchObject({
      price: '119,00\u00a0€',
      size: null,
      unitPrice: null,
      shop: 'shop.example',
    });
    expect(priceFacts({ ...perfume, sizeMl: 50 } as typeof perfume)).toMatchObject({
      size: '50 ml',
      unitPrice: '238,00\u00a0€ / 100 ml',
    });
  });
});
