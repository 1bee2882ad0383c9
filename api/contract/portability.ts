// Data portability (DSGVO Art. 20, issue 12): the export's shape, its CSV lines
// ("Marke;Name", one perfume per line) and the import that reads such lines back, whether
// exported here, saved from a spreadsheet or pasted. Shared by server and browser.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { perfumeIdSchema } from './perfume';

export const EXPORT_PATH = '/api/account/export';
export const IMPORT_MATCH_PATH = '/api/account/import/match';
/** More lines than any real collection; keeps one match request bounded. */
export const MAX_IMPORT_LINES = 500;

const jsonValue = lazySchema(() => z.unknown());

const exportItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    perfume_id: z.string().nullable(),
    name: z.string(),
    brand: z.string(),
    added_at: z.string(),
  }),
);

export const accountExportSchema = lazySchema(() =>
  z.object({
    exported_at: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      /** What the embedded login stores (names, times); null with hosted Supabase Auth. */
      login: z
        .object({
          created_at: z.string(),
          email_confirmed_at: z.string().nullable(),
          last_sign_in_at: z.string().nullable(),
          user_metadata: z.record(z.string(), jsonValue),
        })
        .nullable(),
      profile_created_at: z.string().nullable(),
    }),
    collections: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string(),
        created_at: z.string(),
        /** Accord keys the collection's recommendations avoid (issue 29); older exports: none. */
        disliked_notes: z.array(z.string()).default([]),
        items: z.array(
          exportItemSchema.extend({
            description: z.string().nullable(),
            notes: jsonValue,
            occasions: jsonValue,
            source: z.string(),
          }),
        ),
        wishlist: z.array(
          exportItemSchema.extend({
            price_cents: z.number().nullable(),
            currency: z.string().nullable(),
            shop: z.string().nullable(),
          }),
        ),
        blacklist: z.array(exportItemSchema),
        analysis: z
          .object({ analysis_data: jsonValue, perfume_names: jsonValue, created_at: z.string() })
          .nullable(),
        recommendations: z
          .object({ recommendations: jsonValue, stats: jsonValue, created_at: z.string() })
          .nullable(),
      }),
    ),
    /** Lists saved with this address before it was confirmed (per device). */
    temporary_collections: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        device_id: z.string(),
        created_at: z.string(),
        items: z.array(exportItemSchema),
      }),
    ),
    /** One CSV per collection, by collection name: "Marke;Name" lines (importable here). */
    csv: z.record(z.string(), z.string()),
  }),
);
export type AccountExport = z.infer<typeof accountExportSchema>;

export const importLineSchema = lazySchema(() =>
  z.object({
    brand: z.string().trim().max(200),
    name: z.string().trim().min(1).max(200),
  }),
);
export type ImportLine = z.infer<typeof importLineSchema>;

export const importMatchBodySchema = lazySchema(() =>
  z.object({
    lines: z.array(importLineSchema).min(1).max(MAX_IMPORT_LINES),
  }),
);

export const importMatchResponseSchema = lazySchema(() =>
  z.object({
    matches: z.array(
      z.object({
        line: importLineSchema,
        perfume: z.object({ id: perfumeIdSchema, name: z.string(), brand: z.string() }).nullable(),
      }),
    ),
  }),
);
export type ImportMatchResponse = z.infer<typeof importMatchResponseSchema>;

export const CSV_HEADER = 'Marke;Name';

/** = + - @ (or a tab or CR before them) at the start of a cell make a spreadsheet run it. */
const FORMULA_START = /(^|[;,])([=+\-@\t\r])/g;

/**
 * Every field quoted, and a ' before a formula character at its start or after any
 * separator (`;` or `,`, whichever the spreadsheet's locale splits on; review N13).
 */
function csvField(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'$2");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** "Marke;Name" CSV with header, one line per perfume, CRLF as spreadsheets expect. */
export function perfumesCsv(perfumes: readonly { brand: string; name: string }[]): string {
  return [CSV_HEADER, ...perfumes.map((p) => `${csvField(p.brand)};${csvField(p.name)}`)]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** Splits one line at the first separator outside quotes: ";" or a tab, else ",". */
function splitLine(line: string): string[] {
  const separator = /[;\t]/.test(line.replace(/"[^"]*"/g, '')) ? /[;\t]/ : /,/;
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (separator.test(char)) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  // The export's formula guards (csvField) are taken off again.
  return fields.map((value) => value.trim().replace(/(^|[;,])'(?=[=+\-@\t\r])/g, '$1'));
}

/**
 * "Marke; Name" lines from a CSV file or pasted text. A header line is skipped; a line
 * without a separator counts as a name without brand; empty lines are ignored.
 */
export function parseImportLines(text: string): ImportLine[] {
  const lines: ImportLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') continue;
    const fields = splitLine(raw);
    const [first = '', second = ''] = fields;
    if (/^marke$/i.test(first) && /^name$/i.test(second)) continue;
    const line = fields.length >= 2 ? { brand: first, name: second } : { brand: '', name: first };
    const parsed = importLineSchema.safeParse(line);
    if (parsed.success) lines.push(parsed.data);
  }
  return lines;
}
