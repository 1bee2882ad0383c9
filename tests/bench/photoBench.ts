// npm run bench:photo — the local photo path on the shop photo set (tests/photoSet, 44
// generated shelf photos, 3–12 MP), with each OCR engine in the same run: the scene-text
// default with today's settings and with the previous ones (memory arena on, a child per
// recognition slot), and tesseract.js as the baseline. Per engine: cold start, recall, precision,
// photos fully right, median and p95 time per photo (OCR with its retries + matching), and
// memory. Prints figures; asserts nothing. BENCH_PHOTOS=0,1,2 picks scenes;
// BENCH_ENGINES=previous,lean,tesseract picks engines; BENCH_DET_SIDE tries a detector size.
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { unpricedPerfume } from '../../api/contract/perfume';
import { catalogFromPerfumes } from '../../api/features/perfumes/memoryCatalog';
import { createTesseractReader } from '../../api/features/photo/ocr';
import { readPhotoText } from '../../api/features/photo/ocrMatch';
import { readLabels } from '../../api/features/photo/readLabels';
import {
  createSceneTextReader,
  type SceneTextReaderOptions,
} from '../../api/features/photo/sceneText/sceneTextReader';
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
  const entries = { joined: 0, apart: 0, objects: 0 };
  let peak = memory();
  for (const [k, scene] of set.entries()) {
    const start = performance.now();
    const words = await readLabels(reader, catalog, photos[k]!);
    const { detections, unreadLabels } = readPhotoText(catalog, words);
    times.push(performance.now() - start);
    // Entries the shopper sees (finds, "nicht im Katalog", unread labels) per object on the
    // shelf, with shelf tags joined to their bottles and read apart.
    const apart = readPhotoText(catalog, words, { joinTags: false });
    entries.joined += detections.length + unreadLabels;
    entries.apart += apart.detections.length + apart.unreadLabels;
    entries.objects += scene.objects.length;
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
  console.log(
    `${name}: ${entries.joined} entries shown for ${entries.objects} objects with tags joined to their bottles, ${entries.apart} with tags read apart (${(entries.joined / entries.objects).toFixed(2)} vs ${(entries.apart / entries.objects).toFixed(2)} per object)`,
  );
  return { name, cold, total, median: quantile(times, 0.5), p95: quantile(times, 0.95), peak };
}

const only = process.env.BENCH_ENGINES?.split(','); // e.g. "lean" while tuning
const wanted = (key: string) => !only || only.includes(key);
const results: (Awaited<ReturnType<typeof bench>> & { children: number })[] = [];
const sceneTextRun = async (key: string, name: string, settings: SceneTextReaderOptions) => {
  if (!wanted(key)) return;
  let childRss = 0;
  const reader = createSceneTextReader({
    ...settings,
    onMemory: (rss) => (childRss = Math.max(childRss, rss)),
  });
  const result = await bench(name, reader, () => childRss);
  results.push({ ...result, children: settings.maxChildren ?? 1 });
};
// The settings before issue 27's memory work: the onnxruntime memory arena on, and one
// child per photo recognition slot (PHOTO_CONCURRENCY = 2), kept for the server's life.
await sceneTextRun('previous', 'scene-text, previous', { arena: true, maxChildren: 2, idleMs: 0 });
await sceneTextRun('lean', 'scene-text (PP-OCRv4)', {
  ...(process.env.BENCH_DET_SIDE ? { detectionSide: Number(process.env.BENCH_DET_SIDE) } : {}),
});
if (wanted('tesseract')) {
  results.push({
    ...(await bench('tesseract.js', createTesseractReader(), () => process.memoryUsage().rss)),
    children: 0,
  });
}
console.log(
  '\nengine                 cold start  recall  precision  fully right  median    p95       memory   server bound',
);
for (const r of results) {
  const bound = r.children > 0 ? `${r.children} × ${mb(r.peak)}` : mb(r.peak);
  console.log(
    `${r.name.padEnd(22)} ${`${Math.round(r.cold)} ms`.padStart(10)}  ${(r.total.recall * 100).toFixed(0).padStart(5)} %  ${(r.total.precision * 100).toFixed(0).padStart(7)} %  ${`${r.total.fullyRight}/${r.total.photos}`.padStart(11)}  ${`${Math.round(r.median)} ms`.padStart(8)}  ${`${Math.round(r.p95)} ms`.padStart(8)}  ${mb(r.peak).padStart(7)}  ${bound.padStart(12)}`,
  );
}
const ratio = (a: string, b: string) => {
  const x = results.find((r) => r.name.startsWith(a));
  const y = results.find((r) => r.name.startsWith(b));
  if (!x || !y || x === y) return;
  console.log(
    `ratio ${x.name} / ${y.name}: recall ${(x.total.recall / Math.max(0.001, y.total.recall)).toFixed(2)}×, median time ${(x.median / y.median).toFixed(2)}×, peak memory per process ${(x.peak / y.peak).toFixed(2)}×, server bound ${((x.peak * Math.max(1, x.children)) / (y.peak * Math.max(1, y.children))).toFixed(2)}×`,
  );
};
console.log('');
ratio('scene-text (', 'scene-text, previous');
ratio('scene-text (', 'tesseract');
console.log(
  'memory: scene-text = peak RSS of its child process, server bound = children kept × that; tesseract = this process (its worker threads live here)',
);
