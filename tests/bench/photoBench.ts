// npm run bench:photo — the local photo path on the shop photo set (tests/photoSet, 44
// generated shelf photos, 3–12 MP), with each OCR engine in the same run: the scene-text
// default and tesseract.js as the baseline. Per engine: cold start, recall, precision,
// photos fully right, median and p95 time per photo (OCR with its retries + matching), and
// memory. Prints figures; asserts nothing. BENCH_PHOTOS=0,1,2 picks scenes.
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { unpricedPerfume } from '../../api/contract/perfume';
import { catalogFromPerfumes } from '../../api/features/engine/openai/memoryCatalog';
import { createTesseractReader } from '../../api/features/photo/ocr';
import { detectPerfumesInText } from '../../api/features/photo/ocrMatch';
import { readLabels } from '../../api/features/photo/readLabels';
import { createSceneTextReader } from '../../api/features/photo/sceneText/sceneTextReader';
import { catalogIndex, photoOf, scenes } from '../photoSet/photoSet';
import { type PhotoScore, scorePhoto, scoreSet } from '../photoSet/scorePhotos';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz');
const picked = process.env.BENCH_PHOTOS?.split(',').map(Number);
const verbose = process.env.BENCH_VERBOSE === '1';

const { records } = readCatalogFile(CATALOG_FILE);
const perfumes = records.map(unpricedPerfume);
const catalog = catalogFromPerfumes(perfumes);
const lookup = catalogIndex(perfumes);
const set = scenes(picked);
const photos = set.map(photoOf);
console.log(
  `Shop photo set: ${set.length} photos (${Math.round(photos.reduce((s, p) => s + p.length, 0) / 1e6)} MB JPEG), catalog ${perfumes.length} perfumes`,
);

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
};
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

async function bench(
  name: string,
  reader: ReturnType<typeof createTesseractReader>,
  memory: () => number,
) {
  const coldStart = performance.now();
  await reader.read(photos[0]!);
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  const scores: PhotoScore[] = [];
  let peak = memory();
  for (const [k, scene] of set.entries()) {
    const start = performance.now();
    const words = await readLabels(reader, catalog, photos[k]!);
    const detections = detectPerfumesInText(catalog, words);
    times.push(performance.now() - start);
    peak = Math.max(peak, memory());
    const score = scorePhoto(scene, detections, lookup);
    scores.push(score);
    if (verbose) {
      console.log(
        `  #${scene.index} ${Math.round(times.at(-1)!)} ms found ${score.found}/${score.expected}` +
          (score.missed.length ? ` missed: ${score.missed.join('; ')}` : '') +
          (score.wrongNames.length ? ` WRONG: ${score.wrongNames.join('; ')}` : '') +
          ` | read: ${words.map((w) => w.text).join(' / ')}`,
      );
    }
  }
  await reader.close();
  const total = scoreSet(scores);
  return { name, cold, total, median: quantile(times, 0.5), p95: quantile(times, 0.95), peak };
}

let childRss = 0;
const sceneText = createSceneTextReader({
  onMemory: (rss) => (childRss = Math.max(childRss, rss)),
});
const only = process.env.BENCH_ENGINES; // "scene-text" while tuning
const results = [await bench('scene-text (PP-OCRv4)', sceneText, () => childRss)];
if (only !== 'scene-text') {
  results.push(
    await bench('tesseract.js', createTesseractReader(), () => process.memoryUsage().rss),
  );
}
console.log(
  '\nengine                 cold start  recall  precision  fully right  median    p95       memory',
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(22)} ${`${Math.round(r.cold)} ms`.padStart(10)}  ${(r.total.recall * 100).toFixed(0).padStart(5)} %  ${(r.total.precision * 100).toFixed(0).padStart(7)} %  ${`${r.total.fullyRight}/${r.total.photos}`.padStart(11)}  ${`${Math.round(r.median)} ms`.padStart(8)}  ${`${Math.round(r.p95)} ms`.padStart(8)}  ${mb(r.peak).padStart(7)}`,
  );
}
const [base, tess] = results;
if (tess)
  console.log(
    `\nratio scene-text / tesseract: recall ${(base!.total.recall / Math.max(0.001, tess!.total.recall)).toFixed(2)}×, median time ${(base!.median / tess!.median).toFixed(2)}×`,
  );
console.log(
  'memory: scene-text = peak RSS of its child process; tesseract = this process (its worker threads live here)',
);
