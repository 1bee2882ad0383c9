// One photo's words for the local path: the reader's first pass, and when that names no
// catalog perfume and read little, passes with the photo turned a quarter either way (a
// photo taken sideways, or boxes lying down). The first pass that names a perfume wins.
import type { CatalogLookup } from '../perfumes/catalogMatch';
import type { OcrReader, OcrWord } from './ocr';
import { detectPerfumesInText } from './ocrMatch';

/** More lines than this on the first pass: the photo was read, it just shows no perfume. */
const FEW_LINES = 6;

export async function readLabels(
  ocr: OcrReader,
  catalog: CatalogLookup,
  image: Buffer,
  signal?: AbortSignal,
): Promise<OcrWord[]> {
  const first = await ocr.read(image, signal);
  const names = (words: readonly OcrWord[]) =>
    detectPerfumesInText(catalog, words).some((detection) => detection.perfume !== null);
  if (!ocr.turns || first.length > FEW_LINES || names(first)) return first;
  for (const turns of [1, 3]) {
    const turned = await ocr.read(image, signal, turns);
    if (names(turned)) return turned;
  }
  return first;
}
