// Request validation at the edge: JSON bodies and query strings are parsed with their
// contract schema; failures answer 400 with a German message that names the field.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './apiError';

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Die Angaben in der Anfrage sind unvollständig oder ungültig.';
  const field = issue.path.length > 0 ? issue.path.join('.') : 'Anfrage';
  return `Ungültige Angabe im Feld „${field}“.`;
}

export async function parseJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('invalid_json');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid_body', describeIssue(parsed.error.issues[0]));
  return parsed.data;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError('invalid_query', describeIssue(parsed.error.issues[0]));
  return parsed.data;
}
