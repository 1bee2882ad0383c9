import { describe, expect, it } from 'vitest';
import { formatPrice, formatUnitPrice, parseCurrency } from './price';

// Intl uses a narrow no-break space between amount and symbol; compare on plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('formatPrice', () => {
  it('shows nothing for missing, zero, negative or broken prices (never "Preis auf Anfrage")', () => {
    for (const cents of [null, undefined, 0, -100, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(cents, 'EUR')).toBeNull();
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

describe('formatUnitPrice', () => {
  it('gives the price per 100 ml, rounded to the cent', () => {
    expect(plain(formatUnitPrice(9900, 'EUR', 200))).toBe('49,50 € / 100 ml');
    expect(plain(formatUnitPrice(25000, 'EUR', 50))).toBe('500,00 € / 100 ml');
    expect(plain(formatUnitPrice(4500, 'EUR', 7.5))).toBe('600,00 € / 100 ml');
    expect(plain(formatUnitPrice(8999, 'EUR', 30))).toBe('299,97 € / 100 ml');
  });

  it('gives nothing without a price or a size', () => {
    expect(formatUnitPrice(9900, 'EUR', null)).toBeNull();
    expect(formatUnitPrice(9900, 'EUR', 0)).toBeNull();
    expect(formatUnitPrice(null, 'EUR', 100)).toBeNull();
  });

  it('gives nothing for a 100 ml bottle, whose Grundpreis would repeat its price', () => {
    expect(formatUnitPrice(9900, 'EUR', 100)).toBeNull();
    expect(plain(formatUnitPrice(9900, 'EUR', 100.5))).toBe('98,51 € / 100 ml');
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
