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

export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string {
  return cached(dateFormats, options, () => new Intl.DateTimeFormat('de-DE', options)).format(
    value,
  );
}

function groupThousands(value: number): string {
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) {
    grouped += `.${digits.slice(at, at + 3)}`;
  }
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}
