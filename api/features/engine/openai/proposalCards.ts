// Turns what the model proposed into recommendation cards: each proposal is matched to
// the catalog (→ matched_perfume with price and shop link) or kept as a gpt_only card,
// and the user's exclusions (whole lines of the list, owned, wished-for and blacklisted
// perfumes; already shown ones) are
// applied after matching, so a proposal cannot slip past them under another spelling.
import { createHash } from 'node:crypto';
import { isDominatedBy } from '../../../contract/collectionSettings';
import type { Perfume } from '../../../contract/perfume';
import type {
  MatchedPerfume,
  Recommendation,
  RecommendationStats,
} from '../../../contract/recommendations';
import { tokenize } from '../../../contract/search/normalize';
import type { ShopLink } from '../../shop/affiliateLinks';
import { type CatalogLookup, matchProposal } from '../../perfumes/catalogMatch';
import type { Proposal } from './modelSchemas';

export interface Exclusions {
  /** Catalog ids never to show (list, owned, blacklisted, already shown). */
  ids: Set<string>;
  /** Lines of listed, owned and blacklisted perfumes: flankers and editions are out too. */
  lines: Set<string>;
  /** Folded names of unmatched perfumes to leave out (sorted tokens of brand and name). */
  names: Set<string>;
  /** Disliked notes (accord keys): a match they dominate is left out (isDominatedBy). */
  disliked: Set<string>;
}

export function emptyExclusions(): Exclusions {
  return { ids: new Set(), lines: new Set(), names: new Set(), disliked: new Set() };
}

/** Word order and spelling independent key of a free-text name ("Creed Aventus" = "Aventus, Creed"). */
export function foldedNameKey(text: string): string {
  return [...new Set(tokenize(text))].sort().join(' ');
}

export interface CardContext {
  catalog: CatalogLookup;
  /** Line key of a catalog perfume, as used in Exclusions.lines. */
  lineOf: (perfume: Perfume) => string;
  shopLink: (perfume: Perfume) => ShopLink;
  exclusions: Exclusions;
  /** Cards already given in this response (ids of matches, folded names of the rest). */
  seen: Set<string>;
  /** "Für wen?": whether a proposal (its catalog match, null when unmatched) may be shown. */
  fits?: (match: Perfume | null) => boolean;
}

function matchedPerfume(perfume: Perfume, shopLink: CardContext['shopLink']): MatchedPerfume {
  const link = shopLink(perfume);
  return {
    id: perfume.id,
    name: perfume.name,
    brand: perfume.brand,
    image: perfume.image,
    priceCents: perfume.priceCents,
    currency: perfume.currency,
    affiliate_link: link?.url ?? null,
    shop: link?.shop ?? null,
    ...(perfume.priceCents && perfume.sizeMl ? { sizeMl: perfume.sizeMl } : {}),
  };
}

export function proposalCards(
  context: CardContext,
  proposals: readonly Proposal[],
  options: { limit: number; nicheOnly: boolean },
): Recommendation[] {
  const cards: Recommendation[] = [];
  for (const proposal of proposals) {
    if (cards.length >= options.limit) break;
    if (proposal.name.trim() === '') continue;
    const match = matchProposal(context.catalog, proposal);
    const nameKey = foldedNameKey(`${proposal.brand} ${proposal.name}`);
    const key = match ? match.id : `gpt:${nameKey}`;
    if (context.seen.has(key)) continue;
    const { ids, lines, names } = context.exclusions;
    if (match ? ids.has(match.id) || lines.has(context.lineOf(match)) : names.has(nameKey)) {
      continue;
    }
    if (context.fits && !context.fits(match)) continue;
    const disliked = context.exclusions.disliked;
    if (
      match &&
      isDominatedBy(
        match.accords.map((accord) => accord.key),
        disliked,
      )
    )
      continue;
    const isNiche = match ? match.isNiche : proposal.is_niche;
    if (options.nicheOnly && !isNiche) continue;
    context.seen.add(key);
    cards.push({
      id: match
        ? match.id
        : `gpt-${createHash('sha256').update(nameKey).digest('hex').slice(0, 16)}`,
      gpt_name: proposal.name.trim(),
      gpt_brand: proposal.brand.trim(),
      gpt_description: proposal.description.trim(),
      reasoning: proposal.reasoning.trim(),
      occasions: [...new Set(proposal.occasions)],
      is_niche: isNiche,
      matched_perfume: match ? matchedPerfume(match, context.shopLink) : null,
      match_found: match !== null,
    });
  }
  return cards;
}

export function statsOf(...lists: readonly Recommendation[][]): RecommendationStats {
  const cards = lists.flat();
  const matched = cards.filter((card) => card.match_found).length;
  return { total: cards.length, matched, gpt_only: cards.length - matched };
}
