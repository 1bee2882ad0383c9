import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  parseFeed,
  parsePriceCents,
  parseSizeMl,
  pickByConcentration,
  productKey,
} from './shopFeed';

describe('parseCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks inside', () => {
    expect(parseCsv('a,b\n"x, y","sagt ""hallo""\nzweite Zeile"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'sagt "hallo"\nzweite Zeile'],
    ]);
  });

  it('detects semicolons as separator and ignores a byte order mark and empty lines', () => {
    expect(parseCsv('\uFEFFname;preis\r\nSauvage;49,95\r\n\r\n')).toEqual([
      ['name', 'preis'],
      ['Sauvage', '49,95'],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a\n"offen')).toThrow(/Anführungszeichen/);
  });
});

describe('parsePriceCents', () => {
  it('reads German and English decimal notation', () => {
    expect(parsePriceCents('49,95')).toBe(4995);
    expect(parsePriceCents('49.95')).toBe(4995);
    expect(parsePriceCents('1.049,00 €')).toBe(104900);
    expect(parsePriceCents('1,049.5')).toBe(104950);
    expect(parsePriceCents('80')).toBe(8000);
  });

  it('rejects empty, zero and text prices', () => {
    expect(parsePriceCents('')).toBeNull();
    expect(parsePriceCents('0,00')).toBeNull();
    expect(parsePriceCents('auf Anfrage')).toBeNull();
  });
});

describe('parseFeed', () => {
  const header = 'name,brand,price,currency,image_url,deep_link';

  it('turns valid rows into products with the shop taken from the link', () => {
    const feed = parseFeed(
      `${header}\nSauvage Eau de Toilette 100 ml,Dior,"89,99",EUR,https://img.example/s.jpg,https://www.shop.example/p/1`,
    );
    expect(feed.rejected).toEqual([]);
    expect(feed.products[0]).toMatchObject({
      priceCents: 8999,
      currency: 'EUR',
      image: 'https://img.example/s.jpg',
      link: 'https://www.shop.example/p/1',
      shop: 'shop.example',
      sizeMl: 100,
    });
  });

  it('reads the size from a size column before the title, and rejects a size that is none', () => {
    const feed = parseFeed(
      'name,brand,price,deep_link,größe\n' +
        'Sauvage Eau de Toilette 100 ml,Dior,89,https://shop.example/1,60 ml\n' +
        'Sauvage Eau de Toilette,Dior,49,https://shop.example/2,"7,5"\n' +
        'Sauvage Eau de Toilette 200ml,Dior,120,https://shop.example/3,\n' +
        'Sauvage,Dior,10,https://shop.example/4,groß\n' +
        'Sauvage Eau de Toilette,Dior,99,https://shop.example/5,',
    );
    expect(feed.products.map((product) => product.sizeMl)).toEqual([60, 7.5, 200, null]);
    expect(feed.rejected).toEqual(['Zeile 5: Größe "groß" ungültig (ml, höchstens 5000)']);
  });

  it('rejects rows with bad prices, currencies or links and says why', () => {
    const feed = parseFeed(
      `${header}\nA,B,gratis,EUR,,https://x.example\nA,B,10,CHF,,https://x.example\nA,B,10,EUR,,javascript:alert(1)`,
    );
    expect(feed.products).toEqual([]);
    expect(feed.rejected).toEqual([
      'Zeile 2: Preis "gratis" ungültig',
      'Zeile 3: Währung "CHF" unbekannt (EUR, USD, GBP)',
      'Zeile 4: Link ist keine http(s)-URL',
    ]);
  });

  it('names missing columns', () => {
    expect(() => parseFeed('name,brand\nA,B')).toThrow(/price, link/);
  });
});

describe('parseSizeMl', () => {
  it('finds "N ml" in a title, with or without a space, German or English decimals', () => {
    expect(parseSizeMl('Aventus Eau de Parfum 100 ml')).toBe(100);
    expect(parseSizeMl('Aventus EdP 50ML Spray')).toBe(50);
    expect(parseSizeMl('Miniatur 7,5 ml')).toBe(7.5);
    expect(parseSizeMl('Travel 7.5ml')).toBe(7.5);
  });

  it('reads a bare number only from a size column', () => {
    expect(parseSizeMl('100', { bare: true })).toBe(100);
    expect(parseSizeMl('100')).toBeNull();
  });

  it('finds nothing in titles without a size and refuses sizes no bottle has', () => {
    expect(parseSizeMl('N°5 Eau de Parfum')).toBeNull();
    expect(parseSizeMl('Sauvage 3.4 oz')).toBeNull();
    expect(parseSizeMl('Kanister 12345 ml')).toBeNull();
    expect(parseSizeMl('0 ml')).toBeNull();
  });
});

describe('productKey', () => {
  it('ignores concentration, size and a repeated brand in the feed name', () => {
    expect(productKey('Christian Dior', 'Sauvage Eau de Toilette 100 ml')).toBe(
      productKey('Christian Dior', 'Sauvage'),
    );
    expect(productKey('Chanel', 'Chanel Coco Mademoiselle EDP 50ml')).toBe(
      productKey('chanel', 'Coco Mademoiselle'),
    );
    expect(productKey('Hermès', "Terre d'Hermès")).toBe(productKey('Hermes', 'Terre d Hermes'));
  });
});

describe('pickByConcentration', () => {
  const sauvage = [
    { id: 'edt', name: 'Sauvage' },
    { id: 'edp', name: 'Sauvage Eau de Parfum' },
    { id: 'parfum', name: 'Sauvage Parfum' },
  ];

  it("takes the perfume named with the feed's concentration", () => {
    expect(pickByConcentration('Sauvage Eau de Parfum 100 ml', sauvage)).toBe('edp');
    expect(pickByConcentration('Sauvage Parfum 60ml', sauvage)).toBe('parfum');
  });

  it("takes the perfume named without a concentration when none carries the feed's", () => {
    expect(pickByConcentration('Sauvage Eau de Toilette 100 ml', sauvage)).toBe('edt');
    expect(pickByConcentration('Sauvage 100 ml', sauvage)).toBe('edt');
  });

  it('reports two plain namesakes as ambiguous instead of guessing', () => {
    const twins = [
      { id: 'a', name: 'Legend' },
      { id: 'b', name: 'Legend' },
    ];
    expect(pickByConcentration('Legend Eau de Toilette', twins)).toBeNull();
  });
});

describe('parseFeed with EAN/GTIN columns', () => {
  const header = 'name,brand,price,deep_link,ean,gtin';

  it('keeps valid numbers of either column in the 14-digit form, several per cell too', () => {
    const feed = parseFeed(
      `${header}\nSauvage EDT 100 ml,Dior,89,https://shop.example/s,4006381333931,"96385074|012345678905"`,
    );
    expect(feed.badCodes).toEqual([]);
    expect(feed.products[0]!.gtins).toEqual(['04006381333931', '00000096385074', '00012345678905']);
  });

  it('keeps the offer but not a number with a wrong check digit or a broken number', () => {
    const feed = parseFeed(
      `${header}\nSauvage,Dior,89,https://shop.example/s,4006381333932,\nAventus,Creed,199,https://shop.example/a,,4.00638E+12`,
    );
    expect(feed.products.map((product) => product.gtins)).toEqual([[], []]);
    expect(feed.badCodes).toEqual([
      'Zeile 2: EAN/GTIN "4006381333932" hat eine falsche Prüfziffer',
      'Zeile 3: EAN/GTIN "4.00638E+12" ist keine 8-, 12-, 13- oder 14-stellige Nummer',
    ]);
  });

  it('reads a feed without such columns, and empty cells, as offers without numbers', () => {
    expect(
      parseFeed('name,brand,price,deep_link\nSauvage,Dior,89,https://s.example/1').products[0]!
        .gtins,
    ).toEqual([]);
    expect(
      parseFeed(`${header}\nSauvage,Dior,89,https://s.example/1,,`).products[0]!.gtins,
    ).toEqual([]);
  });
});
