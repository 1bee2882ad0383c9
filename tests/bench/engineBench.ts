// npm run bench:engine — latency of the local engine over the full catalog: analysis and
// recommendations for lists of 2, 10 and 50 perfumes (p50/p95 over seeded random lists,
// after a warm-up), plus the one-off build time; then the scoring core (scoring passes and
// selection) with the style references against the same core without them (the engine of
// 2026-11-25) on the same lists, as a ratio. Runs on the 2017 catalog and today's
// (tests/bench/benchCatalogs.ts) and prints today's over 2017's. Prints figures; asserts nothing.
// (OCR timing for photos is measured by the photo feature's own benchmark.)
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
import { benchCatalogs, ratio } from './benchCatalogs';

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

/**
 * Two runs on the same seeded lists of one size, interleaved so load drifts hit both alike:
 * p50 and p95 of each after the warm-up.
 */
function timePair(
  listOf: (size: number) => string[],
  size: number,
  first: (names: string[]) => unknown,
  second: (names: string[]) => unknown,
): { p50: number; p95: number }[] {
  const lists = Array.from({ length: RUNS + WARM_UP }, () => listOf(size));
  const times: [number[], number[]] = [[], []];
  lists.forEach((names, i) => {
    const a = time(() => first(names));
    const b = time(() => second(names));
    if (i >= WARM_UP) {
      times[0].push(a);
      times[1].push(b);
    }
  });
  return times.map((values) => {
    values.sort((x, y) => x - y);
    return { p50: percentile(values, 0.5), p95: percentile(values, 0.95) };
  });
}
const ms = (value: number, width: number) => `${value.toFixed(1)} ms`.padStart(width);

interface CatalogFigures {
  count: number;
  buildMs: number;
  /** Recommendations for lists of 10 perfumes, p95 (issue 25: ≤ 50 ms). */
  tenRecommendationsP95: number;
}

function measureCatalog(label: string, file: string): CatalogFigures {
  const { records } = readCatalogFile(file);
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
  let tenRecommendationsP95 = Number.NaN;
  console.log(`\n## Katalog ${label} (${file})\n`);
  console.log(`Katalog: ${records.length} Parfüms; Aufbau der Engine: ${buildMs.toFixed(0)} ms`);
  console.log(`${RUNS} Läufe je Messung nach ${WARM_UP} Aufwärmläufen\n`);
  console.log('Liste | Analyse p50 | Analyse p95 | Empfehlungen p50 | Empfehlungen p95');
  console.log('----: | ----------: | ----------: | ---------------: | ---------------:');
  for (const size of LIST_SIZES) {
    const [analysis, recommendations] = timePair(
      listOf,
      size,
      (names) => engine.analyzeSync({ names }),
      (names) => engine.recommendSync({ names }),
    );
    if (size === 10) tenRecommendationsP95 = recommendations!.p95;
    console.log(
      `${String(size).padStart(5)} | ${ms(analysis!.p50, 11)} | ${ms(analysis!.p95, 11)} | ${ms(recommendations!.p50, 16)} | ${ms(recommendations!.p95, 16)}`,
    );
  }

  // The scoring core alone (scoring passes and selection), with and without the style references.
  const WITHOUT_STYLES: ScoringWeights = { ...SCORING_WEIGHTS, styleBoost: 0 };
  const core = (names: readonly string[], weights: ScoringWeights) => {
    const profile = buildListProfile(engine.model, resolveInput(engine.model, { names }));
    const request = { profile, ownedRows: [], blacklistRows: [], excludeRows: [] };
    const scores = scoreCatalog(engine.model, { ...request, occasion: 'all' }, weights);
    return selectPicks(engine.model, scores, { count: 10, nicheOnly: false, brandCap: 2 }, weights);
  };
  console.log('\nKern (Bewertung + Auswahl), mit Stil-Referenzen gegen ohne, gleiche Listen:\n');
  console.log('Liste | mit p50 | mit p95 | ohne p50 | ohne p95 | Verhältnis p50');
  console.log('----: | ------: | ------: | -------: | -------: | -------------:');
  for (const size of LIST_SIZES) {
    const [withStyles, without] = timePair(
      listOf,
      size,
      (names) => core(names, SCORING_WEIGHTS),
      (names) => core(names, WITHOUT_STYLES),
    );
    const ratio = (withStyles!.p50 / without!.p50).toFixed(2);
    console.log(
      `${String(size).padStart(5)} | ${ms(withStyles!.p50, 7)} | ${ms(withStyles!.p95, 7)} | ${ms(without!.p50, 8)} | ${ms(without!.p95, 8)} | ${ratio.padStart(14)}`,
    );
  }
  return { count: records.length, buildMs, tenRecommendationsP95 };
}

const figures = new Map<string, CatalogFigures>();
for (const catalog of benchCatalogs())
  figures.set(catalog.label, measureCatalog(catalog.label, catalog.file));
console.log('\nZusammenfassung (Ziel aus Issue 25: Empfehlungen für 10 Parfüms p95 ≤ 50 ms)');
const baseline = figures.get('2017');
for (const [label, result] of figures) {
  console.log(
    `- ${label}: ${result.count} Parfüms, Aufbau ${result.buildMs.toFixed(0)} ms (${ratio(result.buildMs, baseline?.buildMs)}), ` +
      `Empfehlungen für 10 p95 ${result.tenRecommendationsP95.toFixed(1)} ms (${ratio(result.tenRecommendationsP95, baseline?.tenRecommendationsP95)} gegen 2017)` +
      (result.tenRecommendationsP95 <= 50 ? ', Ziel erreicht' : ', Ziel verfehlt'),
  );
}
