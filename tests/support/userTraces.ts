// Finds every row of the schema that still mentions a user: each text-like column (text,
// varchar, uuid, json, jsonb) of every table in information_schema is searched for each
// needle, case-insensitively. It enumerates tables at run time, so a table added later is
// searched without anyone remembering to add it here.
import type { Queryable } from '../../api/db/database';

export interface UserTrace {
  table: string;
  column: string;
  needle: string;
  rows: number;
}

const SEARCHED_TYPES = ['text', 'character varying', 'character', 'uuid', 'json', 'jsonb'];

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function findUserTraces(
  db: Queryable,
  needles: readonly string[],
): Promise<UserTrace[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name
     FROM information_schema.columns c
     JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type = ANY($1)
     ORDER BY c.table_name, c.column_name`,
    [SEARCHED_TYPES],
  );
  const traces: UserTrace[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${quoteIdent(table)}
         WHERE strpos(lower(${quoteIdent(column)}::text), $1) > 0`,
        [needle.toLowerCase()],
      );
      const count = Number(rows[0]?.n ?? 0);
      if (count > 0) traces.push({ table, column, needle, rows: count });
    }
  }
  return traces;
}

/** The tables a trace list touches, sorted (for readable assertions). */
export function tracedTables(traces: readonly UserTrace[]): string[] {
  return [...new Set(traces.map((trace) => trace.table))].sort();
}
