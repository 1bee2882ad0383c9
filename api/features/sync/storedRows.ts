// Reading stored user data back: every row is parsed with the contract's schema, and a row
// that no longer parses (edited by hand, written by an older version, damaged) is skipped and
// reported instead of failing the request. A failing row would otherwise answer 500 on every
// pull or mutation of that account, and the device's queue would wait behind it for good.
import type { z } from 'zod';

/** Rows already reported by this process: each broken row is logged once, not per request. */
const reported = new Set<string>();
const MAX_REPORTED = 10_000;

/**
 * Logs a broken row with where it lives, its id and which fields failed (paths and zod codes
 * only: no values, so no user data reaches the log).
 */
export function reportBrokenRow(where: string, id: string, error?: z.ZodError): void {
  const key = `${where}\u0000${id}`;
  if (reported.has(key)) return;
  if (reported.size >= MAX_REPORTED) reported.clear();
  reported.add(key);
  const fields = error
    ? error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(Wurzel)'}: ${issue.code}`)
        .join(', ')
    : 'unlesbar';
  console.error(`[daten] Gespeicherte Zeile übersprungen: ${where} ${id} (${fields})`);
}

/** The row in the schema's shape, or null (reported) when it does not parse. */
export function parseStoredRow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
  id: string,
): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  reportBrokenRow(where, id, parsed.error);
  return null;
}

/** The rows that parse, in order; the others are reported and left out. */
export function parseStoredRows<S extends z.ZodType, R>(
  schema: S,
  rows: readonly R[],
  toValue: (row: R) => unknown,
  where: string,
  idOf: (row: R) => string,
): z.infer<S>[] {
  return rows.flatMap((row) => {
    let value: unknown;
    try {
      value = toValue(row);
    } catch {
      reportBrokenRow(where, idOf(row));
      return [];
    }
    const parsed = parseStoredRow(schema, value, where, idOf(row));
    return parsed === null ? [] : [parsed];
  });
}
