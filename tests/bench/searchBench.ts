// npm run bench:search — search throughput and latency over real HTTP, against the
// liveness route of the same server as baseline, then against a synthetic catalog ten
// times the size to show how the cost grows. Over 1,000 distinct queries, with the response
// cache and without it (SEARCH_CACHE_SIZE=0), each against the baseline of its own server.
// First, in process, the search index against the reference ranking it replaced (same
// pages, see searchIndexParity.test.ts). Prints figures and ratios; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readCatalogFile, writeCatalogFile } from '../../api/catalog/catalogFile';
import type { CatalogRecord } from '../../api/contract/perfume';
import { SearchIndex } from '../../api/contract/search/searchIndex';
import { ReferenceSearchIndex } from '../../api/contract/search/testReferenceIndex';
import { distinctBenchmarkQueries } from './benchQueries';
import { makeDataDir, removeDataDir, startServer } from './benchServer';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 32;
const CATALOG_FILE = path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz');

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

async function load(
  url: string,
  paths: readonly string[],
  duration = DURATION_S,
): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const requestPath = paths[next++ % paths.length]!;
          // Many clients, as in real traffic: the per-address search limit is not measured.
          const client = `10.${next % 250}.${(next >> 8) % 250}.${(next >> 16) % 250}`;
          return {
            ...request,
            path: requestPath,
            headers: { ...request.headers, 'X-Forwarded-For': client },
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.non2xx,
  };
}

function row(label: string, figures: Figures): string {
  return `${label.padEnd(34)} ${figures.rps.toFixed(0).padStart(8)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p99
    .toFixed(1)
    .padStart(8)} ${figures.mean.toFixed(2).padStart(9)} ${String(figures.errors).padStart(7)}`;
}

function tenfold(records: readonly CatalogRecord[]): CatalogRecord[] {
  // Variants mimic how a bigger catalog grows: more flankers of the same lines and houses.
  const words = [
    'Intense',
    'Nuit',
    'Absolu',
    'Sport',
    'Elixir',
    'Extreme',
    'Noir',
    'Summer',
    'Privé',
  ];
  return records.flatMap((record) => [
    record,
    ...words.map((word, i) => ({
      ...record,
      id: `${record.id}-x${i}`,
      name: `${record.name} ${word}`,
      votes: Math.floor(record.votes / (i + 2)),
    })),
  ]);
}

interface Measured {
  trivial: Figures;
  cached: Figures;
  /** The baseline of the server that ran without cache, for the uncached ratio. */
  trivialUncached: Figures;
  uncached: Figures;
}

const HEADER = `${'Route'.padEnd(34)} ${'Req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'Mittel ms'.padStart(9)} ${'Fehler'.padStart(7)}`;

async function run(env: Record<string, string>, dataDir: string, searchPaths: readonly string[]) {
  const server = await startServer({ TRUST_PROXY_HOPS: '1', ...env }, dataDir);
  try {
    // Warm-up: JIT, and with the cache on, every query once (the list fits the cache).
    await load(server.url, searchPaths, Math.max(3, Math.ceil(DURATION_S / 4)));
    const trivial = await load(server.url, ['/api/health/live']);
    const search = await load(server.url, searchPaths);
    return { trivial, search };
  } finally {
    await server.stop();
  }
}

async function measure(
  label: string,
  env: Record<string, string>,
  queries: readonly string[],
): Promise<Measured> {
  const searchPaths = queries.map(
    (q) => `/api/perfumes/search?q=${encodeURIComponent(q)}&page=1&limit=20`,
  );
  const dataDir = makeDataDir();
  try {
    const cachedRun = await run(env, dataDir, searchPaths);
    const uncachedRun = await run({ ...env, SEARCH_CACHE_SIZE: '0' }, dataDir, searchPaths);
    const measured = {
      trivial: cachedRun.trivial,
      cached: cachedRun.search,
      trivialUncached: uncachedRun.trivial,
      uncached: uncachedRun.search,
    };
    console.log(`\n${label}`);
    console.log(HEADER);
    console.log(row('GET /api/health/live (Basis)', measured.trivial));
    console.log(row('Suche mit Antwort-Cache', measured.cached));
    console.log(row('GET /api/health/live (Basis 2)', measured.trivialUncached));
    console.log(row('Suche ohne Cache', measured.uncached));
    console.log(
      `Durchsatz Suche / Basis desselben Servers: mit Cache ${percent(measured.cached.rps / measured.trivial.rps)}, ` +
        `ohne Cache ${percent(measured.uncached.rps / measured.trivialUncached.rps)}`,
    );
    return measured;
  } finally {
    removeDataDir(dataDir);
  }
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)} %`;
}

interface InProcess {
  mean: number;
  p99: number;
}

/** Per-query time in process, the fastest of three rounds (the machine is shared). */
function timeQueries(
  index: { search: (q: string, o: number, l: number) => unknown },
  queries: readonly string[],
): InProcess {
  const best = new Array<number>(queries.length).fill(Infinity);
  for (let round = 0; round < 3; round++) {
    queries.forEach((query, i) => {
      const started = performance.now();
      index.search(query, 0, 20);
      best[i] = Math.min(best[i]!, performance.now() - started);
    });
  }
  const sorted = [...best].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { mean, p99: sorted[Math.floor(sorted.length * 0.99)]! };
}

function inProcess(
  records: readonly CatalogRecord[],
  big: readonly CatalogRecord[],
  queries: readonly string[],
) {
  console.log(
    '\nIm Prozess (ohne HTTP), Seite 1 mit 20 Treffern, schnellste von 3 Runden je Anfrage',
  );
  console.log(
    `${'Index'.padEnd(34)} ${'Mittel µs'.padStart(10)} ${'p99 µs'.padStart(8)} ${'10× Mittel'.padStart(11)} ${'10× p99'.padStart(8)} ${'10×/1×'.padStart(7)}`,
  );
  for (const [label, Index] of [
    ['Referenz (Rangfolge vorher)', ReferenceSearchIndex],
    ['SearchIndex (jetzt)', SearchIndex],
  ] as const) {
    const real = timeQueries(new Index(records), queries);
    const tenfoldIndex = new Index(big);
    const large = timeQueries(tenfoldIndex, queries);
    const us = (ms: number) => (ms * 1000).toFixed(0);
    console.log(
      `${label.padEnd(34)} ${us(real.mean).padStart(10)} ${us(real.p99).padStart(8)} ${us(large.mean).padStart(11)} ${us(large.p99).padStart(8)} ${(large.mean / real.mean).toFixed(2).padStart(6)}×`,
    );
  }
}

async function main() {
  const { records } = readCatalogFile(CATALOG_FILE);
  const queries = distinctBenchmarkQueries(records);
  const big = tenfold(records);
  console.log(
    `${queries.length} verschiedene Suchanfragen (tests/bench/benchQueries.ts), ${CONNECTIONS} parallele Verbindungen, je ${DURATION_S} s`,
  );
  inProcess(records, big, queries);
  const real = await measure(`Echter Katalog (${records.length} Parfüms)`, {}, queries);

  const dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-catalog-'));
  try {
    const bigFile = path.join(dir, 'catalog-10x.jsonl.gz');
    writeCatalogFile(bigFile, big);
    const synthetic = await measure(
      `Synthetischer Katalog (${big.length} Parfüms, 10×)`,
      { CATALOG_FILE: bigFile },
      queries,
    );
    const perRequest = (search: Figures, trivial: Figures) => search.mean / trivial.mean;
    console.log('\nZusammenfassung (Ziele aus Issue 14)');
    console.log(
      `- Durchsatz Suche / Basis (Ziel ≥ 50 % ohne Cache): mit Cache ${percent(real.cached.rps / real.trivial.rps)}, ` +
        `ohne Cache ${percent(real.uncached.rps / real.trivialUncached.rps)}`,
    );
    console.log(
      `- p99 echter Katalog (Ziel ≤ 25 ms): mit Cache ${real.cached.p99.toFixed(1)} ms, ohne Cache ${real.uncached.p99.toFixed(1)} ms`,
    );
    console.log(
      `- Kosten pro Anfrage bei 10× Katalog (Ziel < 2×): mit Cache ${(synthetic.cached.mean / real.cached.mean).toFixed(2)}×, ` +
        `ohne Cache ${(synthetic.uncached.mean / real.uncached.mean).toFixed(2)}× ` +
        `(je gemessen an der Basis desselben Laufs: ${(perRequest(synthetic.uncached, synthetic.trivialUncached) / perRequest(real.uncached, real.trivialUncached)).toFixed(2)}×)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
