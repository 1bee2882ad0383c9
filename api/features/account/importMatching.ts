// Matches imported "Marke; Name" lines to the catalog with the catalog's own search
// ranking. The best hit is only taken when it really is the line's perfume: every word of
// the name must appear in the hit (one typo allowed in longer words) and, when a brand is
// given, a word of the brand too, so an unknown perfume stays unmatched instead of being
// replaced by a look-alike.
import type { ImportLine, ImportMatchResponse } from '../../contract/portability';
import { editDistance, tokenize } from '../../contract/search/normalize';
import type { CatalogSearch } from '../perfumes/catalogSearch';

const CANDIDATES = 10;

function containsToken(tokens: readonly string[], wanted: string): boolean {
  const allowed = wanted.length >= 5 ? 1 : 0;
  return tokens.some(
    (token) => token === wanted || editDistance(token, wanted, allowed) <= allowed,
  );
}

function fits(line: ImportLine, perfume: { name: string; brand: string }): boolean {
  const nameTokens = tokenize(perfume.name);
  const brandTokens = tokenize(perfume.brand);
  const wantedName = tokenize(line.name);
  if (wantedName.length === 0) return false;
  // The brand may also be written into the name column ("Dior Sauvage").
  const all = [...nameTokens, ...brandTokens];
  if (!wantedName.every((token) => containsToken(all, token))) return false;
  const wantedBrand = tokenize(line.brand);
  return wantedBrand.length === 0 || wantedBrand.some((token) => containsToken(brandTokens, token));
}

export function matchImportLines(
  catalog: CatalogSearch,
  lines: readonly ImportLine[],
): ImportMatchResponse {
  return {
    matches: lines.map((line) => {
      const query = `${line.brand} ${line.name}`.trim();
      const hit = catalog.search(query, 1, CANDIDATES).perfumes.find((p) => fits(line, p));
      return {
        line,
        perfume: hit ? { id: hit.id, name: hit.name, brand: hit.brand } : null,
      };
    }),
  };
}
