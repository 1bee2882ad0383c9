// The Duft-DNA radar axes of the local engine: how each catalog accord (English key) and a
// few telling notes (German names) count towards Sportlich, Sinnlich, Elegant, Frisch,
// Orientalisch and Holzig. The weights (0–1) encode common perfumery usage, explained below;
// accords and notes not in the tables count for no axis (they still count for similarity).
import { accordPositionWeight } from '../../../contract/accordWeights';
import { SPIDER_AXES } from '../../../contract/analysis';

/** Per-axis weights in SPIDER_AXES order. */
export type AxisVector = readonly [number, number, number, number, number, number];

const v = (
  sportlich: number,
  sinnlich: number,
  elegant: number,
  frisch: number,
  orientalisch: number,
  holzig: number,
): AxisVector => [sportlich, sinnlich, elegant, frisch, orientalisch, holzig];

/**
 * Accord → axes.
 *
 * | accords                                  | axes (weight)                          | why                                               |
 * | ---------------------------------------- | -------------------------------------- | ------------------------------------------------- |
 * | citrus, fresh                            | frisch 1, sportlich .6–.7              | the classic bright, light opening of sport scents |
 * | aquatic, marine, ozonic, watery, salty   | frisch .8–.9, sportlich .8–.9          | "blue" marine freshness, the sport genre's core   |
 * | green, herbal, sour, camphor             | frisch .6–.8, sportlich .3–.4          | crushed-leaf and herb freshness                   |
 * | fresh spicy, aromatic                    | frisch .4–.5, sportlich .4–.6, elegant .2 | pepper/lavender/herbs: fougère, fresh and clean |
 * | fruity, tropical                         | frisch .4–.5, sportlich .3–.4, sinnlich .2 | juicy, casual                                 |
 * | woody, foresty, conifer                  | holzig .7–1, elegant .3 (woody)        | wood is its own axis                              |
 * | mossy, earthy                            | holzig .6, elegant .5 (mossy)          | chypre moss is a classic elegant base             |
 * | patchouli, oud, smoky, tobacco           | holzig .4–.7, orientalisch .3–.8       | dark woods of the oriental tradition              |
 * | leather                                  | sinnlich .5, elegant .4, holzig .3     | refined and skin-like                             |
 * | floral, rose, yellow floral              | elegant .4–.7, sinnlich .3–.4          | bouquets read as polished                         |
 * | white floral, tuberose, narcotic         | sinnlich .6–.9, elegant .3–.5          | heady, skin-warm flowers                          |
 * | powdery, aldehydic, soapy                | elegant .8–.9 (soapy frisch .4)        | the powdery/aldehydic signature of classics       |
 * | musky, animalic, milky, lactonic         | sinnlich .6–1                          | skin scents                                       |
 * | amber, balsamic, warm spicy, cinnamon    | orientalisch .8–1, sinnlich .3–.5      | resins and warm spices define the oriental family |
 * | soft spicy                               | orientalisch .5, sinnlich .3, elegant .2 | gentle warmth                                   |
 * | vanilla, sweet, honey, caramel, cacao, gourmand, almond, cherry, beeswax | sinnlich .4–.7, orientalisch .2–.6 | gourmand sweetness is warm and sensual |
 * | coffee, nutty, rum, whiskey, cognac      | orientalisch .3–.5, sinnlich .3–.4     | dark, boozy warmth                                |
 * | wine, champagne, white wine              | elegant .5, sinnlich .3                | festive, refined                                  |
 * | vodka, bitter, metallic, terpenic, anis  | frisch .3–.5, elegant .3 / holzig .3   | cool, sharp                                       |
 * | coconut                                  | sinnlich .4, frisch .2, sportlich .2   | beach-like                                        |
 * | tennis ball, sand                        | sportlich .5 / holzig .3               | literal sport/beach accords                       |
 * | savory, glue, plastic, asphalt, bbq, …   | none                                   | no meaningful axis                                |
 */
export const ACCORD_AXES: Readonly<Record<string, AxisVector>> = {
  citrus: v(0.6, 0, 0, 1, 0, 0),
  fresh: v(0.7, 0, 0, 1, 0, 0),
  aquatic: v(0.9, 0, 0, 0.9, 0, 0),
  marine: v(0.8, 0, 0, 0.9, 0, 0),
  ozonic: v(0.8, 0, 0, 0.9, 0, 0),
  watery: v(0.8, 0, 0, 0.8, 0, 0),
  salty: v(0.8, 0, 0, 0.8, 0, 0),
  green: v(0.4, 0, 0, 0.8, 0, 0),
  herbal: v(0.3, 0, 0, 0.6, 0, 0),
  sour: v(0.3, 0, 0, 0.6, 0, 0),
  camphor: v(0.3, 0, 0, 0.6, 0, 0),
  'fresh spicy': v(0.4, 0, 0.2, 0.5, 0, 0),
  aromatic: v(0.6, 0, 0.2, 0.4, 0, 0),
  fruity: v(0.3, 0.2, 0, 0.5, 0, 0),
  tropical: v(0.4, 0.2, 0, 0.4, 0, 0),
  woody: v(0, 0, 0.3, 0, 0, 1),
  foresty: v(0, 0, 0, 0.3, 0, 0.8),
  conifer: v(0.3, 0, 0, 0.4, 0, 0.7),
  mossy: v(0, 0, 0.5, 0, 0, 0.6),
  earthy: v(0, 0, 0, 0, 0, 0.6),
  patchouli: v(0, 0.3, 0, 0, 0.3, 0.6),
  oud: v(0, 0.3, 0, 0, 0.8, 0.7),
  smoky: v(0, 0, 0, 0, 0.4, 0.5),
  tobacco: v(0, 0.3, 0, 0, 0.5, 0.4),
  leather: v(0, 0.5, 0.4, 0, 0, 0.3),
  floral: v(0, 0.3, 0.6, 0, 0, 0),
  rose: v(0, 0.4, 0.7, 0, 0, 0),
  'yellow floral': v(0, 0.4, 0.4, 0, 0, 0),
  'white floral': v(0, 0.6, 0.5, 0, 0, 0),
  tuberose: v(0, 0.9, 0.3, 0, 0, 0),
  narcotic: v(0, 0.9, 0.3, 0, 0, 0),
  powdery: v(0, 0.3, 0.8, 0, 0, 0),
  aldehydic: v(0, 0, 0.9, 0, 0, 0),
  soapy: v(0, 0, 0.3, 0.4, 0, 0),
  musky: v(0, 0.7, 0.2, 0, 0, 0),
  animalic: v(0, 1, 0, 0, 0.3, 0),
  milky: v(0, 0.6, 0, 0, 0, 0),
  lactonic: v(0, 0.6, 0, 0, 0, 0),
  amber: v(0, 0.5, 0, 0, 1, 0),
  balsamic: v(0, 0.3, 0, 0, 0.8, 0),
  'warm spicy': v(0, 0.3, 0, 0, 0.9, 0),
  cinnamon: v(0, 0.3, 0, 0, 0.8, 0),
  'soft spicy': v(0, 0.3, 0.2, 0, 0.5, 0),
  vanilla: v(0, 0.7, 0, 0, 0.6, 0),
  sweet: v(0, 0.6, 0, 0, 0.3, 0),
  honey: v(0, 0.5, 0, 0, 0.4, 0),
  caramel: v(0, 0.5, 0, 0, 0.4, 0),
  caramela: v(0, 0.5, 0, 0, 0.4, 0),
  cacao: v(0, 0.5, 0, 0, 0.4, 0),
  gourmand: v(0, 0.6, 0, 0, 0.4, 0),
  almond: v(0, 0.5, 0, 0, 0.3, 0),
  cherry: v(0, 0.5, 0, 0, 0.2, 0),
  beeswax: v(0, 0.4, 0, 0, 0.3, 0),
  coffee: v(0, 0.3, 0, 0, 0.4, 0),
  nutty: v(0, 0.3, 0, 0, 0.3, 0),
  rum: v(0, 0.4, 0, 0, 0.5, 0),
  whiskey: v(0, 0.4, 0, 0, 0.5, 0),
  cognac: v(0, 0.4, 0, 0, 0.5, 0),
  wine: v(0, 0.3, 0.5, 0, 0, 0),
  Champagne: v(0, 0.3, 0.5, 0, 0, 0),
  'white wine': v(0, 0.3, 0.5, 0, 0, 0),
  vodka: v(0, 0, 0.3, 0.4, 0, 0),
  bitter: v(0, 0, 0.3, 0.3, 0, 0),
  metallic: v(0.2, 0, 0.3, 0.4, 0, 0),
  terpenic: v(0, 0, 0, 0.5, 0, 0.3),
  anis: v(0, 0, 0, 0.3, 0.3, 0),
  coconut: v(0.2, 0.4, 0, 0.2, 0, 0),
  'tennis ball': v(0.5, 0, 0, 0, 0, 0),
  sand: v(0.2, 0, 0, 0, 0, 0.3),
};

/**
 * Note → axes, for the telling notes among the most frequent ones (German catalog names).
 * Same reasoning as the accord table: citrus and marine notes are fresh/sporty, resins and
 * spices oriental, musks and gourmand notes sensual, iris/violet/aldehydes elegant, woods woody.
 */
export const NOTE_AXES: Readonly<Record<string, AxisVector>> = {
  Bergamotte: v(0.5, 0, 0.2, 1, 0, 0),
  Zitrone: v(0.6, 0, 0, 1, 0, 0),
  'Amalfi-Zitrone': v(0.6, 0, 0, 1, 0, 0),
  Mandarine: v(0.4, 0, 0, 0.9, 0, 0),
  Grapefruit: v(0.7, 0, 0, 1, 0, 0),
  Orange: v(0.4, 0, 0, 0.9, 0, 0),
  Limette: v(0.6, 0, 0, 1, 0, 0),
  Zitrusfrüchte: v(0.6, 0, 0, 1, 0, 0),
  Minze: v(0.7, 0, 0, 0.9, 0, 0),
  Meeresnoten: v(0.9, 0, 0, 0.9, 0, 0),
  Wassernoten: v(0.8, 0, 0, 0.9, 0, 0),
  'Grüne Noten': v(0.4, 0, 0, 0.8, 0, 0),
  Ingwer: v(0.5, 0, 0, 0.6, 0.2, 0),
  Lavendel: v(0.5, 0, 0.4, 0.5, 0, 0),
  Rosmarin: v(0.5, 0, 0, 0.6, 0, 0),
  Moschus: v(0, 0.8, 0.2, 0, 0, 0),
  'Weißer Moschus': v(0, 0.6, 0.3, 0.2, 0, 0),
  Vanille: v(0, 0.7, 0, 0, 0.6, 0),
  Tonkabohne: v(0, 0.6, 0, 0, 0.5, 0),
  Amber: v(0, 0.5, 0, 0, 1, 0),
  Ambra: v(0, 0.5, 0, 0, 0.9, 0),
  Weihrauch: v(0, 0, 0.2, 0, 0.9, 0.3),
  Olibanum: v(0, 0, 0.2, 0, 0.9, 0.3),
  Benzoe: v(0, 0.3, 0, 0, 0.8, 0),
  Labdanum: v(0, 0.4, 0, 0, 0.8, 0),
  Myrrhe: v(0, 0.3, 0, 0, 0.9, 0),
  Zimt: v(0, 0.3, 0, 0, 0.8, 0),
  Safran: v(0, 0.3, 0.2, 0, 0.8, 0),
  Kardamom: v(0, 0.2, 0.2, 0.3, 0.5, 0),
  'Oud (Adlerholz)': v(0, 0.3, 0, 0, 0.8, 0.7),
  Jasmin: v(0, 0.6, 0.5, 0, 0, 0),
  'Sambac-Jasmin': v(0, 0.6, 0.5, 0, 0, 0),
  Tuberose: v(0, 0.9, 0.3, 0, 0, 0),
  'Ylang-Ylang': v(0, 0.8, 0.3, 0, 0.2, 0),
  Orangenblüte: v(0, 0.5, 0.5, 0.3, 0, 0),
  Rose: v(0, 0.4, 0.7, 0, 0, 0),
  Iris: v(0, 0.2, 0.9, 0, 0, 0),
  Iriswurzel: v(0, 0.2, 0.9, 0, 0, 0),
  Veilchen: v(0, 0.2, 0.8, 0, 0, 0),
  Aldehyde: v(0, 0, 0.9, 0, 0, 0),
  Maiglöckchen: v(0, 0.2, 0.7, 0.3, 0, 0),
  Sandelholz: v(0, 0.4, 0.2, 0, 0, 0.9),
  Zeder: v(0, 0, 0.2, 0, 0, 1),
  'Virginia-Zeder': v(0, 0, 0.2, 0, 0, 1),
  Vetiver: v(0, 0, 0.4, 0.2, 0, 0.9),
  Holznoten: v(0, 0, 0.2, 0, 0, 1),
  Guajakholz: v(0, 0, 0, 0, 0.3, 0.9),
  Eichenmoos: v(0, 0, 0.5, 0, 0, 0.6),
  Patchouli: v(0, 0.3, 0, 0, 0.3, 0.6),
  Leder: v(0, 0.5, 0.4, 0, 0, 0.3),
  Tabak: v(0, 0.3, 0, 0, 0.5, 0.4),
};

export { accordPositionWeight };
/** Share of the accords in a perfume's axis vector; the rest comes from its counted notes. */
export const ACCORD_SHARE = 0.75;

/**
 * A perfume's raw axis values (0–1): the position-weighted mean of its accords' axis
 * vectors (75%) plus the mean of its counted notes' vectors (25%). Without mapped notes
 * the accords count fully, and vice versa; with neither, all axes are 0.
 */
export function perfumeAxes(
  accordKeys: readonly string[],
  countedNotes: readonly string[],
): number[] {
  const fromAccords = [0, 0, 0, 0, 0, 0];
  let accordWeight = 0;
  accordKeys.forEach((key, position) => {
    const axes = ACCORD_AXES[key];
    const weight = accordPositionWeight(position);
    accordWeight += weight;
    if (!axes) return;
    for (let i = 0; i < 6; i++) fromAccords[i]! += weight * axes[i]!;
  });
  const fromNotes = [0, 0, 0, 0, 0, 0];
  let mappedNotes = 0;
  for (const note of countedNotes) {
    const axes = NOTE_AXES[note];
    if (!axes) continue;
    mappedNotes++;
    for (let i = 0; i < 6; i++) fromNotes[i]! += axes[i]!;
  }
  const hasAccords = accordWeight > 0;
  const hasNotes = mappedNotes > 0;
  const accordShare = hasAccords && hasNotes ? ACCORD_SHARE : hasAccords ? 1 : 0;
  const noteShare = hasNotes ? 1 - accordShare : 0;
  return fromAccords.map(
    (value, i) =>
      (hasAccords ? (accordShare * value) / accordWeight : 0) +
      (hasNotes ? (noteShare * fromNotes[i]!) / mappedNotes : 0),
  );
}

export { SPIDER_AXES };
