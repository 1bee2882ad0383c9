import { describe, expect, it } from 'vitest';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import { daytimeWord, identityLine, priceFacts, seasonFacts } from './perfumeFacts';

describe('identityLine', () => {
  it('joins the known facts and leaves unknown ones out', () => {
    expect(identityLine(buildPerfume({ year: 2019 }))).toBe('2019');
    const withFacts = buildPerfume({
      year: 2015,
      gender: 'female',
      concentration: 'Eau de Parfum',
    });
    expect(identityLine(withFacts)).toBe('Damen · EdP · 2015');
    expect(identityLine(buildPerfume({ year: null, gender: null }))).toBe('');
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
    expect(priceFacts({ ...perfume, sizeMl: 50 })).toMatchObject({
      size: '50 ml',
      unitPrice: '238,00\u00a0€ / 100 ml',
    });
    expect(priceFacts({ ...perfume, sizeMl: 7.5 })?.size).toBe('7,5 ml');
  });
});

describe('when to wear', () => {
  it('names the most voted season, a close second too, and the time of day in words', () => {
    const perfume = buildPerfume({
      seasons: { winter: 40, spring: 10, summer: 5, autumn: 35 },
      daytime: { day: 30, night: 70 },
    });
    expect(seasonFacts(perfume)?.sentence).toBe('Am liebsten getragen im Winter und Herbst.');
    const allYear = buildPerfume({ seasons: { winter: 19, spring: 28, summer: 26, autumn: 26 } });
    expect(seasonFacts(allYear)?.sentence).toBe(
      'Das ganze Jahr über getragen, am liebsten im Frühling.',
    );
    expect(seasonFacts(perfume)?.rows.map((row) => row.label)).toEqual([
      'Frühling',
      'Sommer',
      'Herbst',
      'Winter',
    ]);
    expect(daytimeWord(perfume)).toBe('eher abends');
    expect(seasonFacts(buildPerfume({ seasons: null }))).toBeNull();
    expect(daytimeWord(buildPerfume({ daytime: { day: 50, night: 50 } }))).toBe('tags wie abends');
  });
});
