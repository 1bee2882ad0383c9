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
  return cached(numberFormats, options, () => new Intl.NumberFormat('de-DE', options)).format(
    value,
  );
}

export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string {
  return cached(dateFormats, options, () => new Intl.DateTimeFormat('de-DE', options)).format(
    value,
  );
}
