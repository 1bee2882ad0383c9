// Matching free text to catalog perfumes with confidence: what the OpenAI model proposes
// ("name" + "brand"), what a user typed, and what OCR read on a bottle. Built on the shared
// search index (folding, brand aliases, one-typo tolerance); a name that does not pass
// the rule below stays unmatched rather than guessed.
import type { Perfume } from '../../contract/perfume';
import { editDistance, tokenize } from '../../contract/search/normalize';

/** What matching needs from the catalog; the server's CatalogSearch fits. */
export interface CatalogLookup {
  search(query: string, page: number, limit: number): { perfumes: Perfume[] };
  /** Every folded word of the catalog's names, brands and aliases (OCR repairs with it). */
  words?(): ReadonlySet<string>;
}

/** A lookup that also finds a perfume by id: what the engines and the photo analyzers use. */
export interface EngineCatalog extends CatalogLookup {
  byId(id: string): Perfume | undefined;
}

/** The folded words of these perfumes' names, brands and aliases. */
export function catalogWords(perfumes: readonly Perfume[]): Set<string> {
  const words = new Set<string>();
  for (const perfume of perfumes) {
    for (const text of [perfume.name, perfume.brand, ...perfume.aliases]) {
      for (const token of tokenize(text)) words.add(token);
    }
  }
  return words;
}

/** Words of this length or more may differ by one typo (the search index's rule too). */
const MIN_TYPO_TOKEN = 5;
const HITS_CHECKED = 20;

/**
 * Concentration words that are printed on bottles and added by models but are usually
 * not part of the catalog name. Removed only on a second attempt, because some catalog
 * names do contain them ("Sauvage Parfum", "Aventus Cologne").
 */
const CONCENTRATION_PHRASES = [
  ['extrait', 'de', 'parfum'],
  ['eau', 'de', 'parfum'],
  ['eau', 'de', 'toilette'],
  ['eau', 'de', 'cologne'],
  ['edp'],
  ['edt'],
  ['edc'],
  ['parfum'],
] as const;

export function containsToken(tokens: readonly string[], token: string): boolean {
  if (tokens.includes(token)) return true;
  if (token.length < MIN_TYPO_TOKEN) return false;
  return tokens.some(
    (other) => other.length >= MIN_TYPO_TOKEN && editDistance(token, other, 1) <= 1,
  );
}

/**
 * The folded token sets of a catalog perfume. Its aliases hold other spellings of the
 * brand ("YSL") and of the name ("Terre d Hermes"); an alias sharing a word with the name
 * that is not a brand word counts as a name spelling, every other one as a brand spelling.
 */
export function perfumeTokens(perfume: Pick<Perfume, 'name' | 'brand' | 'aliases'>) {
  const name = tokenize(perfume.name);
  const brandWords = tokenize(perfume.brand);
  const aliases = perfume.aliases.map((alias) => tokenize(alias));
  const isNameSpelling = (tokens: readonly string[]) =>
    tokens.some((token) => name.includes(token) && !brandWords.includes(token));
  const brandSpellings = [brandWords, ...aliases.filter((tokens) => !isNameSpelling(tokens))];
  const brand = [...new Set(brandSpellings.flat())];
  const nameAliases = [...new Set(aliases.filter(isNameSpelling).flat())];
  const own = name.filter((token) => !brand.includes(token));
  return { brand, brandSpellings, name, nameAliases, own: own.length > 0 ? own : name };
}

export function withoutConcentration(tokens: readonly string[]): string[] {
  const rest = [...tokens];
  for (const phrase of CONCENTRATION_PHRASES) {
    for (let i = 0; i + phrase.length <= rest.length; i++) {
      if (phrase.every((word, k) => rest[i + k] === word)) rest.splice(i, phrase.length);
    }
  }
  return rest;
}

function accepts(
  tokens: ReturnType<typeof perfumeTokens>,
  queryTokens: readonly string[],
  brandTokens: readonly string[],
): boolean {
  const documentTokens = [...tokens.name, ...tokens.nameAliases, ...tokens.brand];
  return (
    queryTokens.every((token) => containsToken(documentTokens, token)) &&
    tokens.own.every((token) => containsToken(queryTokens, token)) &&
    brandTokens.every((token) => containsToken(tokens.brand, token))
  );
}

/**
 * How well an accepted perfume's name fits the proposed name (its words, brand words
 * included): first how many of them its name holds (a misspelled "Rcici Ricci" of Nina Ricci
 * is the perfume "Ricci Ricci", not "Nina", whose only claim is the brand), then how few of
 * its name words the proposal lacks ("Comme une Evidence" rather than "Comme une Evidence
 * Homme", "Michael" of Michael Kors rather than the perfume "Michael Kors").
 */
function nameFit(tokens: ReturnType<typeof perfumeTokens>, proposedName: readonly string[]) {
  const names = [...tokens.name, ...tokens.nameAliases];
  return {
    found: proposedName.filter((token) => containsToken(names, token)).length,
    lacking: new Set(tokens.name.filter((token) => !containsToken(proposedName, token))).size,
  };
}

function bestAccepted(
  catalog: CatalogLookup,
  nameTokens: readonly string[],
  brandTokens: readonly string[],
  proposedName: readonly string[],
): Perfume | null {
  const queryTokens = [...new Set([...nameTokens, ...brandTokens])];
  if (queryTokens.length === 0) return null;
  let best: Perfume | null = null;
  let bestFit = { found: -1, lacking: Infinity };
  for (const perfume of catalog.search(queryTokens.join(' '), 1, HITS_CHECKED).perfumes) {
    const tokens = perfumeTokens(perfume);
    if (!accepts(tokens, queryTokens, brandTokens)) continue;
    const fit = nameFit(tokens, proposedName);
    // Between equal fits the search's order (its ranking, then notability) decides.
    if (
      fit.found > bestFit.found ||
      (fit.found === bestFit.found && fit.lacking < bestFit.lacking)
    ) {
      best = perfume;
      bestFit = fit;
    }
  }
  return best;
}

/**
 * The catalog perfume a proposal stands for, or null. Rule: among the search's first 20
 * hits for "brand name", those where (a) every word of the proposal is a word of the
 * perfume's name, brand or aliases, (b) every word of the perfume's own name (the part
 * that is not the brand) is in the proposal, and (c) every word of the proposed brand is
 * a word of the perfume's brand or aliases. Words of five or more letters may differ by
 * one typo. Of these, the one whose name holds most of the proposed name's words wins, then
 * the one whose name has fewest words the proposal lacks, then the search's order. If nothing
 * passes, the same is tried once more with concentration words ("Eau de Parfum", "EDT")
 * removed from the proposal. An empty brand skips (c), which makes this the rule for
 * free-text "name brand" input as well.
 */
export function matchProposal(
  catalog: CatalogLookup,
  proposal: { name: string; brand: string },
): Perfume | null {
  const brandTokens = [...new Set(tokenize(proposal.brand))];
  const nameTokens = tokenize(proposal.name).filter((token) => !brandTokens.includes(token));
  const proposedName = tokenize(proposal.name);
  const strict = bestAccepted(catalog, nameTokens, brandTokens, proposedName);
  if (strict) return strict;
  const shortName = withoutConcentration(nameTokens);
  if (shortName.length === nameTokens.length || shortName.length === 0) return null;
  return bestAccepted(catalog, shortName, brandTokens, withoutConcentration(proposedName));
}

/** Same brand and the same name once concentration words are removed: one line of a perfume. */
export function lineKey(perfume: Pick<Perfume, 'name' | 'brand' | 'aliases'>): string {
  const tokens = perfumeTokens(perfume);
  const own = withoutConcentration(tokens.own);
  return `${tokenize(perfume.brand).join(' ')}|${[...(own.length > 0 ? own : tokens.own)].sort().join(' ')}`;
}

/**
 * The perfume first, then other perfumes of its brand whose names contain all of its
 * name words ("Sauvage" → "Sauvage Elixir", "Sauvage Eau de Parfum"), most notable first.
 */
export function withVariants(catalog: CatalogLookup, perfume: Perfume, limit: number): Perfume[] {
  const own = perfumeTokens(perfume).own;
  const brandKey = tokenize(perfume.brand).join(' ');
  const variants = catalog
    .search(`${perfume.brand} ${perfume.name}`, 1, HITS_CHECKED)
    .perfumes.filter(
      (other) =>
        other.id !== perfume.id &&
        tokenize(other.brand).join(' ') === brandKey &&
        own.every((token) => tokenize(other.name).includes(token)),
    );
  return [perfume, ...variants].slice(0, limit);
}
