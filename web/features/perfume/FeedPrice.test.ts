// Issue 26 item 7: a price only from a feed (with bottle, Grundpreis and shop), "Preise
// vergleichen" for a shop-template link without one, nothing without either; never
// "Preis auf Anfrage"; "Anzeige" only next to a real shop link.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeedPrice, PriceAndShop } from './FeedPrice';
import type { Priced } from './perfumeFacts';

const NO_SHOP: Priced = { priceCents: null, currency: null, shop: null, affiliate_link: null };

function render(priced: Priced, concentration: string | null = null): string {
  return renderToStaticMarkup(
    createElement(PriceAndShop, { priced, concentration, primary: true }),
  );
}

/** The visible text, entities decoded and tags dropped. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('\u00a0', ' ');
}

describe('PriceAndShop', () => {
  it('shows nothing without a feed price or a shop link', () => {
    expect(render(NO_SHOP)).toBe('');
  });

  it('offers "Preise vergleichen" for a shop-template link without a price, marked as an ad', () => {
    const html = render({ ...NO_SHOP, affiliate_link: 'https://shop.example/suche?q=aventus' });
    expect(text(html)).toContain('Preise vergleichen');
    expect(text(html)).toContain('Anzeige');
    expect(html).toContain('rel="sponsored noopener"');
    expect(text(html)).not.toMatch(/€|Preis auf Anfrage|ansehen/);
  });

  it('gives a feed price with bottle, concentration, Grundpreis and shop, and the shop button', () => {
    const html = render(
      {
        priceCents: 25_000,
        currency: 'EUR',
        shop: 'shop.example',
        affiliate_link: 'https://shop.example/tom-ford-tobacco-vanille',
        sizeMl: 50,
      },
      'EdP',
    );
    expect(text(html)).toContain('250,00 € · 50 ml EdP (500,00 € / 100 ml) · bei shop.example');
    expect(text(html)).toContain('Bei shop.example ansehen');
    expect(text(html)).not.toContain('Preise vergleichen');
    expect(html).toContain('href="https://shop.example/tom-ford-tobacco-vanille"');
  });

  it('gives a 100 ml bottle no Grundpreis that repeats its price; a row names the size instead', () => {
    const bottle: Priced = {
      priceCents: 9_900,
      currency: 'EUR',
      shop: 'shop.example',
      affiliate_link: 'https://shop.example/dior-sauvage',
      sizeMl: 100,
    };
    expect(text(render(bottle, 'EdT'))).toContain('99,00 € · 100 ml EdT · bei shop.example');
    expect(text(render(bottle))).not.toContain('/ 100 ml');
    const row = text(
      renderToStaticMarkup(createElement(FeedPrice, { priced: bottle, compact: true })),
    );
    expect(row).toBe('99,00 €100 ml');
    const halfRow = text(
      renderToStaticMarkup(
        createElement(FeedPrice, { priced: { ...bottle, sizeMl: 50 }, compact: true }),
      ),
    );
    expect(halfRow).toBe('99,00 €198,00 € / 100 ml');
  });

  it('shows a feed price without a link, and then no "Anzeige"', () => {
    const html = render({ priceCents: 9_900, currency: 'EUR', shop: null, affiliate_link: null });
    expect(text(html)).toContain('99,00 €');
    expect(text(html)).not.toMatch(/Anzeige|ansehen|Preise vergleichen/);
  });
});
