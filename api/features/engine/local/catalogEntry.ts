// Reviewed tables and the evaluation name perfumes as "Brand: Name" entries, spelled as the
// catalog spells them; this is how such an entry finds its catalog row.
import type { CatalogRecord } from '../../../contract/perfume';
import { tokenize } from '../../../contract/search/normalize';

/** Folded brand and name: accents, case and punctuation do not matter. */
export const catalogKey = (brand: string, name: string) =>
  `${tokenize(brand).join(' ')}|${tokenize(name).join(' ')}`;

/**
 * A lookup of "Brand: Name" entries in `perfumes`: the row, of same-name twins the
 * better-known, or undefined when the catalog lacks the perfume.
 */
export function catalogEntryLookup(
  perfumes: readonly Pick<CatalogRecord, 'brand' | 'name' | 'votes'>[],
): (entry: string) => number | undefined {
  const rowByKey = new Map<string, number>();
  perfumes.forEach((perfume, row) => {
    const key = catalogKey(perfume.brand, perfume.name);
    const known = rowByKey.get(key);
    if (known === undefined || perfumes[known]!.votes < perfume.votes) rowByKey.set(key, row);
  });
  return (entry) => {
    const [brand = '', ...name] = entry.split(': ');
    return rowByKey.get(catalogKey(brand, name.join(': ')));
  };
}
