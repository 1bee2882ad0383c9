// German texts of the perfume family: the perfume page (/parfum/:id) and the facts its rows and
// cards show (issue 29: one copy module per screen family). Search rows and the page are on a
// first visit, so every part is its own export and each component imports only the part it
// renders (tests/e2e/budget.spec.ts). The label maps' keys are the catalog's data values; only
// the German labels are copy.

/** Labels of the catalog's gender values, keyed by the lower-cased value. */
export const genderLabels: Readonly<Record<string, string>> = {
  female: 'Damen',
  women: 'Damen',
  woman: 'Damen',
  damen: 'Damen',
  male: 'Herren',
  men: 'Herren',
  man: 'Herren',
  herren: 'Herren',
  unisex: 'Unisex',
  shared: 'Unisex',
};

/** Short labels of the catalog's concentration values, keyed by the lower-cased value. */
export const concentrationLabels: Readonly<Record<string, string>> = {
  'eau de parfum': 'EdP',
  edp: 'EdP',
  'eau de toilette': 'EdT',
  edt: 'EdT',
  'eau de cologne': 'EdC',
  edc: 'EdC',
  'extrait de parfum': 'Extrait',
  extrait: 'Extrait',
  parfum: 'Parfum',
  'eau fraiche': 'Eau Fraîche',
};

/** The seasons in the year's order, keyed as the catalog's vote shares are. */
export const seasonLabels = {
  spring: 'Frühling',
  summer: 'Sommer',
  autumn: 'Herbst',
  winter: 'Winter',
} as const;

// Sentences and words made of a perfume's season and day/night votes (single exports, not an
// object, so the minifier shortens their names in the first visit's chunk).
export const wearAllYear = (first: string) =>
  `Das ganze Jahr über getragen, am liebsten im ${first}.`;
export const wearSeasons = (names: string) => `Am liebsten getragen im ${names}.`;
export const wearAnd = ' und ';
export const wearDay = 'eher tagsüber';
export const wearNight = 'eher abends';
export const wearDayAndNight = 'tags wie abends';

/** "100 ml" where a shop feed names a bottle size. */
export const sizeLabel = (amount: string) => `${amount} ml`;

// The search rows' and the perfume page's choose button and the rows' marks.
export const addToChosen = 'Zur Auswahl hinzufügen';
export const removeFromChosen = 'Entfernen';
export const chosenBadge = '✓ In deiner Auswahl';
export const rowNicheBadge = 'Nische';
export const rowAccordsLabel = 'Hauptakkorde';

/** The flacon picture's text alternative. */
export const flaconAlt = (name: string) => `Flakon von ${name}`;

// The shop link of rows, cards and the page: with a feed price, else the template's link.
export const shopFallbackName = 'Shop';
export const shopLinkLabel = (shop: string, prefix?: string) =>
  `${prefix ? `${prefix} bei` : 'Bei'} ${shop} ansehen`;
export const comparePricesLabel = (prefix?: string) =>
  `${prefix ? `${prefix}: ` : ''}Preise vergleichen`;
