// Shelf tags and the bottles they belong to. A tag is a group of text with a price on it
// ("DIOR SAUVAGE · 89,95 €"); its bottle is the nearest group above it whose centre lies
// over the tag. The two are one object, reported once: a perfume named on either counts
// (the tag's print is often clearer than a curved or metallic label), a brand read on the
// bottle whose name only the tag shows is not a second "nicht im Katalog" entry, and text
// that named nothing is one unread label, not two. The tag also guards against look-alikes:
// when its line carries the bottle's name plus a word that perfume lacks ("EROS NUIT
// SAUVAGE" over a bottle read as "VERSACE EROS"), the bottle is the tag's perfume, which
// the catalog may not hold, and never the shorter name. A tag whose barcode a shop feed
// names (barcodeFinds.ts) is certain: what the bottle above it was read as, a shorter or
// other name or the brand alone, gives way to it, unless the bottle shows another brand
// (then the tag may hang under the wrong bottle, and both stay).
import { tokenize } from '../../contract/search/normalize';
import type { OcrWord } from './ocr';
import type { TextDetection } from './ocrMatch';

/** What one group of text (a label or a tag) was read as. */
export interface GroupReading {
  box: OcrWord['box'];
  /** The group has a price on it: a shelf tag. */
  tag: boolean;
  /** Catalog perfumes named in the group. */
  found: TextDetection[];
  /** A known brand with an unknown name (reported as "nicht im Katalog"). */
  brand: TextDetection | null;
  /** Text that looks like a label but named neither a perfume nor a brand. */
  unread: boolean;
  /** Identified exactly (by a barcode): `found` holds that one perfume. */
  certain?: boolean;
}

/** "89,95 €", "€ 89.95", "89,-", or the unit price "1 l = 899,50 €" (German shelf tags carry one). */
const PRICE = /\d,(\d{2}|-)|\d\.\d{2}\s*€|€\s*\d|=\s*\d/;

export function hasPrice(words: readonly OcrWord[]): boolean {
  return words.some((word) => PRICE.test(word.text));
}

function brandKey(brand: string): string {
  return tokenize(brand).join(' ');
}

/** The group a tag belongs to: nearest above, its centre over the tag. */
function bottleOf(tag: GroupReading, readings: readonly GroupReading[]): GroupReading | null {
  let best: GroupReading | null = null;
  for (const reading of readings) {
    if (reading === tag || reading.tag) continue;
    const centre = (reading.box.x0 + reading.box.x1) / 2;
    const tagCentre = (tag.box.x0 + tag.box.x1) / 2;
    const reach = Math.max(tag.box.x1 - tag.box.x0, reading.box.x1 - reading.box.x0) / 2;
    if (Math.abs(centre - tagCentre) > reach || reading.box.y1 > tag.box.y0) continue;
    if (!best || reading.box.y1 > best.box.y1) best = reading;
  }
  return best;
}

/**
 * Joins each tag with its bottle (see the file comment), given the check that the tag's
 * text names another perfume than `perfume`. Readings are changed in place.
 */
export function joinTagsWithBottles(
  readings: readonly GroupReading[],
  tagNamesOther: (tag: GroupReading, perfume: TextDetection) => boolean,
): void {
  const taken = new Set<GroupReading>();
  // Certain tags choose their bottle first.
  const tags = readings
    .filter((reading) => reading.tag)
    .sort((a, b) => Number(b.certain ?? false) - Number(a.certain ?? false));
  for (const tag of tags) {
    const bottle = bottleOf(tag, readings);
    if (!bottle || taken.has(bottle)) continue;
    taken.add(bottle);
    joinPair(tag, bottle, tagNamesOther);
  }
}

function joinPair(
  tag: GroupReading,
  bottle: GroupReading,
  tagNamesOther: (tag: GroupReading, perfume: TextDetection) => boolean,
): void {
  if (tag.certain) {
    const brand = brandKey(tag.found[0]!.brand);
    const read = [...bottle.found, ...(bottle.brand ? [bottle.brand] : [])];
    if (read.some((detection) => brandKey(detection.brand) !== brand)) return;
    bottle.found = [];
    bottle.brand = null;
    bottle.unread = false;
    return;
  }
  // The bottle's reading is a shorter name than the tag's: the tag is right.
  if (bottle.found.length > 0 && bottle.found.every((found) => tagNamesOther(tag, found))) {
    bottle.found = [];
    bottle.brand = null;
    bottle.unread = false;
    return;
  }
  const named = tag.found.length > 0 || bottle.found.length > 0;
  if (named) {
    // A side that named nothing is the other side's label, not another object, unless it
    // read another brand (then the tag may hang under the wrong bottle: both stay).
    for (const [side, other] of [
      [tag, bottle],
      [bottle, tag],
    ] as const) {
      if (side.found.length > 0) continue;
      const brands = new Set(other.found.map((found) => brandKey(found.brand)));
      if (side.brand && !brands.has(brandKey(side.brand.brand))) continue;
      side.brand = null;
      side.unread = false;
    }
    return;
  }
  // Neither named a catalog perfume: one entry for the pair, the tag's text first.
  if (tag.brand) {
    bottle.brand = null;
    bottle.unread = false;
  } else if (bottle.brand) {
    tag.unread = false;
  } else if (tag.unread && bottle.unread) {
    bottle.unread = false;
  }
}
