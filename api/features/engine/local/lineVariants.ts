// "Andere Varianten deiner Düfte": the other perfumes of the lines a list holds (see
// api/catalog/perfumeLines.ts), the best known first. The engine never recommends them;
// this answers the optional, separately labelled section.
import {
  LINE_VARIANTS_MAX,
  LINE_VARIANTS_PER_PERFUME,
  type LineVariant,
} from '../../../contract/lineVariants';
import type { CatalogModel } from './catalogModel';
import { matchedPerfume, type ShopLinks } from './recommendationTexts';

export function lineVariants(
  model: CatalogModel,
  links: ShopLinks,
  perfumeIds: readonly string[],
): LineVariant[] {
  const listed = perfumeIds.flatMap((id) => {
    const row = model.indexById.get(id);
    return row === undefined ? [] : [row];
  });
  const listedRows = new Set(listed);
  const seenLines = new Set<number>();
  const variants: LineVariant[] = [];
  for (const row of listed) {
    const line = model.lineOf[row]!;
    if (seenLines.has(line)) continue;
    seenLines.add(line);
    const others = Array.from(model.rowsOfLine(line))
      .filter((other) => !listedRows.has(other))
      .sort((a, b) => model.perfumes[b]!.votes - model.perfumes[a]!.votes || a - b)
      .slice(0, LINE_VARIANTS_PER_PERFUME);
    for (const other of others) {
      if (variants.length === LINE_VARIANTS_MAX) return variants;
      variants.push({
        ...matchedPerfume(model.perfumes[other]!, links),
        variantOf: model.perfumes[row]!.name,
      });
    }
  }
  return variants;
}
