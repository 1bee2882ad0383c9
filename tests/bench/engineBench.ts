// npm run bench:engine — latency of the local engine over the full catalog: analysis and
// recommendations for lists of 2, 10 and 50 perfumes (p50/p95 over seeded random lists,
// after a warm-up), plus the one-off build time; then the scoring core (scoring passes and
// selection) with the style references against the same core without them (the engine of
// 2026-11-25) on the same lists, as a ratio. Prints figures; asserts nothing.
// (OCR timing for photos is measured by the photo feature's own benchmark.)
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { createLocalEngine } from '../../api/features/engine/local/createLocalEngine';
import { buildListProfile } from '../../api/features/engine/local/listProfile';
import {
  SCORING_WEIGHTS,
  type ScoringWeights,
  scoreCatalog,
  selectPicks,
} from '../../api/features/engine/local/recommend';
import { resolveInput } from '../../api/features/engine/local/resolveInput';
import { createPicker } from '../../api/features/engine/local/seededText';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz');
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 30;
const LIST_SIZES = [2, 10, 50];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const { records } = readCatalogFile(CATALOG_FILE);
const buildMs = time(() => createLocalEngine(records));
const engine = createLocalEngine(records, {
  affiliateLink: (perfume) => `https://shop.example/suche?q=${encodeURIComponent(perfume.name)}`,
});
// Lists drawn from perfumes people actually pick (with votes), named as the home page does.
const known = records.filter((record) => record.votes >= 20 && record.accords.length > 0);
const picker = createPicker(42);
const listOf = (size: number) =>
  Array.from({ length: size }, () => {
    const record = picker.pick(known);
    return `${record.name} ${record.brand}`;
  });

console.log(`Katalog: ${records.length} Parfüms; Aufbau der Engine: ${buildMs.toFixed(0)} ms`);
console.log(`${RUNS} Läufe je Messung nach ${WARM_UP} Aufwärmläufen\n`);
console.log('Liste | Analyse p50 | Analyse p95 | Empfehlungen p50 | Empfehlungen p95');
console.log('----: | ----------: | ----------: | ---------------: | ---------------:');
for (const size of LIST_SIZES) {
  const lists = Array.from({ length: RUNS + WARM_UP }, () => listOf(size));
  const analysis: number[] = [];
  const recommendations: number[] = [];
  lists.forEach((names, i) => {
    const a = time(() => engine.analyzeSync({ names }));
    const r = time(() => engine.recommendSync({ names }));
    if (i >= WARM_UP) {
      analysis.push(a);
      recommendations.push(r);
    }
  });
  analysis.sort((x, y) => x - y);
  recommendations.sort((x, y) => x - y);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${String(size).padStart(5)} | ${ms(percentile(analysis, 0.5)).padStart(11)} | ${ms(percentile(analysis, 0.95)).padStart(11)} | ${ms(percentile(recommendations, 0.5)).padStart(16)} | ${ms(percentile(recommendations, 0.95)).padStart(16)}`,
  );
}

// The scoring core alone, the same lists for both weight sets, interleaved so load drifts hit
// both alike.
const WITHOUT_STYLES: ScoringWeights = { ...SCORING_WEIGHTS, styleBoost: 0 };
const core = (names: readonly string[], weights: ScoringWeights) => {
  const profile = buildListProfile(engine.model, resolveInput(engine.model, { names }));
  const request = { profile, ownedRows: [], blacklistRows: [], excludeRows: [] };
  const scores = scoreCatalog(engine.model, { ...request, occasion: 'all' }, weights);
  selectPicks(engine.model, scores, { count: 10, nicheOnly: false, brandCap: 2 }, weights);
};
console.log('\nKern (Bewertung + Auswahl), mit Stil-Referenzen gegen ohne, gleiche Listen:\n');
console.log('Liste | mit p50 | mit p95 | ohne p50 | ohne p95 | Verhältnis p50');
console.log('----: | ------: | ------: | -------: | -------: | -------------:');
for (const size of LIST_SIZES) {
  const lists = Array.from({ length: RUNS + WARM_UP }, () => listOf(size));
  const withStyles: number[] = [];
  const without: number[] = [];
  lists.forEach((names, i) => {
    const a = time(() => core(names, SCORING_WEIGHTS));
    const b = time(() => core(names, WITHOUT_STYLES));
    if (i >= WARM_UP) {
      withStyles.push(a);
      without.push(b);
    }
  });
  withStyles.sort((x, y) => x - y);
  without.sort((x, y) => x - y);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ratio = percentile(withStyles, 0.5) / percentile(without, 0.5);
  console.log(
    `${String(size).padStart(5)} | ${ms(percentile(withStyles, 0.5)).padStart(7)} | ${ms(percentile(withStyles, 0.95)).padStart(7)} | ${ms(percentile(without, 0.5)).padStart(8)} | ${ms(percentile(without, 0.95)).padStart(8)} | ${ratio.toFixed(2).padStart(14)}`,
  );
}
