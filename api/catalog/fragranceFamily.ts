// Derives a German fragrance family (Duftfamilie) from a perfume's main accords (strongest
// first). The families are the ones German perfumeries use; the rules below only use the accord
// list of the source data and never guess beyond it. Rules reviewed by hand and exercised by
// catalogTables.test.ts.

const FAMILIES = [
  'Zitrisch',
  'Frisch',
  'Aromatisch',
  'Grün',
  'Blumig',
  'Fruchtig',
  'Pudrig',
  'Würzig',
  'Orientalisch',
  'Gourmand',
  'Holzig',
  'Ledrig',
] as const;

export type FragranceFamily = (typeof FAMILIES)[number];
type Family = FragranceFamily;

/** All families deriveFragranceFamily can return, in display order. */
export const fragranceFamilies: readonly string[] = FAMILIES;

/**
 * Accord key -> family and how strongly the accord speaks for it (1 = typical, 0.5 = weak hint).
 * "lavender", "violet", "iris" and "chocolate" came with the sources up to 2026 (FenCun); the
 * 460 families they changed were read through, most-voted first (lavender-led fougères read
 * "Aromatisch", iris-led scents "Pudrig", violets "Blumig", chocolate gourmands "Gourmand").
 * Accords not listed here (boozy, mineral and odd accords such as "wine", "sand", "metallic",
 * "tennis ball") do not vote for any family.
 */
const ACCORD_FAMILY: Readonly<Record<string, { family: Family; factor: number }>> = {
  // Zitrisch
  citrus: { family: 'Zitrisch', factor: 1 },
  sour: { family: 'Zitrisch', factor: 0.5 },
  // Frisch: aquatic, ozonic, marine, clean
  fresh: { family: 'Frisch', factor: 1 },
  aquatic: { family: 'Frisch', factor: 1 },
  ozonic: { family: 'Frisch', factor: 1 },
  marine: { family: 'Frisch', factor: 1 },
  watery: { family: 'Frisch', factor: 1 },
  salty: { family: 'Frisch', factor: 0.5 },
  soapy: { family: 'Frisch', factor: 0.5 },
  // Aromatisch: fougère-like, herbal
  aromatic: { family: 'Aromatisch', factor: 1 },
  herbal: { family: 'Aromatisch', factor: 1 },
  camphor: { family: 'Aromatisch', factor: 1 },
  anis: { family: 'Aromatisch', factor: 1 },
  lavender: { family: 'Aromatisch', factor: 1 },
  // Grün
  green: { family: 'Grün', factor: 1 },
  // Blumig
  floral: { family: 'Blumig', factor: 1 },
  'white floral': { family: 'Blumig', factor: 1 },
  'yellow floral': { family: 'Blumig', factor: 1 },
  rose: { family: 'Blumig', factor: 1 },
  tuberose: { family: 'Blumig', factor: 1 },
  narcotic: { family: 'Blumig', factor: 1 },
  violet: { family: 'Blumig', factor: 1 },
  aldehydic: { family: 'Blumig', factor: 0.5 },
  // Fruchtig
  fruity: { family: 'Fruchtig', factor: 1 },
  tropical: { family: 'Fruchtig', factor: 1 },
  cherry: { family: 'Fruchtig', factor: 1 },
  // Pudrig
  powdery: { family: 'Pudrig', factor: 1 },
  iris: { family: 'Pudrig', factor: 1 },
  musky: { family: 'Pudrig', factor: 0.5 },
  // Würzig
  'fresh spicy': { family: 'Würzig', factor: 1 },
  'soft spicy': { family: 'Würzig', factor: 1 },
  cinnamon: { family: 'Würzig', factor: 1 },
  savory: { family: 'Würzig', factor: 0.5 },
  // Orientalisch: amber, warm spices, resins, tobacco
  amber: { family: 'Orientalisch', factor: 1 },
  'warm spicy': { family: 'Orientalisch', factor: 1 },
  balsamic: { family: 'Orientalisch', factor: 1 },
  tobacco: { family: 'Orientalisch', factor: 1 },
  // Gourmand: edible, sweet accords
  sweet: { family: 'Gourmand', factor: 1 },
  vanilla: { family: 'Gourmand', factor: 1 },
  caramel: { family: 'Gourmand', factor: 1 },
  caramela: { family: 'Gourmand', factor: 1 },
  cacao: { family: 'Gourmand', factor: 1 },
  chocolate: { family: 'Gourmand', factor: 1 },
  coffee: { family: 'Gourmand', factor: 1 },
  honey: { family: 'Gourmand', factor: 1 },
  almond: { family: 'Gourmand', factor: 1 },
  nutty: { family: 'Gourmand', factor: 1 },
  milky: { family: 'Gourmand', factor: 1 },
  lactonic: { family: 'Gourmand', factor: 1 },
  coconut: { family: 'Gourmand', factor: 1 },
  gourmand: { family: 'Gourmand', factor: 1 },
  'coca-cola': { family: 'Gourmand', factor: 1 },
  beeswax: { family: 'Gourmand', factor: 0.5 },
  // Holzig
  woody: { family: 'Holzig', factor: 1 },
  oud: { family: 'Holzig', factor: 1 },
  patchouli: { family: 'Holzig', factor: 1 },
  earthy: { family: 'Holzig', factor: 1 },
  mossy: { family: 'Holzig', factor: 1 },
  conifer: { family: 'Holzig', factor: 1 },
  foresty: { family: 'Holzig', factor: 1 },
  terpenic: { family: 'Holzig', factor: 0.5 },
  smoky: { family: 'Holzig', factor: 0.5 },
  // Ledrig
  leather: { family: 'Ledrig', factor: 1 },
  animalic: { family: 'Ledrig', factor: 0.5 },
};

/** Weight of the accord at `index` (0 = strongest): 1, 1/2, 1/3, … */
function positionWeight(index: number): number {
  return 1 / (index + 1);
}

/**
 * German fragrance family for a perfume's main accords (strongest first), or null when there are
 * no accords or none of them speaks for a family.
 *
 * Rule: every known accord votes for its family with positionWeight(index) × factor (see
 * ACCORD_FAMILY); the family with the highest sum wins. On a tie the family whose first accord
 * comes earlier wins.
 *
 * No "Chypre" or "Fougère": those are defined by notes (bergamot, oakmoss, labdanum; lavender,
 * coumarin), not by accords. In the source "mossy" occurs in 24 perfumes and never together with
 * "citrus", so a chypre cannot be derived reliably from accords; fougère-like scents land in
 * "Aromatisch".
 */
export function deriveFragranceFamily(accordKeys: readonly string[]): FragranceFamily | null {
  const byVotes = familyByAccordVotes(accordKeys);
  return byVotes === 'Holzig' ? (woodyLeaderException(accordKeys) ?? byVotes) : byVotes;
}

/** Accords that name a flower; "iris" and "violet" are left out (they read powdery or leathery). */
const FLOWER_ACCORDS: ReadonlySet<string> = new Set([
  'floral',
  'white floral',
  'yellow floral',
  'rose',
  'tuberose',
  'narcotic',
]);
/** What may follow "woody" in a floral aldehyde: a flower, the aldehydes, the orris powder. */
const FLORAL_ALDEHYDE_SECOND: ReadonlySet<string> = new Set([
  ...FLOWER_ACCORDS,
  'aldehydic',
  'powdery',
]);
/** Accords that keep a green-floral-looking list woody or oriental (an oud, a leather chypre). */
const HEAVY_ACCORDS: ReadonlySet<string> = new Set(['oud', 'leather', 'tobacco', 'amber']);

/**
 * The source lists "woody" first for many classic florals (the voters' longest impression is
 * the drydown), so the vote sum calls Chanel N°5 and N°19 "Holzig". Two reviewed exceptions,
 * applied only when the vote sum says "Holzig" and "woody" leads, read them as perfumers and
 * perfumeries name them (all 169 perfumes they change were read through, most-voted first:
 * 99 become "Grün", 70 "Blumig"; the pins and controls in catalogTables.test.ts):
 *  · Floral aldehyde → "Blumig": aldehydes among the first six accords, a flower, the
 *    aldehydes or powder right after "woody", and a flower among the first four (N°5 in all
 *    its concentrations, Rive Gauche, Calèche, Estée, Madame Rochas, Climat, Vega). Not
 *    Bois des Îles (resins after the wood: a woody aldehyde) nor Dom Rosa or Imitation
 *    (citrus or fruit after the wood; left as the vote sum says).
 *  · Green floral / green chypre → "Grün": "green" right after "woody", a flower among the
 *    next three, a flower, the aldehydes or powder among the next two and no oud, leather,
 *    tobacco or amber there (N°19 and N°19
 *    Poudré, Fidji, Miss Dior 1947, Ma Griffe, Givenchy III, Amazone, Calandre). The family
 *    list has no "Chypre" (see below), so the green chypres read "Grün".
 */
function woodyLeaderException(accordKeys: readonly string[]): FragranceFamily | null {
  if (accordKeys[0] !== 'woody' || accordKeys.length < 3) return null;
  const second = accordKeys[1]!;
  const flowerAmong = (from: number, to: number) =>
    accordKeys.slice(from, to).some((key) => FLOWER_ACCORDS.has(key));
  if (
    accordKeys.slice(0, 6).includes('aldehydic') &&
    FLORAL_ALDEHYDE_SECOND.has(second) &&
    flowerAmong(1, 4)
  ) {
    return 'Blumig';
  }
  const next2 = accordKeys.slice(2, 4);
  if (
    second === 'green' &&
    flowerAmong(2, 5) &&
    next2.some((key) => FLORAL_ALDEHYDE_SECOND.has(key)) &&
    !next2.some((key) => HEAVY_ACCORDS.has(key))
  ) {
    return 'Grün';
  }
  return null;
}

/** The plain rule: the family with the highest sum of accord votes (see above). */
function familyByAccordVotes(accordKeys: readonly string[]): FragranceFamily | null {
  if (accordKeys.length === 0) return null;

  // Map preserves insertion order, so the first-seen family wins ties below.
  const scores = new Map<Family, number>();
  accordKeys.forEach((key, index) => {
    const entry = Object.hasOwn(ACCORD_FAMILY, key) ? ACCORD_FAMILY[key] : undefined;
    if (!entry) return;
    const score = positionWeight(index) * entry.factor;
    scores.set(entry.family, (scores.get(entry.family) ?? 0) + score);
  });

  let best: Family | null = null;
  let bestScore = 0;
  for (const [family, score] of scores) {
    if (score > bestScore + 1e-9) {
      best = family;
      bestScore = score;
    }
  }
  return best;
}
