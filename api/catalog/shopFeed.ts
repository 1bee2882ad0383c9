// Shop product feeds (CSV: name, brand, price, currency, image URL, deep link, optional size
// and EAN/GTIN) fill the price, bottle size, image and link of matching catalog perfumes,
// and record the offer's EAN/GTIN numbers (check digit verified) for the photo's barcodes. The size comes
// from a size column ("100", "100 ml") or else from the title ("… 100 ml", "100ml"). A
// product matches when brand and name agree after folding, with concentration and size words
// removed from the feed name ("Sauvage Eau de Toilette 100 ml" → "Sauvage"). When that key fits several perfumes
// of a line ("Sauvage", "Sauvage Eau de Parfum", "Sauvage Parfum"), the concentration decides:
// the one named with the feed's concentration, else the one named without any. Ambiguous or
// unknown products are reported, never guessed.
import { z } from 'zod';
import { parseCurrency } from '../contract/price';
import { foldText } from '../contract/search/normalize';
import type { Database } from '../db/database';
import { parseCsv } from './csv';
import { ean13Of, parseGtin } from './gtin';

const HEADER_ALIASES: Record<string, readonly string[]> = {
  name: ['name', 'produktname', 'product_name', 'title', 'titel'],
  brand: ['brand', 'marke', 'hersteller', 'manufacturer'],
  price: ['price', 'preis'],
  currency: ['currency', 'waehrung', 'währung'],
  image: ['image_url', 'image', 'imageurl', 'bild', 'bild_url'],
  link: ['deep_link', 'deeplink', 'link', 'url', 'product_url'],
  size: ['size', 'size_ml', 'groesse', 'größe', 'inhalt', 'volume', 'volumen', 'menge', 'ml'],
  ean: ['ean', 'ean13', 'ean_13', 'ean_code', 'barcode'],
  gtin: ['gtin', 'gtin13', 'gtin_13', 'gtin14', 'gtin_14', 'upc'],
};

/** Bottles larger than this are no retail size (a typo or a price per litre column). */
export const MAX_SIZE_ML = 5000;

const urlSchema = z.url({ protocol: /^https?$/ });

export interface FeedProduct {
  line: number;
  name: string;
  brand: string;
  priceCents: number;
  currency: 'EUR' | 'USD' | 'GBP';
  image: string | null;
  link: string;
  shop: string;
  /** Bottle size in ml the price is for, or null when the feed does not say. */
  sizeMl: number | null;
  /** The offer's EAN/GTIN numbers with valid check digits, in the 14-digit form. */
  gtins: string[];
}

export interface FeedParseResult {
  products: FeedProduct[];
  rejected: string[];
  /** EAN/GTIN cells that were left out (the row itself is kept). */
  badCodes: string[];
}

/** "49,95", "49.95", "1.049,00", "€ 49,95" → cents; null when not a positive price. */
export function parsePriceCents(raw: string): number | null {
  const cleaned = raw.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const lastSeparator = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'));
  const decimals = lastSeparator >= 0 && cleaned.length - lastSeparator - 1 <= 2;
  const whole = (decimals ? cleaned.slice(0, lastSeparator) : cleaned).replace(/[.,]/g, '');
  const fraction = decimals ? cleaned.slice(lastSeparator + 1).padEnd(2, '0') : '00';
  const cents = Number(whole || '0') * 100 + Number(fraction);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

const SIZE_IN_TEXT = /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?ml\b/i;

/**
 * "100", "100 ml", "7,5ml" → 100, 7.5; in a title the first "N ml" counts ("Sauvage Eau de
 * Toilette 100 ml" → 100). Null when nothing reads as a size in ml, or it is no retail size.
 */
export function parseSizeMl(raw: string, { bare = false } = {}): number | null {
  const text = raw.trim();
  const match =
    bare && /^\d{1,4}(?:[.,]\d{1,2})?$/.test(text) ? [text, text] : SIZE_IN_TEXT.exec(text);
  if (!match?.[1]) return null;
  const size = Number(match[1].replace(',', '.'));
  return Number.isFinite(size) && size > 0 && size <= MAX_SIZE_ML ? size : null;
}

function columnIndexes(header: readonly string[]) {
  const normalized = header.map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const find = (field: string) =>
    normalized.findIndex((cell) => HEADER_ALIASES[field]!.includes(cell));
  const columns = {
    name: find('name'),
    brand: find('brand'),
    price: find('price'),
    currency: find('currency'),
    image: find('image'),
    link: find('link'),
    size: find('size'),
    ean: find('ean'),
    gtin: find('gtin'),
  };
  const optional = new Set(['image', 'currency', 'size', 'ean', 'gtin']);
  const missing = Object.entries(columns)
    .filter(([field, index]) => index === -1 && !optional.has(field))
    .map(([field]) => field);
  if (missing.length > 0) {
    throw new Error(
      `Feed: Spalten fehlen: ${missing.join(', ')} (erwartet: name, brand, price, currency, image_url, deep_link, size, ean, gtin).`,
    );
  }
  return columns;
}

export function parseFeed(text: string): FeedParseResult {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('Feed: die Datei ist leer.');
  const columns = columnIndexes(header);
  const result: FeedParseResult = { products: [], rejected: [], badCodes: [] };
  rows.forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: number) => (column >= 0 ? (cells[column] ?? '').trim() : '');
    const name = cell(columns.name);
    const brand = cell(columns.brand);
    const priceCents = parsePriceCents(cell(columns.price));
    const currency = columns.currency >= 0 ? parseCurrency(cell(columns.currency)) : 'EUR';
    const link = urlSchema.safeParse(cell(columns.link));
    const image = cell(columns.image);
    const imageUrl = image ? urlSchema.safeParse(image) : null;
    const sizeCell = cell(columns.size);
    const sizeMl = sizeCell ? parseSizeMl(sizeCell, { bare: true }) : parseSizeMl(name);
    const problem = !name
      ? 'Name fehlt'
      : !brand
        ? 'Marke fehlt'
        : priceCents === null
          ? `Preis "${cell(columns.price)}" ungültig`
          : !currency
            ? `Währung "${cell(columns.currency)}" unbekannt (EUR, USD, GBP)`
            : !link.success
              ? 'Link ist keine http(s)-URL'
              : imageUrl && !imageUrl.success
                ? 'Bild-URL ist keine http(s)-URL'
                : sizeCell && sizeMl === null
                  ? `Größe "${sizeCell}" ungültig (ml, höchstens ${MAX_SIZE_ML})`
                  : null;
    if (problem || priceCents === null || !currency || !link.success) {
      result.rejected.push(`Zeile ${line}: ${problem}`);
      return;
    }
    const codes = offerCodes([cell(columns.ean), cell(columns.gtin)]);
    for (const bad of codes.bad) result.badCodes.push(`Zeile ${line}: ${bad}`);
    result.products.push({
      line,
      name,
      brand,
      priceCents,
      currency,
      image: imageUrl?.success ? imageUrl.data : null,
      link: link.data,
      shop: new URL(link.data).hostname.replace(/^www\./, ''),
      sizeMl,
      gtins: codes.gtins,
    });
  });
  return result;
}

/** An offer's numbers from its EAN and GTIN cells (either may list several: "a|b", "a, b"). */
function offerCodes(cells: readonly string[]): { gtins: string[]; bad: string[] } {
  const gtins = new Set<string>();
  const bad: string[] = [];
  for (const raw of cells.flatMap((cell) => cell.split(/[|,;]/)).map((code) => code.trim())) {
    if (!raw) continue;
    const parsed = parseGtin(raw);
    if (parsed.ok) gtins.add(parsed.gtin);
    else
      bad.push(
        parsed.problem === 'check_digit'
          ? `EAN/GTIN "${raw}" hat eine falsche Prüfziffer`
          : `EAN/GTIN "${raw}" ist keine 8-, 12-, 13- oder 14-stellige Nummer`,
      );
  }
  return { gtins: [...gtins], bad };
}

const PRODUCT_WORDS =
  /\b(eau de parfum|eau de toilette|eau de cologne|extrait de parfum|parfum|edp|edt|edc|spray|vaporisateur|tester|refill(able)?|nachfüllbar|\d+([.,]\d+)? ?(ml|oz))\b/g;

/** The folded key a feed product and a catalog perfume are compared by. */
export function productKey(brand: string, name: string): string {
  const foldedBrand = foldText(brand);
  let foldedName = foldText(name.toLowerCase().replace(PRODUCT_WORDS, ' '));
  if (foldedName.startsWith(`${foldedBrand} `))
    foldedName = foldedName.slice(foldedBrand.length + 1);
  return `${foldedBrand}|${foldedName.replace(/\s+/g, ' ').trim()}`;
}

const CONCENTRATIONS: readonly (readonly [string, RegExp])[] = [
  ['extrait', /\b(extrait de parfum|extrait)\b/],
  ['edp', /\b(eau de parfum|edp)\b/],
  ['edt', /\b(eau de toilette|edt)\b/],
  ['edc', /\b(eau de cologne|edc)\b/],
  ['parfum', /\bparfum\b/],
];

/** The concentration a product or perfume name states, or null when it names none. */
export function concentrationOf(name: string): string | null {
  const folded = foldText(name.toLowerCase());
  return CONCENTRATIONS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

/**
 * Of the catalog perfumes sharing a feed product's key, the one it is: the perfume named
 * with the product's concentration, else the only one named without a concentration;
 * null when that still leaves more than one.
 */
export function pickByConcentration(
  productName: string,
  candidates: readonly { id: string; name: string }[],
): string | null {
  if (candidates.length === 1) return candidates[0]!.id;
  const wanted = concentrationOf(productName);
  const named = candidates.filter((c) => wanted !== null && concentrationOf(c.name) === wanted);
  if (named.length === 1) return named[0]!.id;
  const plain = candidates.filter((c) => concentrationOf(c.name) === null);
  return named.length === 0 && plain.length === 1 ? plain[0]!.id : null;
}

export interface FeedImportReport {
  updated: number;
  unmatched: string[];
  ambiguous: string[];
  rejected: string[];
  /** EAN/GTIN numbers stored for matched offers. */
  codes: number;
  /** Cells that held no valid number, and numbers the feed gives to two perfumes. */
  badCodes: string[];
}

export async function importFeed(
  db: Database,
  text: string,
  source: string,
): Promise<FeedImportReport> {
  const { products, rejected, badCodes } = parseFeed(text);
  const { rows } = await db.query<{ id: string; name: string; brand: string; aliases: string[] }>(
    `SELECT id, name, brand, ARRAY(SELECT jsonb_array_elements_text(data->'aliases')) AS aliases
     FROM perfumes WHERE NOT retired`,
  );
  const byKey = new Map<string, string[]>();
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  for (const row of rows) {
    for (const brand of [row.brand, ...row.aliases]) {
      for (const name of [row.name, ...row.aliases]) {
        const key = productKey(brand, name);
        const ids = byKey.get(key) ?? [];
        if (!ids.includes(row.id)) ids.push(row.id);
        byKey.set(key, ids);
      }
    }
  }
  const report: FeedImportReport = {
    updated: 0,
    unmatched: [],
    ambiguous: [],
    rejected,
    codes: 0,
    badCodes,
  };
  const matches: { id: string; product: FeedProduct }[] = [];
  for (const product of products) {
    const ids = byKey.get(productKey(product.brand, product.name)) ?? [];
    const label = `Zeile ${product.line}: ${product.brand} – ${product.name}`;
    const candidates = ids.map((id) => ({ id, name: nameOf.get(id)! }));
    const id = ids.length > 0 ? pickByConcentration(product.name, candidates) : null;
    if (ids.length === 0) report.unmatched.push(label);
    else if (id === null) report.ambiguous.push(`${label} (${ids.join(', ')})`);
    else matches.push({ id, product });
  }
  const codes = codesOf(matches, report.badCodes);
  await db.transaction(async (tx) => {
    for (const { id, product } of matches) {
      await tx.query(
        `UPDATE perfumes SET price_cents = $2, currency = $3, image = $4, affiliate_link = $5, shop = $6,
           size_ml = $7, feed_updated_at = now(), updated_at = now() WHERE id = $1`,
        [
          id,
          product.priceCents,
          product.currency,
          product.image,
          product.link,
          product.shop,
          product.sizeMl,
        ],
      );
    }
    for (const [gtin, { id, product }] of codes) {
      await tx.query(
        `INSERT INTO perfume_gtins (gtin, perfume_id, shop, size_ml) VALUES ($1, $2, $3, $4)
         ON CONFLICT (gtin) DO UPDATE SET perfume_id = $2, shop = $3, size_ml = $4, feed_updated_at = now()`,
        [gtin, id, product.shop, product.sizeMl],
      );
    }
    await tx.query(
      `INSERT INTO catalog_imports (version, source, kind, record_count) VALUES ($1, $2, 'feed', $3)`,
      [new Date().toISOString(), source, matches.length],
    );
  });
  report.updated = matches.length;
  report.codes = codes.size;
  return report;
}

/**
 * The matched offers by EAN/GTIN. A number the feed gives to two different perfumes names
 * neither (a barcode must never be a guess) and is reported.
 */
function codesOf(
  matches: readonly { id: string; product: FeedProduct }[],
  badCodes: string[],
): Map<string, { id: string; product: FeedProduct }> {
  const codes = new Map<string, { id: string; product: FeedProduct }>();
  const conflicting = new Set<string>();
  for (const match of matches) {
    for (const gtin of match.product.gtins) {
      const seen = codes.get(gtin);
      if (seen && seen.id !== match.id) {
        conflicting.add(gtin);
        badCodes.push(
          `Zeile ${match.product.line}: EAN/GTIN ${ean13Of(gtin)} steht auch bei Zeile ${seen.product.line} (${seen.id}), für keins übernommen`,
        );
      } else if (!seen) codes.set(gtin, match);
    }
  }
  for (const gtin of conflicting) codes.delete(gtin);
  return codes;
}
