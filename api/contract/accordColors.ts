// One colour per accord key of the catalog (the English source keys, see perfume.ts), picked
// by hand so a perfume's generated visual hints at how it smells: citrus is sunny, oud is
// dark, aquatic is blue. Shared by every screen that draws accords.

export const ACCORD_FALLBACK_COLOR = '#b9aea4';

const accordPalette: Readonly<Record<string, string>> = {
  woody: '#8b5e3c',
  citrus: '#f2b631',
  floral: '#e8879c',
  aromatic: '#6f9a7a',
  sweet: '#f0a3b5',
  'fresh spicy': '#9cbf5a',
  'white floral': '#efe6d2',
  fruity: '#ef7a5a',
  green: '#5f9e4f',
  powdery: '#d9c2d4',
  balsamic: '#a0643a',
  'warm spicy': '#c2552d',
  musky: '#c9b8a8',
  vanilla: '#f3dfb1',
  rose: '#d9536f',
  amber: '#d98b2b',
  fresh: '#9fd6e0',
  patchouli: '#6b4a2f',
  animalic: '#7a5640',
  earthy: '#7d6a4f',
  herbal: '#7fa35c',
  aquatic: '#3f9ec9',
  leather: '#5c3b28',
  'soft spicy': '#d9946a',
  smoky: '#6e6a69',
  'yellow floral': '#f4d35e',
  ozonic: '#b7d9ea',
  tropical: '#f59e3a',
  oud: '#3f2a1e',
  tuberose: '#f1e4e8',
  marine: '#2d6f9e',
  cinnamon: '#b0562a',
  sour: '#c8d44a',
  honey: '#e1a527',
  cacao: '#5a3826',
  aldehydic: '#e9eef2',
  caramel: '#c6813a',
  tobacco: '#8a5a2b',
  coconut: '#f6f0e4',
  almond: '#e4c9a4',
  nutty: '#a97b4f',
  milky: '#f7f1e6',
  salty: '#a9c7cf',
  soapy: '#cfe5ef',
  coffee: '#4b3025',
  cherry: '#a8233b',
  bitter: '#6f7a3a',
  rum: '#8e4b26',
  conifer: '#3f6b4a',
  terpenic: '#88a85a',
  narcotic: '#8d4f7a',
  whiskey: '#b5702c',
  watery: '#8fc3dc',
  savory: '#b08a5a',
  camphor: '#bfd8cf',
  beeswax: '#e6bf5c',
  gourmand: '#c98a5e',
  lactonic: '#f2e8d5',
  metallic: '#9ea4ab',
  sand: '#dcc79b',
  wine: '#7b2a3b',
  vodka: '#dde6ea',
  mossy: '#56704a',
  'coca-cola': '#6a2c1e',
  alcohol: '#d7e2e4',
  caramela: '#c98f4e',
  vinil: '#3e3a40',
  clay: '#b66e4d',
  'white wine': '#e9df9f',
  asphault: '#4a4a4d',
  champagne: '#efdca0',
  'industrial glue': '#c9c2a0',
  anis: '#9bb38a',
  martini: '#c8d6a8',
  plastic: '#d0c8d8',
  'tennis ball': '#d8e84a',
  bbq: '#7a3b22',
  'wet plaster': '#d3cfc6',
  foresty: '#3d5e3a',
  cognac: '#9a5524',
};

/** Every accord key with a hand-picked colour. */
export const ACCORD_KEYS: readonly string[] = Object.keys(accordPalette);

/** The hex colour for an accord key; unknown keys get a neutral warm grey. */
export function accordColor(key: string): string {
  // The source spells one key capitalised ("Champagne"); the palette is keyed in lower case.
  const normalized = key.trim().toLowerCase();
  return Object.hasOwn(accordPalette, normalized)
    ? (accordPalette[normalized] ?? ACCORD_FALLBACK_COLOR)
    : ACCORD_FALLBACK_COLOR;
}
