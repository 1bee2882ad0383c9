import { describe, expect, it } from 'vitest';
import { createShopLinker, validateAffiliateTemplate } from './affiliateLinks';

const sauvage = {
  id: 'fra-31861',
  name: 'Sauvage',
  brand: 'Christian Dior',
  affiliate_link: null,
  shop: null,
};

describe('createShopLinker', () => {
  it('prefers the deep link from a product feed', () => {
    const link = createShopLinker('https://shop.example/suche?q={query}&partner=42');
    expect(
      link({ ...sauvage, affiliate_link: 'https://feed.example/p/1', shop: 'feed.example' }),
    ).toEqual({
      url: 'https://feed.example/p/1',
      shop: 'feed.example',
    });
  });

  it('fills the template with the encoded brand and name', () => {
    const link = createShopLinker('https://www.shop.example/suche?q={query}&partner=42&ref={id}');
    expect(link(sauvage)).toEqual({
      url: 'https://www.shop.example/suche?q=Christian%20Dior%20Sauvage&partner=42&ref=fra-31861',
      shop: 'shop.example',
    });
    expect(link({ ...sauvage, name: "Terre d'Hermès & Co" })?.url).toContain(
      "Terre%20d'Herm%C3%A8s%20%26%20Co",
    );
  });

  it('gives no link without feed link or template', () => {
    expect(createShopLinker(null)(sauvage)).toBeNull();
  });
});

describe('validateAffiliateTemplate', () => {
  it('accepts an http(s) URL with a placeholder and explains what is wrong otherwise', () => {
    expect(validateAffiliateTemplate('https://shop.example/s?q={query}')).toBeNull();
    expect(validateAffiliateTemplate('shop.example/{query}')).toMatch(/gültige URL/);
    expect(validateAffiliateTemplate('ftp://shop.example/{query}')).toMatch(/http/);
    expect(validateAffiliateTemplate('https://shop.example/')).toMatch(/Platzhalter/);
  });
});
