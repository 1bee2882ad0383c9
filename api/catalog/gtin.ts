// GTINs (the EAN/UPC numbers under a product's barcode) as shop feeds write them and as
// the photo's barcode reader decodes them. Every length (GTIN-8, UPC-A's 12, EAN-13,
// GTIN-14) is kept in GS1's 14-digit form, zeros in front, so one product has one key
// whichever way it was written or printed. The last digit is GS1's check digit.

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** GS1's mod-10 check digit of the digits before it (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type GtinProblem = 'format' | 'check_digit';

/**
 * "4006381333931", "4006 3813 3393 1", "012345678905" → the 14-digit GTIN, or the problem:
 * not 8, 12, 13 or 14 digits (a number a spreadsheet wrote as "4.00638E+12" is one), or a
 * check digit that does not add up (a typo: never stored, it could name another product).
 */
export function parseGtin(
  raw: string,
): { ok: true; gtin: string } | { ok: false; problem: GtinProblem } {
  const digits = raw.trim().replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) {
    return { ok: false, problem: 'format' };
  }
  if (gtinCheckDigit(digits.slice(0, -1)) !== Number(digits.at(-1))) {
    return { ok: false, problem: 'check_digit' };
  }
  const gtin = digits.padStart(14, '0');
  // All zeros passes the check digit but names nothing.
  return /^0+$/.test(gtin) ? { ok: false, problem: 'format' } : { ok: true, gtin };
}

/** The number as printed under an EAN-13 barcode (the 14-digit form less its leading zero). */
export function ean13Of(gtin: string): string {
  return gtin.length === 14 && gtin.startsWith('0') ? gtin.slice(1) : gtin;
}
