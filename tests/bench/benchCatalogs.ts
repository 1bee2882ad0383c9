// The two catalogs every scale benchmark measures in one run (issue 25): the 2017 catalog
// as the baseline and today's. BENCH_BASELINE_CATALOG and BENCH_CATALOG point them at
// other files (e.g. a licensed import); BENCH_CATALOGS=today measures today's alone.
import path from 'node:path';

const DATA = path.resolve(import.meta.dirname, '../../api/catalog/data');

export interface BenchCatalog {
  /** Shown in the tables: "2017" or "heute". */
  label: string;
  file: string;
}

export const BASELINE_CATALOG: BenchCatalog = {
  label: '2017',
  file: process.env.BENCH_BASELINE_CATALOG ?? path.join(DATA, 'baseline-2017.jsonl.gz'),
};

export const TODAYS_CATALOG: BenchCatalog = {
  label: 'heute',
  file: process.env.BENCH_CATALOG ?? path.join(DATA, 'catalog.jsonl.gz'),
};

/** Baseline first, so its figures are on screen when today's ratios are printed. */
export function benchCatalogs(): BenchCatalog[] {
  return process.env.BENCH_CATALOGS === 'today'
    ? [TODAYS_CATALOG]
    : [BASELINE_CATALOG, TODAYS_CATALOG];
}

/** "1.23×" for today's figure over the baseline's. */
export function ratio(today: number, baseline: number | undefined): string {
  return baseline === undefined ? '–' : `${(today / baseline).toFixed(2)}×`;
}
