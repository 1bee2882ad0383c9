// From the barcodes on a photo to exact finds: a number a shop feed names for a catalog
// perfume (perfume_gtins) is that perfume, nothing else; a number no feed names is ignored
// (never a guess from it). A find stands for its whole object: the words printed around
// the barcode (the shelf tag's or box's text) are not read again by the OCR matcher, and
// what the bottle above the tag was read as gives way to it.
import { parseGtin } from '../../catalog/gtin';
import { offersByGtin } from '../../catalog/feedGtins';
import type { Perfume } from '../../contract/perfume';
import type { Queryable } from '../../db/database';
import { findPerfume } from '../perfumes/perfumesRepo';
import type { BarcodeReader, FoundBarcode } from './barcodes';
import type { OcrWord } from './ocr';
import type { KnownObject, TextDetection } from './ocrMatch';

export interface BarcodeFind {
  perfume: Perfume;
  /** The number as printed under the bars. */
  barcode: string;
  box: OcrWord['box'];
}

/**
 * The barcodes on the photo that name a feed offer. A reader that fails (the photo cannot
 * be decoded, a worker died, the time is up) gives none: the OCR reading answers alone,
 * and the OCR's own failure gives the photo's error.
 */
export async function findByBarcode(
  db: Queryable,
  reader: BarcodeReader,
  image: Buffer,
  signal?: AbortSignal,
): Promise<BarcodeFind[]> {
  let found: FoundBarcode[];
  try {
    found = await reader.read(image, signal);
  } catch {
    return [];
  }
  const perfumes = await perfumesByBarcode(
    db,
    found.map((barcode) => barcode.text),
  );
  return found.flatMap((barcode) => {
    const perfume = perfumes.get(barcode.text);
    return perfume ? [{ perfume, barcode: barcode.text, box: barcode.box }] : [];
  });
}

/**
 * The catalog perfumes that shop feeds name for these numbers, by the number as given. A
 * number that fails the GS1 check digit (a misread, or digits a vision model made up) or
 * that no feed names is absent: nothing is guessed from it.
 */
export async function perfumesByBarcode(
  db: Queryable,
  texts: readonly string[],
): Promise<Map<string, Perfume>> {
  const numbers = texts.flatMap((text) => {
    const parsed = parseGtin(text);
    return parsed.ok ? [{ text, gtin: parsed.gtin }] : [];
  });
  const offers = await offersByGtin(
    db,
    numbers.map((number) => number.gtin),
  );
  const perfumes = new Map<string, Perfume>();
  for (const { text, gtin } of numbers) {
    const offer = offers.get(gtin);
    const perfume = offer ? await findPerfume(db, offer.perfumeId) : null;
    if (perfume) perfumes.set(text, perfume);
  }
  return perfumes;
}

/**
 * How far around the bars the object's own print reaches, in lengths of the symbol (its
 * longer side, so a barcode turned sideways counts the same): a shelf tag's brand, name
 * and price sit beside and above its barcode; the bottle standing on the shelf above the
 * tag starts further away.
 */
const OBJECT_REACH = 1;

/**
 * A find as an object already identified: the print around the bars is its own (not
 * matched again), and the OCR matcher lets it win over the bottle above it (shelfTags.ts).
 */
export function knownObject(find: BarcodeFind): KnownObject {
  const { box } = find;
  const reach = OBJECT_REACH * Math.max(box.x1 - box.x0, box.y1 - box.y0);
  return {
    box,
    region: { x0: box.x0 - reach, x1: box.x1 + reach, y0: box.y0 - reach, y1: box.y1 + reach },
    detection: barcodeDetection(find),
  };
}

/** A find as a detection: the perfume itself, certain. */
export function barcodeDetection(find: BarcodeFind): TextDetection {
  return {
    perfume: find.perfume,
    name: find.perfume.name,
    brand: find.perfume.brand,
    concentration: null,
    confidence: 1,
    barcode: find.barcode,
  };
}
