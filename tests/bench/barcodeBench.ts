// npm run bench:barcode — what reading barcodes adds to a photo (issue 27). The shop photo
// set's scenes (no barcodes: the cost on every upload) are read by the barcode reader and,
// as the baseline in the same run, by the scene-text OCR; then generated shelf photos with
// EAN-13 tags at 3, 6 and 12 MP (tilted and sideways ones among them) show what is found.
// Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { renderShelfPhoto, type ShelfPhotoOptions } from '../../api/features/photo/barcodePhotos';
import { createBarcodeReader } from '../../api/features/photo/barcodes';
import { createSceneTextReader } from '../../api/features/photo/sceneText/sceneTextReader';
import { photoOf, scenes } from '../photoSet/photoSet';

const SCENES = Number(process.env.BENCH_SCENES ?? 10);

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

const barcodes = createBarcodeReader();
const ocr = createSceneTextReader();

const cold = await timed(() => barcodes.read(renderShelfPhoto({ bottles: [{ label: [] }] })));
console.log(`Barcode reader cold start (worker, .wasm compile, first photo): ${ms(cold.ms)}`);
await ocr.read(renderShelfPhoto({ bottles: [{ label: ['CREED'] }] }));

const photos = scenes()
  .slice(0, SCENES)
  .map((scene) => photoOf(scene));
const barcodeTimes: number[] = [];
const ocrTimes: number[] = [];
let falseFinds = 0;
for (const photo of photos) {
  const read = await timed(() => barcodes.read(photo));
  barcodeTimes.push(read.ms);
  falseFinds += read.result.length;
  ocrTimes.push((await timed(() => ocr.read(photo))).ms);
}
const row = (name: string, times: number[]) =>
  `| ${name.padEnd(22)} | ${ms(percentile(times, 0.5)).padStart(7)} | ${ms(percentile(times, 0.95)).padStart(7)} |`;
console.log(`\nShop photo set, first ${photos.length} scenes (3–12 MP, no barcodes):`);
console.log('| reader                 |  median |     p95 |');
console.log('| ---------------------- | ------- | ------- |');
console.log(row('barcodes (zxing-wasm)', barcodeTimes));
console.log(row('scene-text OCR', ocrTimes));
console.log(
  `Barcode time / OCR time (medians): ${(percentile(barcodeTimes, 0.5) / percentile(ocrTimes, 0.5)).toFixed(2)}; numbers read where there are none: ${falseFinds}`,
);

const EANS = ['3348901250146', '3508441001114', '3614272048515', '4006381333931'];
const shelves = [
  { name: '3 MP, 4 tags', width: 2000, height: 1500, module: 2 },
  { name: '6 MP, 4 tags, 2 tilted', width: 3000, height: 2000, module: 3, tilt: 12 },
  { name: '12 MP, 4 tags, sideways', width: 4000, height: 3000, module: 3, turns: 1 },
  { name: '12 MP, 4 small tags', width: 4000, height: 3000, module: 2 },
].map(({ name, tilt, ...size }) => ({
  name,
  options: {
    ...size,
    bottles: EANS.map((ean, i) => ({
      label: ['PARFUM'],
      tag: { lines: ['MARKE NAME', '49,95 €'], ean, ...(tilt && i % 2 ? { angle: tilt } : {}) },
    })),
  } satisfies ShelfPhotoOptions,
}));
console.log('\nGenerated shelf photos with EAN-13 tags:');
console.log('| photo                          | found | time     |');
console.log('| ------------------------------ | ----- | -------- |');
for (const shelf of shelves) {
  const read = await timed(() => barcodes.read(renderShelfPhoto(shelf.options)));
  const found = new Set(read.result.map((barcode) => barcode.text));
  const right = EANS.filter((ean) => found.has(ean)).length;
  console.log(
    `| ${shelf.name.padEnd(30)} | ${`${right}/4`.padStart(5)} | ${ms(read.ms).padStart(8)} |`,
  );
}
await barcodes.close();
await ocr.close();
