import { describe, expect, it } from 'vitest';
import { formatPrice, parseCurrency, PRICE_ON_REQUEST } from './price';

// Intl uses a narrow no-break space between amount and symbol; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('shows "Preis auf Anfrage" for missing, zero, negative or broken prices', () => {
    for (const cents of [null, undefined, 0, -100, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(cents, 'EUR')).toBe(PRICE_ON_REQUEST);
    }
  });

  it('divides cents by 100 and formats in German with two decimals and €', () => {
    expect(plain(formatPrice(4995, 'EUR'))).toBe('49,95 €');
    expect(plain(formatPrice(100, 'EUR'))).toBe('1,00 €');
    expect(plain(formatPrice(123456789, 'EUR'))).toBe('1.234.567,89 €');
  });

  it('uses $ and £ for dollars and pounds, whatever the spelling of the code', () => {
    expect(plain(formatPrice(2500, 'usd'))).toBe('25,00 $');
    expect(plain(formatPrice(2500, 'GBP'))).toBe('25,00 £');
  });

  it('falls back to euro when the currency is missing or unknown', () => {
    expect(plain(formatPrice(990, null))).toBe('9,90 €');
    expect(plain(formatPrice(990, 'XYZ'))).toBe('9,90 €');
  });
});

describe('parseCurrency', () => {
  it('accepts codes and symbols in any case and rejects the rest', () => {
    expect(parseCurrency(' eur ')).toBe('EUR');
    expect(parseCurrency('€')).toBe('EUR');
    expect(parseCurrency('$')).toBe('USD');
    expect(parseCurrency('£')).toBe('GBP');
    expect(parseCurrency('CHF')).toBeNull();
    expect(parseCurrency('')).toBeNull();
  });
});
