import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDecimal, formatNumber } from './germanFormat';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('germanFormat', () => {
  it('formats numbers and dates the German way', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(0.256, { style: 'percent', maximumFractionDigits: 0 })).toBe('26\u00a0%');
    expect(
      formatDate(Date.UTC(2026, 10, 24, 21, 5), {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }),
    ).toBe('24.11.26, 22:05');
  });

  it('groups whole numbers as de-DE does, without making a formatter', () => {
    const reference = new Intl.NumberFormat('de-DE');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const samples = [0, 7, -7, 999, 1000, -1000, 37918, 100000, 1234567, -98765432, 2 ** 53 - 1];
    for (let digits = 1; digits <= 16; digits += 1) samples.push(Number('9'.repeat(digits)));
    for (const value of samples) expect(formatNumber(value)).toBe(reference.format(value));
    expect(formatNumber(-0)).toBe(reference.format(-0));
    expect(made).not.toHaveBeenCalled();
    expect(formatNumber(2 ** 60)).toBe(reference.format(2 ** 60));
  });

  it('formats decimals as de-DE does with maximumFractionDigits, without making a formatter', () => {
    const references = [0, 1, 2, 3].map(
      (digits) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }),
    );
    const made = vi.spyOn(Intl, 'NumberFormat');
    const samples = [0, -0, 4, 4.35, 4.25, 2.25, -2.25, 0.05, -0.04, 1.005, 3.999, 4.96, 1234.56];
    samples.push(987654.5, -1234567.891, 0.1 + 0.2, 2 ** 52 + 0.5, 9007199254740990);
    for (let step = 0; step <= 500; step += 1) samples.push(step / 100, step * 1.37);
    for (const value of samples) {
      for (const [digits, reference] of references.entries()) {
        expect(formatDecimal(value, digits), `${value} mit ${digits}`).toBe(
          reference.format(value),
        );
      }
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('makes a formatter on first use and keeps it per set of options', () => {
    const Original = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as unknown as typeof Original);
    const options = { maximumFractionDigits: 3 };
    formatNumber(1.23456, options);
    formatNumber(2.5, { maximumFractionDigits: 3 });
    expect(made).toHaveBeenCalledTimes(1);
    formatNumber(2.5, { maximumFractionDigits: 1 });
    expect(made).toHaveBeenCalledTimes(2);
  });
});
