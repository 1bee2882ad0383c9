import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, parseGtin } from './gtin';

describe('gtinCheckDigit', () => {
  it('computes GS1 check digits of EAN-13, EAN-8 and UPC-A numbers', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('01234567890')).toBe(5);
  });
});

describe('parseGtin', () => {
  it('keeps every length in the 14-digit form, with spaces and hyphens taken out', () => {
    expect(parseGtin('4006381333931')).toEqual({ ok: true, gtin: '04006381333931' });
    expect(parseGtin(' 4006 3813 3393-1 ')).toEqual({ ok: true, gtin: '04006381333931' });
    expect(parseGtin('96385074')).toEqual({ ok: true, gtin: '00000096385074' });
    expect(parseGtin('012345678905')).toEqual({ ok: true, gtin: '00012345678905' });
    expect(parseGtin('04006381333931')).toEqual({ ok: true, gtin: '04006381333931' });
  });

  it('refuses a wrong check digit', () => {
    expect(parseGtin('4006381333932')).toEqual({ ok: false, problem: 'check_digit' });
  });

  it('refuses other lengths, letters, a spreadsheet number and all zeros', () => {
    for (const raw of ['', '123', '40063813339', 'ABC6381333931', '4.00638E+12', '0000000000000']) {
      expect(parseGtin(raw)).toEqual({ ok: false, problem: 'format' });
    }
  });
});
