// npm run bench:ocr — local photo recognition on a generated 2-megapixel JPEG (four
// labelled bottles): the first run (worker start and language data load) reported on its
// own, then OCR and catalog-matching time as p50 over the following runs. Prints figures;
// asserts nothing.
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { catalogFromPerfumes } from '../../api/features/perfumes/memoryCatalog';
import { createTesseractReader } from '../../api/features/photo/ocr';
import { detectPerfumesInText } from '../../api/features/photo/ocrMatch';
import { renderBottlePhoto } from '../../api/features/photo/testPhotos';
import { unpricedPerfume } from '../../api/contract/perfume';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WIDTH = 1732;
const HEIGHT = 1155; // 2.0 megapixels

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

const { records } = readCatalogFile(CATALOG_FILE);
const catalog = catalogFromPerfumes(records.map(unpricedPerfume));
const photo = renderBottlePhoto({
  bottles: [
    ['CREED', 'AVENTUS'],
    ['DIOR', 'SAUVAGE'],
    ['GUERLAIN', 'SHALIMAR'],
    ['LANCOME', 'LA VIE EST BELLE'],
  ],
  width: WIDTH,
  height: HEIGHT,
});
console.log(
  `Photo: ${WIDTH}×${HEIGHT} JPEG (${(photo.length / 1024).toFixed(0)} KB), catalog ${records.length} perfumes, ${RUNS} runs after the first`,
);

const reader = createTesseractReader();
async function run() {
  const start = performance.now();
  const words = await reader.read(photo);
  const ocrDone = performance.now();
  const detections = detectPerfumesInText(catalog, words);
  return { ocr: ocrDone - start, match: performance.now() - ocrDone, detections };
}

const first = await run();
const ocr: number[] = [];
const match: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const result = await run();
  ocr.push(result.ocr);
  match.push(result.match);
}
await reader.close();

console.log(`first run (worker start + language data + OCR): ${ms(first.ocr)}`);
console.log(
  `OCR p50: ${ms(median(ocr))} (min ${ms(Math.min(...ocr))}, max ${ms(Math.max(...ocr))})`,
);
console.log(`catalog matching p50: ${ms(median(match))}`);
console.log(
  `recognised: ${
    first.detections
      .map(
        (detection) => `${detection.brand} – ${detection.perfume?.name ?? `(${detection.name})`}`,
      )
      .join('; ') || 'nothing'
  }`,
);
