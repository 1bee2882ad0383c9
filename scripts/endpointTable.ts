// The endpoint table of docs/api.md, written from the one contract (api/contract/endpoints.ts)
// so it cannot drift from it: method, path, access and error codes from the table itself, the
// schema names and an entry's doc comment from its source. `npm run docs:endpoints` rewrites the
// part between the markers; endpointTable.test.ts fails while the file is not current.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import { COMMON_ERRORS, endpoints } from '../api/contract/endpoints';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT_FILE = path.join(ROOT, 'api/contract/endpoints.ts');
export const API_DOC_FILE = path.join(ROOT, 'docs/api.md');

export const TABLE_START =
  '<!-- endpoint-table:start (written by `npm run docs:endpoints` from api/contract/endpoints.ts; do not edit) -->';
export const TABLE_END = '<!-- endpoint-table:end -->';

/** What the source says of one entry beyond its runtime values (schema names as Markdown). */
interface EntrySource {
  query?: string;
  body?: string;
  response?: string;
  doc?: string;
}

/** The name a schema property is written with: an identifier, 'multipart', or a deferred load. */
function schemaName(node: ts.Expression): string {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return `\`${node.text}\``;
  let found: string | undefined;
  const visit = (child: ts.Node): void => {
    if (ts.isPropertyAccessExpression(child) && child.name.text.endsWith('Schema')) {
      found = child.name.text;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  if (found === undefined) throw new Error(`Schema ohne Namen: ${node.getText()}`);
  return `\`${found}\` (loaded on use)`;
}

/** Reads the `endpoints` object literal of the contract's source, entry by entry. */
export function readEntrySources(source: string): Map<string, EntrySource> {
  const file = ts.createSourceFile(CONTRACT_FILE, source, ts.ScriptTarget.Latest, true);
  const entries = new Map<string, EntrySource>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'endpoints' &&
      node.initializer
    ) {
      let literal: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(literal) || ts.isAsExpression(literal)) {
        literal = literal.expression;
      }
      if (!ts.isObjectLiteralExpression(literal)) throw new Error('endpoints ist kein Objekt.');
      for (const property of literal.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (!ts.isObjectLiteralExpression(property.initializer)) continue;
        const entry: EntrySource = {};
        for (const field of property.initializer.properties) {
          if (!ts.isPropertyAssignment(field) || !ts.isIdentifier(field.name)) continue;
          const key = field.name.text;
          if (key === 'query' || key === 'body' || key === 'response') {
            entry[key] = schemaName(field.initializer);
          }
        }
        const doc = ts
          .getJSDocCommentsAndTags(property)
          .map((comment) => ts.getTextOfJSDocComment(comment.comment) ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        if (doc !== '') entry.doc = doc;
        entries.set(property.name.text, entry);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return entries;
}

const cell = (text: string | undefined): string =>
  text === undefined || text === '' ? '–' : text.replace(/\|/g, '\\|');
const code = (text: string): string => `\`${text}\``;

/** The Markdown table of every endpoint, in the contract's order. */
export function endpointTable(source: string): string {
  const sources = readEntrySources(source);
  const common = new Set<string>(COMMON_ERRORS);
  const rows = Object.entries(endpoints).map(([name, endpoint]) => {
    const entry = sources.get(name);
    if (entry === undefined) throw new Error(`Eintrag ${name} nicht im Quelltext gefunden.`);
    const errors = endpoint.errors.filter((error) => !common.has(error));
    return [
      code(`${endpoint.method} ${endpoint.path}`),
      endpoint.access,
      code(name),
      cell(entry.query),
      cell(entry.body),
      cell(entry.response),
      errors.length === 0 ? '–' : errors.map((error) => `\`${error}\``).join(', '),
      cell(entry.doc),
    ];
  });
  const header = ['Endpoint', 'Access', 'Entry', 'Query', 'Body', 'Answer', 'Refuses with', 'Note'];
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/** The document with its table replaced by the current one, formatted as the project formats. */
export async function currentApiDoc(doc: string, source: string): Promise<string> {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/api.md braucht die Marken ${TABLE_START} und ${TABLE_END}.`);
  }
  const replaced = `${doc.slice(0, start + TABLE_START.length)}\n\n${endpointTable(source)}\n\n${doc.slice(end)}`;
  const options = (await prettier.resolveConfig(API_DOC_FILE)) ?? {};
  return prettier.format(replaced, { ...options, filepath: API_DOC_FILE });
}

async function main(): Promise<void> {
  const [doc, source] = await Promise.all([
    readFile(API_DOC_FILE, 'utf8'),
    readFile(CONTRACT_FILE, 'utf8'),
  ]);
  const next = await currentApiDoc(doc, source);
  if (next === doc) {
    console.log('[docs] docs/api.md ist aktuell.');
    return;
  }
  await writeFile(API_DOC_FILE, next);
  console.log(
    `[docs] Endpunkt-Tabelle in docs/api.md geschrieben (${Object.keys(endpoints).length} Endpunkte).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
