// Turns picks into recommendation cards and writes the German texts around them: a short
// description from the perfume's accords and notes, a reasoning that names what it shares
// with the user's list, and the summary. Only catalog facts appear; no prices, gender or
// concentration claims (feed prices travel in matched_perfume, never in the text).
import type {
  MatchedPerfume,
  Recommendation,
  RecommendationSummary,
} from '../../../contract/recommendations';
import type { CatalogModel, EnginePerfume } from './catalogModel';
import { rowCosine } from './catalogModel';
import type { ListProfile } from './listProfile';
import { type Pick, SCORING_WEIGHTS } from './recommend';
import { joinGerman, type Picker } from './seededText';
import { listStyleOf, styleWeights } from './styles';

export interface ShopLinks {
  /** Shop link for perfumes without a feed link (affiliate search template), or null. */
  affiliateLink?: (perfume: EnginePerfume) => string | null;
  /** Shop name shown with links from affiliateLink. */
  affiliateShop?: string | null;
}

const PROFILE_ACCORDS_CONSIDERED = 6;
/** TF-IDF cosine from which a perfume of the list is named as the pick's neighbour. */
const CLOSEST_NAMED_SIMILARITY = 0.3;

export function describePerfume(perfume: EnginePerfume): string {
  const accords = joinGerman(perfume.accords.slice(0, 3).map((accord) => accord.name));
  const notes = perfume.notes.slice(0, 5).join(', ');
  const parts = [];
  if (accords) parts.push(`${accords}.`);
  if (notes) parts.push(`Noten: ${notes}.`);
  if (perfume.isNiche) parts.push('Nischenduft.');
  return parts.join(' ') || 'Zu diesem Duft sind keine Akkorde oder Noten bekannt.';
}

export interface SharedFacts {
  accords: string[];
  notes: string[];
  /** The pick's strong accords the list hardly has: what it adds. */
  adds: string[];
  /** The list's perfume closest to the pick, if the list has catalog perfumes. */
  closest: EnginePerfume | null;
  /** The list's style the pick is a reviewed reference of (styles.ts), if any. */
  style: string | null;
}

export function sharedFacts(model: CatalogModel, profile: ListProfile, row: number): SharedFacts {
  const perfume = model.perfumes[row]!;
  const profileAccords = new Set(
    profile.accords.slice(0, PROFILE_ACCORDS_CONSIDERED).map((term) => term.key),
  );
  const accords = perfume.accords
    .filter((accord) => profileAccords.has(accord.key))
    .slice(0, 3)
    .map((accord) => accord.name);
  const adds = perfume.accords
    .slice(0, 3)
    .filter((accord) => !profileAccords.has(accord.key))
    .slice(0, 2)
    .map((accord) => accord.name);
  const notes = [...new Set(perfume.notes)]
    .filter((note) => profile.allNotes.has(note))
    .sort((a, b) => profile.allNotes.get(b)! - profile.allNotes.get(a)!)
    .slice(0, 3);
  let closest: number | null = null;
  // Below this the "closest" perfume of the list is no real neighbour (a men's fougère is not
  // "close to" N°5 just because nothing else on the list is closer): it is not named.
  let closestSimilarity = CLOSEST_NAMED_SIMILARITY;
  for (const owned of profile.rows) {
    const similarity = rowCosine(model, owned, row);
    if (similarity > closestSimilarity) {
      closestSimilarity = similarity;
      closest = owned;
    }
  }
  const weights = styleWeights(model.styles, profile.latent, SCORING_WEIGHTS.styleFocus);
  return {
    accords,
    notes,
    adds,
    closest: closest === null ? null : model.perfumes[closest]!,
    style: listStyleOf(model.styles, weights, row),
  };
}

/** "Aldehyde" → lower-case inside a sentence would be wrong German; only the first letter changes. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One specific reason per card: what the pick shares with the list (accords, else notes),
 * the list's perfume it is closest to when there is a real neighbour, and what it adds. The
 * phrasing varies from card to card; no numbers, no internal words.
 */
export function reasoning(facts: SharedFacts, picker: Picker): string {
  const shared = joinGerman(facts.accords);
  const notes = joinGerman(facts.notes);
  const adds = joinGerman(facts.adds);
  const closest = facts.closest?.name ?? null;
  const addsTail = adds ? picker.pick([` und bringt ${adds} dazu`, `, dazu kommt ${adds}`]) : '';
  let sentence: string;
  if (shared && closest) {
    sentence = picker.pick([
      `Teilt ${shared} mit deinem ${closest}${addsTail}.`,
      `Für Fans von ${closest}: ${shared}${adds ? `, ergänzt um ${adds}` : ''}.`,
      `${capitalised(shared)} wie bei deinem ${closest}${addsTail}.`,
    ]);
  } else if (shared) {
    sentence = picker.pick([
      `Knüpft mit ${shared} an deine Auswahl an${addsTail}.`,
      `${capitalised(shared)} verbinden ihn mit deinen Düften${addsTail}.`,
    ]);
  } else if (notes) {
    sentence = picker.pick([
      `Verbindet sich über ${notes} mit deiner Auswahl${addsTail}.`,
      `${capitalised(notes)} kennst du schon aus deinen Düften${addsTail}.`,
    ]);
  } else {
    sentence = closest
      ? `Ähnelt in Akkorden und Noten am ehesten deinem ${closest}.`
      : 'Ähnelt deiner Auswahl in Akkorden und Noten.';
  }
  // A reviewed style reference says so in plain words.
  if (facts.style !== null) sentence += ` Ein Klassiker für „${facts.style}“.`;
  return sentence;
}

export function matchedPerfume(perfume: EnginePerfume, links: ShopLinks): MatchedPerfume {
  const feedLink = perfume.affiliate_link ?? null;
  const templateLink = feedLink === null ? (links.affiliateLink?.(perfume) ?? null) : null;
  return {
    id: perfume.id,
    name: perfume.name,
    brand: perfume.brand,
    image: perfume.image ?? null,
    priceCents: perfume.priceCents ?? null,
    currency: perfume.currency ?? null,
    affiliate_link: feedLink ?? templateLink,
    shop:
      feedLink !== null
        ? (perfume.shop ?? null)
        : templateLink
          ? (links.affiliateShop ?? null)
          : null,
    // The bottle size belongs to the feed's price (for the Grundpreis); absent without one.
    ...(perfume.priceCents && perfume.sizeMl ? { sizeMl: perfume.sizeMl } : {}),
  };
}

export function toRecommendation(
  model: CatalogModel,
  profile: ListProfile,
  pick: Pick,
  links: ShopLinks,
  picker: Picker,
): Recommendation {
  const perfume = model.perfumes[pick.row]!;
  return {
    id: perfume.id,
    gpt_name: perfume.name,
    gpt_brand: perfume.brand,
    gpt_description: describePerfume(perfume),
    reasoning: reasoning(sharedFacts(model, profile, pick.row), picker),
    occasions: [...model.occasions[pick.row]!],
    is_niche: perfume.isNiche,
    matched_perfume: matchedPerfume(perfume, links),
    match_found: true,
  };
}

export function nicheHighlight(
  model: CatalogModel,
  profile: ListProfile,
  niche: readonly Recommendation[],
  picker: Picker,
): string {
  const first = niche[0];
  if (!first) return 'Für dieses Profil haben wir keine passenden Nischendüfte gefunden.';
  const facts = sharedFacts(model, profile, model.indexById.get(first.id)!);
  const shared = facts.accords.length > 0 ? joinGerman(facts.accords) : joinGerman(facts.notes);
  return picker.pick([
    `Aus der Nische passt ${first.gpt_name} von ${first.gpt_brand} am besten${shared ? ` – mit ${shared}` : ''}.`,
    `Nischen-Tipp: ${first.gpt_name} von ${first.gpt_brand}${shared ? `, verbunden über ${shared}` : ''}.`,
  ]);
}

export function buildSummary(
  model: CatalogModel,
  profile: ListProfile,
  unknownCount: number,
  main: readonly Recommendation[],
  niche: readonly Recommendation[],
  picker: Picker,
): RecommendationSummary {
  const accords = joinGerman(profile.accords.slice(0, 2).map((term) => term.name));
  const unknown =
    unknownCount === 0
      ? ''
      : ` ${unknownCount === 1 ? 'Ein Duft' : `${unknownCount} Düfte`} aus deiner Auswahl ${unknownCount === 1 ? 'ist' : 'sind'} nicht im Katalog und ${unknownCount === 1 ? 'bleibt' : 'bleiben'} unberücksichtigt.`;
  const conclusion =
    profile.size === 0
      ? `Zu deinen Düften liegen keine Akkorde oder Noten vor, daher können wir nichts Passendes ableiten.${unknown}`
      : accords
        ? picker.pick([
            `Dein Profil aus ${profile.size === 1 ? 'einem Duft' : `${profile.size} Düften`} dreht sich um ${accords}.${unknown}`,
            `${accords} prägen deine Auswahl; danach haben wir den Katalog durchsucht.${unknown}`,
          ])
        : `Dein Profil beruht auf den angegebenen Noten.${unknown}`;
  const first = main[0];
  let empfehlung = 'Für dieses Profil haben wir keine passenden Düfte gefunden.';
  if (first) {
    const facts = sharedFacts(model, profile, model.indexById.get(first.id)!);
    const shared = facts.accords.length > 0 ? joinGerman(facts.accords) : joinGerman(facts.notes);
    empfehlung = picker.pick([
      `Am nächsten liegt ${first.gpt_name} von ${first.gpt_brand}${shared ? `: ${shared} wie bei dir` : ''}.`,
      `Unser erster Tipp ist ${first.gpt_name} von ${first.gpt_brand}${shared ? ` mit ${shared}` : ''}.`,
    ]);
  }
  return { conclusion, empfehlung, nicheHighlight: nicheHighlight(model, profile, niche, picker) };
}
