// The shop photo set: 44 scenes of bottles and boxes on shelves with price tags, each with
// its truth (what is on it). Written for this project from the look of real shop shelves,
// not tuned to any other photo set; drawn by shelfPhotos.ts. Every scene is fixed by its
// index (a seeded random generator), so the set is the same on every machine.
//
// Truth: `brand`/`name` as printed; `catalog` is the catalog's spelling when the perfume is
// expected in the catalog. The benchmark resolves it against the catalog it runs with: a
// perfume missing there must come back as "nicht im Katalog", never as a look-alike.

export interface ShelfItem {
  /** As printed on the bottle, box and tag. */
  brand: string;
  name: string;
  /** Catalog brand and name, when it differs from the print ("DIOR" → "Christian Dior"). */
  catalog?: { brand: string; name: string };
}

/** Well-known perfumes of the catalog, printed as shops and bottles show them. */
export const KNOWN: readonly ShelfItem[] = [
  { brand: 'DIOR', name: 'SAUVAGE', catalog: { brand: 'Christian Dior', name: 'Sauvage' } },
  { brand: 'CREED', name: 'AVENTUS' },
  { brand: 'CHANEL', name: 'COCO MADEMOISELLE' },
  { brand: 'CALVIN KLEIN', name: 'ck one', catalog: { brand: 'Calvin Klein', name: 'CK One' } },
  { brand: 'PACO RABANNE', name: '1 MILLION' },
  { brand: 'VERSACE', name: 'EROS' },
  { brand: 'LANCÔME', name: 'La vie est belle' },
  { brand: 'GUERLAIN', name: 'SHALIMAR' },
  {
    brand: 'GIORGIO ARMANI',
    name: 'ACQUA DI GIÒ',
    catalog: { brand: 'Giorgio Armani', name: 'Acqua di Gio' },
  },
  { brand: 'HUGO BOSS', name: 'BOSS BOTTLED' },
  { brand: 'JEAN PAUL GAULTIER', name: 'LE MALE' },
  { brand: 'CHANEL', name: 'BLEU DE CHANEL' },
  { brand: 'DIOR', name: "J'adore", catalog: { brand: 'Christian Dior', name: "J'adore" } },
  { brand: 'MUGLER', name: 'ALIEN', catalog: { brand: 'Thierry Mugler', name: 'Alien' } },
  { brand: 'MUGLER', name: 'ANGEL', catalog: { brand: 'Thierry Mugler', name: 'Angel' } },
  { brand: 'CAROLINA HERRERA', name: 'GOOD GIRL' },
  {
    brand: 'VIKTOR&ROLF',
    name: 'FLOWERBOMB',
    catalog: { brand: 'Viktor & Rolf', name: 'Flowerbomb' },
  },
  { brand: 'TOM FORD', name: 'BLACK ORCHID' },
  { brand: 'TOM FORD', name: 'TOBACCO VANILLE' },
  { brand: 'MAISON FRANCIS KURKDJIAN', name: 'BACCARAT ROUGE 540' },
  { brand: 'LE LABO', name: 'SANTAL 33' },
  { brand: 'Davidoff', name: 'Cool Water' },
  { brand: 'HERMÈS', name: "TERRE D'HERMÈS" },
  { brand: 'MARC JACOBS', name: 'DAISY' },
  { brand: 'AZZARO', name: 'WANTED' },
  { brand: 'MONTBLANC', name: 'LEGEND' },
  {
    brand: 'JO MALONE',
    name: 'WOOD SAGE & SEA SALT',
    catalog: { brand: 'Jo Malone', name: 'Wood Sage Sea Salt' },
  },
  { brand: 'diptyque', name: 'PHILOSYKOS' },
  { brand: 'KENZO', name: 'FLOWER BY KENZO' },
  { brand: 'ISSEY MIYAKE', name: "L'EAU D'ISSEY" },
  { brand: 'DIOR', name: 'MISS DIOR', catalog: { brand: 'Christian Dior', name: 'Miss Dior' } },
  { brand: 'YVES SAINT LAURENT', name: 'BLACK OPIUM' },
  { brand: 'ESTÉE LAUDER', name: 'Beautiful' },
  { brand: 'DIOR', name: 'FAHRENHEIT', catalog: { brand: 'Christian Dior', name: 'Fahrenheit' } },
  { brand: 'GUERLAIN', name: "L'HOMME IDÉAL" },
  { brand: 'BVLGARI', name: 'AQVA POUR HOMME' },
  { brand: 'BVLGARI', name: 'OMNIA CRYSTALLINE' },
  { brand: 'Cartier', name: 'Déclaration' },
  { brand: 'NINA RICCI', name: 'NINA' },
  { brand: 'Elizabeth Arden', name: 'RED DOOR' },
  { brand: 'PARFUMS DE MARLY', name: 'LAYTON' },
  { brand: 'CHANEL', name: 'ALLURE HOMME SPORT' },
  { brand: 'PACO RABANNE', name: 'INVICTUS' },
  { brand: 'PACO RABANNE', name: 'LADY MILLION' },
  {
    brand: 'DIOR',
    name: 'HYPNOTIC POISON',
    catalog: { brand: 'Christian Dior', name: 'Hypnotic Poison' },
  },
  { brand: 'TOM FORD', name: 'OUD WOOD' },
  { brand: 'CHANEL', name: 'COCO NOIR' },
  { brand: 'HERMÈS', name: 'UN JARDIN SUR LE NIL' },
  { brand: 'GIVENCHY', name: "L'INTERDIT" },
  { brand: 'GIORGIO ARMANI', name: 'Sì', catalog: { brand: 'Giorgio Armani', name: 'Si' } },
];

/**
 * Perfumes that are not in the catalog today: invented ones, and real new releases (the
 * catalog may learn those; then they count as known). Several are look-alike traps: a new
 * flanker of a known line must not become the known perfume.
 */
export const UNKNOWN: readonly ShelfItem[] = [
  { brand: 'MAISON VELOURINE', name: 'AMBRE NOCTURNE' },
  { brand: 'DIOR', name: 'SAUVAGE MIRAGE' },
  { brand: 'CREED', name: 'AVENTUS ABSOLU NOIR' },
  { brand: 'ATELIER KORVAN', name: 'CUIR DE MINUIT' },
  {
    brand: 'YVES SAINT LAURENT',
    name: 'LIBRE',
    catalog: { brand: 'Yves Saint Laurent', name: 'Libre' },
  },
  { brand: 'LATTAFA', name: 'KHAMRAH', catalog: { brand: 'Lattafa', name: 'Khamrah' } },
  {
    brand: 'PRADA',
    name: 'LUNA ROSSA CARBON',
    catalog: { brand: 'Prada', name: 'Luna Rossa Carbon' },
  },
  { brand: 'VERSACE', name: 'EROS NUIT SAUVAGE' },
];

export type Look = 'glass' | 'labelled' | 'dark-box' | 'light-box';

export interface SceneObject {
  item: ShelfItem;
  look: Look;
  /** Quarter turns of the print (a box lying on its side). */
  turns: number;
  /** A shelf tag with brand, name and price under it. */
  tag: boolean;
}

export interface Scene {
  index: number;
  width: number;
  height: number;
  objects: SceneObject[];
  /** Whole-photo tilt in degrees (holding the phone at an angle). */
  tilt: number;
  light: 'normal' | 'dim' | 'glare';
  blurPx: number;
  /** Labels printed so small they are meant to be unreadable. */
  tinyLabels: boolean;
  seed: number;
}

export const SCENE_COUNT = 44;
const SIZES = [
  [2000, 1500], // 3 MP
  [3000, 2000], // 6 MP
  [3264, 2448], // 8 MP
  [4000, 3000], // 12 MP
] as const;
const LOOKS: readonly Look[] = ['labelled', 'glass', 'dark-box', 'light-box'];

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shelfScene(index: number): Scene {
  const next = random(1000 + index * 7919);
  const [width, height] = SIZES[index % SIZES.length]!;
  const count = 2 + Math.floor(next() * 5); // 2–6 objects
  const objects: SceneObject[] = [];
  for (let k = 0; k < count; k++) {
    const unknown = (index + k) % 7 === 3;
    const pool = unknown ? UNKNOWN : KNOWN;
    const item = pool[(index * 5 + k * 11) % pool.length]!;
    if (objects.some((object) => object.item === item)) continue;
    const look = LOOKS[(index + k * 3) % LOOKS.length]!;
    objects.push({
      item,
      look,
      turns: look.endsWith('box') && next() < 0.2 ? (next() < 0.5 ? 1 : 3) : 0,
      tag: next() < 0.6,
    });
  }
  return {
    index,
    width,
    height,
    objects,
    tilt: index % 5 === 2 ? (next() < 0.5 ? -1 : 1) * (6 + next() * 12) : (next() - 0.5) * 4,
    light: index % 6 === 1 ? 'dim' : index % 6 === 4 ? 'glare' : 'normal',
    blurPx: index % 8 === 5 ? 1.5 + next() * 1.5 : 0,
    tinyLabels: index % 11 === 9,
    seed: 5000 + index,
  };
}
