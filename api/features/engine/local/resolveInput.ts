// Turns what a request names (catalog ids, "name brand" strings, profile-page perfume
// objects) into catalog rows. Names go through the shared search index and are accepted
// only with confidence (see matchName); everything else stays unknown and is reported.
import type { AnalysisInputPerfume } from '../../../contract/analysis';
import { editDistance, tokenize } from '../../../contract/search/normalize';
import type { CatalogModel } from './catalogModel';

/** A perfume the catalog does not know but whose sender gave notes or a family. */
export interface CustomPerfume {
  name: string;
  brand: string;
  notes: string[];
  family: string | null;
}

export interface ResolvedInput {
  /** Catalog rows, each once, in input order (ids first, then names). */
  rows: number[];
  /** The name and brand the sender used for a row (profile page), for the categories. */
  givenNames: Map<number, { name: string; brand: string }>;
  /** Names that matched nothing with confidence. */
  unknown: string[];
  /** Requested ids the catalog does not hold (e.g. removed since). */
  unknownIds: string[];
  /** Unknown profile-page perfumes that still carry notes or a family. */
  custom: CustomPerfume[];
}

export interface InputNames {
  perfumeIds?: readonly string[];
  names?: readonly string[];
  perfumes?: readonly AnalysisInputPerfume[];
}

const HITS_CHECKED = 10;
const MIN_TYPO_TOKEN = 5;

/**
 * The catalog row a free-text name stands for, or null. Confidence rule: among the search's
 * first ten hits, the first one where (a) every query word is a word of its name, brand or
 * aliases, and (b) every word of its name (the part that is not the brand) is in the query.
 * Words of five or more letters may differ by one typo. So "Aventus Creed" finds "Aventus",
 * but "Sauvage" does not become "Eau Sauvage" and "Creed" alone matches no perfume.
 */
export function matchName(model: CatalogModel, query: string): number | null {
  const queryTokens = [...new Set(tokenize(query))];
  if (queryTokens.length === 0) return null;
  const hits = model.search.search(query, 0, HITS_CHECKED).ids;
  for (const id of hits) {
    const row = model.indexById.get(id);
    if (row === undefined) continue;
    const perfume = model.perfumes[row]!;
    const brandTokens = [perfume.brand, ...perfume.aliases].flatMap(tokenize);
    const nameTokens = model.nameTokensOf(row);
    const ownName = nameTokens.filter((token) => !brandTokens.includes(token));
    const documentTokens = [...nameTokens, ...brandTokens];
    const queryCovered = queryTokens.every((token) => containsToken(documentTokens, token));
    const nameCovered = (ownName.length > 0 ? ownName : nameTokens).every((token) =>
      containsToken(queryTokens, token),
    );
    if (queryCovered && nameCovered) return row;
  }
  return null;
}

function containsToken(tokens: readonly string[], token: string): boolean {
  if (tokens.includes(token)) return true;
  if (token.length < MIN_TYPO_TOKEN) return false;
  return tokens.some(
    (other) => other.length >= MIN_TYPO_TOKEN && editDistance(token, other, 1) <= 1,
  );
}

export function resolveInput(model: CatalogModel, input: InputNames): ResolvedInput {
  const rows: number[] = [];
  const seen = new Set<number>();
  const givenNames = new Map<number, { name: string; brand: string }>();
  const unknown: string[] = [];
  const unknownIds: string[] = [];
  const custom: CustomPerfume[] = [];
  const add = (row: number) => {
    if (seen.has(row)) return;
    seen.add(row);
    rows.push(row);
  };
  for (const id of input.perfumeIds ?? []) {
    const row = model.indexById.get(id);
    if (row === undefined) unknownIds.push(id);
    else add(row);
  }
  for (const name of input.names ?? []) {
    const row = matchName(model, name);
    if (row === null) unknown.push(name);
    else add(row);
  }
  for (const perfume of input.perfumes ?? []) {
    const label = `${perfume.name} ${perfume.brand}`.trim();
    const row = matchName(model, label);
    if (row !== null) {
      add(row);
      if (!givenNames.has(row)) givenNames.set(row, { name: perfume.name, brand: perfume.brand });
      continue;
    }
    unknown.push(label);
    const notes = (perfume.notes ?? []).filter((note) => note.trim() !== '');
    const family = perfume.fragrance_family?.trim() || null;
    custom.push({
      name: perfume.name,
      brand: perfume.brand,
      notes,
      family: family === 'Unknown' ? null : family,
    });
  }
  return { rows, givenNames, unknown, unknownIds, custom };
}
