// German (de-DE) number and date formatting for the whole app. The Intl formatters are made on
// first use and kept per set of options, never when a module is evaluated: the browser's first
// formatter loads its locale data (about 4 ms on a desktop, four times that on a phone), and at
// module level that sat inside the start's longest task, evaluating the app (issue 14).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(formats: Map<string, T>, options: object, make: () => T): T {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  // Whole numbers without options (counts: "37.918 Parfüms") are grouped here, exactly as
  // de-DE's formatter does: on a returning device the footer's "Offline-Suche bereit" was the
  // first number shown, and making the first formatter in its render cost 29 ms at phone speed.
  // Beyond 2^53 an integer's digits are not exact: those are left to Intl.
  if (Object.keys(options).length === 0 && Number.isSafeInteger(value)) {
    return groupThousands(value);
  }
  return cached(numberFormats, options, () => new Intl.NumberFormat('de-DE', options)).format(
    value,
  );
}

/**
 * A number with at most `maximumFractionDigits` decimals ("4,4", "12"), the same text as de-DE's
 * formatter with that one option, made without one: a perfume's page showed its rating as the
 * visit's first formatted decimal, and making that formatter cost 80 ms at phone speed inside
 * the page's render (issue 26). Like Intl it rounds the shortest decimal that reads back as the
 * number (4.35 → "4,4", although the double is a little below 4.35), ties away from zero.
 * Exponent notation (very large or small numbers) is left to Intl.
 */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || /e/.test(text)) {
    return formatNumber(value, { maximumFractionDigits });
  }
  const [whole = '0', fraction = ''] = text.split('.');
  // All digits as one integer string, rounded at the wanted decimal, then split again.
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = incrementDigits(digits);
  const cut = digits.length - maximumFractionDigits;
  const decimals = digits.slice(cut).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0')}${decimals ? `,${decimals}` : ''}`;
}

/** "199" → "200": one added to a string of decimal digits. */
function incrementDigits(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at -= 1;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, at)}${Number(digits[at]) + 1}${'0'.repeat(digits.length - at - 1)}`;
}

export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string {
  return cached(dateFormats, options, () => new Intl.DateTimeFormat('de-DE', options)).format(
    value,
  );
}

function groupThousands(value: number): string {
  const grouped = groupDigits(String(Math.abs(value)));
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/** "1234567" → "1.234.567". */
function groupDigits(digits: string): string {
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) {
    grouped += `.${digits.slice(at, at + 3)}`;
  }
  return grouped;
}
