import { describe, expect, it } from 'vitest';
import { ean13Modules } from './barcodePhotos';

describe('ean13Modules', () => {
  it('draws 95 modules: guard bars, six left digits, centre guard, six right digits', () => {
    const modules = ean13Modules('4006381333931');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
    // First digit 4: the left half's parity is A B A A B B; digit 0 in set A is 0001101.
    expect(modules.slice(3, 10)).toBe('0001101');
    // Right half in set C: 1 is 1100110 (the check digit last).
    expect(modules.slice(85, 92)).toBe('1100110');
  });

  it('adds the check digit to twelve digits and refuses anything else', () => {
    expect(ean13Modules('400638133393')).toBe(ean13Modules('4006381333931'));
    expect(() => ean13Modules('12345')).toThrow(/12 oder 13 Ziffern/);
  });
});
