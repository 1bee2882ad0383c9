// npm run bench:search — search throughput and latency over real HTTP, against the
// liveness route of the same server as baseline, then against a synthetic catalog ten
// times the 2017 catalog's size to show how the cost grows. Over 1,000 distinct queries, with the response
// cache and without it (SEARCH_CACHE_SIZE=0), each against the baseline of its own server.
// First, in process, the search index against the reference ranking it replaced (same
// pages, see searchIndexParity.test.ts). Prints figures and ratios; asserts nothing. The
// summary splits the server's CPU per uncached search into the trivial request, sending the
// answer and searching: the floor under the throughput goal, measured in the same run.
// Issue 25: the 2017 catalog (tests/bench/benchCatalogs.ts) is measured too, in process and
// without the cache over HTTP, with the same queries (drawn from today's catalog), and the
// summary prints today's uncached p99 and throughput ratio against 2017's.
// BENCH_ONLY=catalogs runs only that comparison (about two minutes).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { readCatalogFile, writeCatalogFile } from '../../api/catalog/catalogFile';
import type { CatalogRecord } from '../../api/contract/perfume';
import { tokenize } from '../../api/contract/search/normalize';
import { MIN_REQUIRED_TOKEN } from '../../api/contract/search/ranking';
import { SearchIndex } from '../../api/contract/search/searchIndex';
import { ReferenceSearchIndex } from '../../api/contract/search/testReferenceIndex';
import { measureRequests, requestMetrics } from '../../api/http/requestMetrics';
import { BASELINE_CATALOG, benchCatalogs, ratio, TODAYS_CATALOG } from './benchCatalogs';
import { distinctBenchmarkQueries, tenfold } from './benchQueries';
import { makeDataDir, removeDataDir, startServer } from './benchServer';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 32;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  /** Requests answered in the run. */
  total: number;
  /** Mean body bytes per answer. */
  bytes: number;
  /** Server CPU per request (µs), set where the server's process is known (run()). */
  cpuMicros?: number;
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
    total: result.requests.total,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/**
 * CPU seconds a process has used (user + system, from /proc): what a request costs the
 * server, whatever else the shared machine is doing at the same time.
 */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

function row(label: string, figures: Figures): string {
  return `${label.padEnd(34)} ${figures.rps.toFixed(0).padStart(8)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p99
    .toFixed(1)
    .padStart(8)} ${figures.mean.toFixed(2).padStart(9)} ${String(figures.errors).padStart(7)}`;
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
    const withCpu = async (paths: readonly string[]): Promise<Figures> => {
      const before = cpuSeconds(server.pid);
      const figures = await load(server.url, paths);
      const cpu = cpuSeconds(server.pid) - before;
      return { ...figures, cpuMicros: (cpu * 1e6) / Math.max(1, figures.total) };
    };
    const trivial = await withCpu(['/api/health/live']);
    const search = await withCpu(searchPaths);
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

/** One server without the response cache: its baseline and the uncached search. */
async function measureUncached(
  label: string,
  env: Record<string, string>,
  queries: readonly string[],
): Promise<Pick<Measured, 'trivialUncached' | 'uncached'>> {
  const searchPaths = queries.map(
    (q) => `/api/perfumes/search?q=${encodeURIComponent(q)}&page=1&limit=20`,
  );
  const dataDir = makeDataDir();
  try {
    const { trivial, search } = await run({ ...env, SEARCH_CACHE_SIZE: '0' }, dataDir, searchPaths);
    console.log(`\n${label}`);
    console.log(HEADER);
    console.log(row('GET /api/health/live (Basis 2)', trivial));
    console.log(row('Suche ohne Cache', search));
    console.log(
      `Durchsatz Suche / Basis desselben Servers: ohne Cache ${percent(search.rps / trivial.rps)}`,
    );
    return { trivialUncached: trivial, uncached: search };
  } finally {
    removeDataDir(dataDir);
  }
}

/**
 * The middleware alone, in this process: CPU microseconds per request of a tiny app with
 * and without it (alternated, medians). Unlike the HTTP rounds this hardly depends on what
 * else the shared machine runs.
 */
async function middlewareMicros(): Promise<number> {
  const build = (measured: boolean) => {
    const app = new Hono();
    if (measured) app.use('/api/*', measureRequests(requestMetrics()));
    app.route(
      '/api',
      new Hono().get('/perfumes/search', (c) => c.json({ q: c.req.query('q') })),
    );
    return app;
  };
  const apps = { on: build(true), off: build(false) };
  const requests = 20_000;
  const cpuPerRequest = async (app: Hono) => {
    const started = process.cpuUsage();
    for (let i = 0; i < requests; i++) await app.request(`/api/perfumes/search?q=dior${i % 50}`);
    const used = process.cpuUsage(started);
    return (used.user + used.system) / requests;
  };
  const times = { on: [] as number[], off: [] as number[] };
  for (let round = 0; round < 9; round++) {
    times.on.push(await cpuPerRequest(apps.on));
    times.off.push(await cpuPerRequest(apps.off));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return median(times.on) - median(times.off);
}

const METRICS_ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 10);
const METRICS_ROUND_S = Number(process.env.BENCH_METRICS_ROUND_S ?? 5);

/**
 * What the request metrics cost: the cached search (the cheapest route, so the largest
 * share) against two servers running side by side, one with REQUEST_METRICS=on and one
 * with off, loaded in turn in short rounds (alternating which goes first). On a shared
 * machine the load of other work changes by the minute; interleaving gives both servers
 * the same share of it, and the median of the per-round ratios ignores outliers.
 */
async function measureMetricsOverhead(queries: readonly string[]) {
  const searchPaths = queries.map(
    (q) => `/api/perfumes/search?q=${encodeURIComponent(q)}&page=1&limit=20`,
  );
  const dirs = [makeDataDir(), makeDataDir()] as const;
  const env = { TRUST_PROXY_HOPS: '1' };
  const on = await startServer({ ...env, REQUEST_METRICS: 'on' }, dirs[0]);
  const off = await startServer({ ...env, REQUEST_METRICS: 'off' }, dirs[1]);
  try {
    await load(on.url, searchPaths, 3);
    await load(off.url, searchPaths, 3);
    type Round = { figures: Figures; cpuMsPer1000: number };
    const rounds: { on: Round; off: Round }[] = [];
    const measured = async (server: typeof on): Promise<Round> => {
      const cpuBefore = cpuSeconds(server.pid);
      const figures = await load(server.url, searchPaths, METRICS_ROUND_S);
      const cpu = cpuSeconds(server.pid) - cpuBefore;
      return { figures, cpuMsPer1000: (cpu * 1000 * 1000) / Math.max(1, figures.total) };
    };
    for (let round = 0; round < METRICS_ROUNDS; round++) {
      if (round % 2 === 0) {
        const first = await measured(on);
        rounds.push({ on: first, off: await measured(off) });
      } else {
        const first = await measured(off);
        rounds.push({ off: first, on: await measured(on) });
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return sorted.length % 2 === 1
        ? sorted[Math.floor(middle)]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
    };
    const summary = (pick: (r: { on: Round; off: Round }) => Round): Figures => ({
      rps: median(rounds.map((r) => pick(r).figures.rps)),
      p50: median(rounds.map((r) => pick(r).figures.p50)),
      p99: median(rounds.map((r) => pick(r).figures.p99)),
      mean: median(rounds.map((r) => pick(r).figures.mean)),
      errors: rounds.reduce((sum, r) => sum + pick(r).figures.errors, 0),
      total: rounds.reduce((sum, r) => sum + pick(r).figures.total, 0),
      bytes: median(rounds.map((r) => pick(r).figures.bytes)),
    });
    const lossPerRound = rounds.map((r) => 1 - r.on.figures.rps / r.off.figures.rps);
    const cpuOn = median(rounds.map((r) => r.on.cpuMsPer1000));
    const cpuOff = median(rounds.map((r) => r.off.cpuMsPer1000));
    console.log(
      `\nAnfrage-Metriken (Suche mit Antwort-Cache, ${METRICS_ROUNDS} Runden à ${METRICS_ROUND_S} s, Mediane)`,
    );
    console.log(HEADER);
    console.log(
      row(
        'REQUEST_METRICS=off',
        summary((r) => r.off),
      ),
    );
    console.log(
      row(
        'REQUEST_METRICS=on',
        summary((r) => r.on),
      ),
    );
    console.log(
      `Verlust je Runde: ${lossPerRound.map((loss) => `${(loss * 100).toFixed(1)} %`).join(', ')}`,
    );
    // With the server's CPU as the limit, throughput falls as CPU per request rises.
    const cpuLoss = 1 - cpuOff / cpuOn;
    console.log(
      `Server-CPU je 1.000 Anfragen (Median): off ${cpuOff.toFixed(0)} ms, on ${cpuOn.toFixed(0)} ms ` +
        `→ Durchsatzverlust bei voller CPU ${(cpuLoss * 100).toFixed(1)} %`,
    );
    const micros = await middlewareMicros();
    // cpuOff is ms per 1,000 requests, i.e. µs per request.
    console.log(
      `Middleware allein (im Prozess gemessen): ${micros.toFixed(2)} µs je Anfrage = ` +
        `${((micros / cpuOff) * 100).toFixed(1)} % der Server-CPU einer Suche (${cpuOff.toFixed(0)} µs)`,
    );
    return {
      loss: median(lossPerRound),
      cpuLoss,
      on: summary((r) => r.on),
      off: summary((r) => r.off),
    };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
    dirs.forEach(removeDataDir);
  }
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)} %`;
}

interface InProcess {
  mean: number;
  p99: number;
}

/** Per-query time in process (ms), the fastest of three rounds (the machine is shared). */
function timeQueries(
  index: { search: (q: string, o: number, l: number) => unknown },
  queries: readonly string[],
): number[] {
  const best = new Array<number>(queries.length).fill(Infinity);
  for (let round = 0; round < 3; round++) {
    queries.forEach((query, i) => {
      const started = performance.now();
      index.search(query, 0, 20);
      best[i] = Math.min(best[i]!, performance.now() - started);
    });
  }
  return best;
}

function summarise(times: readonly number[]): InProcess {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { mean, p99: sorted[Math.floor(sorted.length * 0.99)]! };
}

/**
 * Whether the query has more than one required word (three letters or more). Such a
 * query's hit count needs the intersection of its words' lists, which grows with the
 * catalog; a one-word query's count is its list's length.
 */
function severalWords(query: string): boolean {
  return tokenize(query).filter((token) => token.length >= MIN_REQUIRED_TOKEN).length > 1;
}

interface InProcessSummary {
  /** The current index's mean per query on the real catalog (µs). */
  meanMicros: number;
  /** Its mean at 10× over its mean at 1×, per kind of query. */
  tenfold: Record<'alle' | 'ein Suchwort' | 'mehrere Suchwörter', number>;
}

/** Prints the in-process table and returns the current index's figures. */
function inProcess(
  records: readonly CatalogRecord[],
  big: readonly CatalogRecord[],
  queries: readonly string[],
): InProcessSummary {
  const summary: InProcessSummary = {
    meanMicros: Number.NaN,
    tenfold: { alle: Number.NaN, 'ein Suchwort': Number.NaN, 'mehrere Suchwörter': Number.NaN },
  };
  console.log(
    '\nIm Prozess (ohne HTTP), Seite 1 mit 20 Treffern, schnellste von 3 Runden je Anfrage',
  );
  console.log(
    `${'Index, Anfragen'.padEnd(42)} ${'Mittel µs'.padStart(10)} ${'p99 µs'.padStart(8)} ${'10× Mittel'.padStart(11)} ${'10× p99'.padStart(8)} ${'10×/1×'.padStart(7)}`,
  );
  const several = queries.map(severalWords);
  const kinds = [
    ['alle', () => true],
    ['ein Suchwort', (i: number) => !several[i]],
    ['mehrere Suchwörter', (i: number) => several[i]!],
  ] as const;
  for (const [label, Index] of [
    ['Referenz (Rangfolge vorher)', ReferenceSearchIndex],
    ['SearchIndex (jetzt)', SearchIndex],
  ] as const) {
    const real = timeQueries(new Index(records), queries);
    const large = timeQueries(new Index(big), queries);
    const us = (ms: number) => (ms * 1000).toFixed(0);
    for (const [kind, included] of kinds) {
      const pick = (times: number[]) => summarise(times.filter((_, i) => included(i)));
      const [one, ten] = [pick(real), pick(large)];
      if (Index === SearchIndex) {
        summary.tenfold[kind] = ten.mean / one.mean;
        if (kind === 'alle') summary.meanMicros = one.mean * 1000;
      }
      const count = several.filter((_, i) => included(i)).length;
      console.log(
        `${`${label}, ${kind} (${count})`.padEnd(42)} ${us(one.mean).padStart(10)} ${us(one.p99).padStart(8)} ${us(ten.mean).padStart(11)} ${us(ten.p99).padStart(8)} ${(ten.mean / one.mean).toFixed(2).padStart(6)}×`,
      );
    }
  }
  return summary;
}

/**
 * Issue 14's floor for uncached search, from the server's CPU per request in the same run:
 * the trivial route, the same answers from the response cache (the cost of sending them),
 * and without the cache (searching, assembling, the rate limit on top). Half the trivial
 * route's throughput allows a search request twice the trivial one's CPU.
 */
function floorOfUncached(real: Measured, searchMicros: number): string {
  const trivial = real.trivialUncached.cpuMicros ?? Number.NaN;
  const cached = real.cached.cpuMicros ?? Number.NaN;
  const cachedTrivial = real.trivial.cpuMicros ?? Number.NaN;
  const uncached = real.uncached.cpuMicros ?? Number.NaN;
  const sending = cached - cachedTrivial;
  const searching = uncached - trivial - sending;
  const us = (value: number) => `${value.toFixed(0)} µs`;
  return (
    `- Untergrenze ohne Cache, Server-CPU je Anfrage: Basis ${us(trivial)}; ` +
    `die Antwort (${(real.uncached.bytes / 1024).toFixed(1)} KB) zu senden kostet ${us(sending)} mehr ` +
    `(Suche aus dem Cache ${us(cached)} gegen Basis ${us(cachedTrivial)}), Suchen, Antwortaufbau und Ratenbegrenzung ${us(searching)} ` +
    `(die Suche allein im Prozess ${us(searchMicros)}, schnellste von 3 Runden) → Suche ohne Cache ${us(uncached)} = ` +
    `${percent(trivial / uncached)} der Basis nach CPU. 50 % verlangte Senden + Suchen ≤ ${us(trivial)}; ` +
    `schon das Senden der Antwort kostet ${percent(sending / trivial)} davon, die Suche im Prozess ${percent(searchMicros / trivial)}`
  );
}

/** SearchIndex per catalog in process, same queries: mean and p99 (µs), fastest of 3 rounds. */
function inProcessCatalogs(
  catalogs: ReadonlyMap<string, readonly CatalogRecord[]>,
  queries: readonly string[],
): void {
  console.log('\nSearchIndex im Prozess je Katalog (gleiche Anfragen, Seite 1 mit 20 Treffern)');
  const base = catalogs.get(BASELINE_CATALOG.label);
  let baseMean: number | undefined;
  for (const [label, records] of catalogs) {
    const { mean, p99 } = summarise(timeQueries(new SearchIndex(records), queries));
    if (records === base) baseMean = mean;
    console.log(
      `- ${label} (${records.length} Parfüms): Mittel ${(mean * 1000).toFixed(0)} µs, p99 ${(p99 * 1000).toFixed(0)} µs` +
        (records === base ? '' : ` (Mittel ${ratio(mean, baseMean)} gegen 2017)`),
    );
  }
}

type Uncached = Pick<Measured, 'trivialUncached' | 'uncached'>;

/** Issue 25's lines: today's uncached p99 and throughput ratio against the 2017 catalog's. */
function scaleSummary(today: Uncached, baseline: Uncached | undefined): void {
  const share = (m: Uncached) => m.uncached.rps / m.trivialUncached.rps;
  console.log('\nZusammenfassung (Ziele aus Issue 25, heute gegen 2017, ohne Cache)');
  console.log(
    `- p99 (Ziel ≤ 25 ms): ${today.uncached.p99.toFixed(1)} ms` +
      (baseline
        ? ` gegen ${baseline.uncached.p99.toFixed(1)} ms (${ratio(today.uncached.p99, baseline.uncached.p99)})`
        : '') +
      (today.uncached.p99 <= 25 ? ', gehalten' : ', verfehlt'),
  );
  if (!baseline) return;
  console.log(
    `- Durchsatz Suche / Basis desselben Servers (Ziel: nicht unter 2017): ${percent(share(today))} gegen ${percent(share(baseline))} ` +
      `(${today.uncached.rps.toFixed(0)} / ${today.trivialUncached.rps.toFixed(0)} gegen ${baseline.uncached.rps.toFixed(0)} / ${baseline.trivialUncached.rps.toFixed(0)} Anfragen/s)` +
      (share(today) >= share(baseline) ? ', gehalten' : ', verfehlt') +
      `; Server-CPU je Suche ${(today.uncached.cpuMicros ?? Number.NaN).toFixed(0)} µs gegen ${(baseline.uncached.cpuMicros ?? Number.NaN).toFixed(0)} µs`,
  );
  // What each answer carries: more hits fill a page, and each perfume has more facts
  // (gender, rating, seasons, perfumers); sending is a large share of a search's CPU.
  const kb = (m: Uncached) => `${(m.uncached.bytes / 1024).toFixed(1)} KB`;
  console.log(
    `- Antwort je Suche: ${kb(today)} gegen ${kb(baseline)} (${ratio(today.uncached.bytes, baseline.uncached.bytes)}); ` +
      `Basis desselben Servers ${(today.trivialUncached.cpuMicros ?? Number.NaN).toFixed(0)} µs gegen ` +
      `${(baseline.trivialUncached.cpuMicros ?? Number.NaN).toFixed(0)} µs Server-CPU je Anfrage`,
  );
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').trim();

async function main() {
  const catalogs = new Map(
    benchCatalogs().map((catalog) => [catalog.label, readCatalogFile(catalog.file).records]),
  );
  const records = catalogs.get(TODAYS_CATALOG.label)!;
  const baselineRecords = catalogs.get(BASELINE_CATALOG.label);
  const baselineEnv = { CATALOG_FILE: BASELINE_CATALOG.file };
  const todayEnv = { CATALOG_FILE: TODAYS_CATALOG.file };
  const queries = distinctBenchmarkQueries(records);
  console.log(`Load des Rechners vorher: ${loadAverage()}`);
  if (process.env.BENCH_ONLY === 'metrics') {
    const metrics = await measureMetricsOverhead(queries);
    console.log(
      `Durchsatzverlust: Req/s-Median ${(metrics.loss * 100).toFixed(1)} %, ` +
        `nach Server-CPU ${(metrics.cpuLoss * 100).toFixed(1)} %`,
    );
    return;
  }
  console.log(
    `${queries.length} verschiedene Suchanfragen aus dem heutigen Katalog (tests/bench/benchQueries.ts), ${CONNECTIONS} parallele Verbindungen, je ${DURATION_S} s`,
  );
  inProcessCatalogs(catalogs, queries);
  const baseline = baselineRecords
    ? await measureUncached(
        `Katalog 2017 (${baselineRecords.length} Parfüms)`,
        baselineEnv,
        queries,
      )
    : undefined;
  if (process.env.BENCH_ONLY === 'catalogs') {
    const today = await measureUncached(
      `Katalog heute (${records.length} Parfüms)`,
      todayEnv,
      queries,
    );
    scaleSummary(today, baseline);
    console.log(`Load des Rechners nachher: ${loadAverage()}`);
    return;
  }
  // Issue 14's figures at 10× grow the 2017 catalog, as they were first measured (ten times
  // today's would be 840,000 perfumes and several GB for the server).
  const tenfoldBase = baselineRecords ?? records;
  const big = tenfold(tenfoldBase);
  const searched = inProcess(tenfoldBase, big, queries);
  const real = await measure(`Katalog heute (${records.length} Parfüms)`, todayEnv, queries);
  const metrics = await measureMetricsOverhead(queries);

  const dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-catalog-'));
  try {
    const bigFile = path.join(dir, 'catalog-10x.jsonl.gz');
    writeCatalogFile(bigFile, big);
    const synthetic = await measure(
      `Synthetischer Katalog (${big.length} Parfüms, 10× ${baselineRecords ? '2017' : 'heute'})`,
      { CATALOG_FILE: bigFile },
      queries,
    );
    // The 10× ratio compares with the catalog it grew.
    const grown: Uncached = baseline ?? real;
    const perRequest = (search: Figures, trivial: Figures) => search.mean / trivial.mean;
    console.log('\nZusammenfassung (Ziele aus Issue 14)');
    console.log(
      `- Durchsatz Suche / Basis (Ziel ≥ 50 % ohne Cache): mit Cache ${percent(real.cached.rps / real.trivial.rps)}, ` +
        `ohne Cache ${percent(real.uncached.rps / real.trivialUncached.rps)}`,
    );
    console.log(floorOfUncached(real, searched.meanMicros));
    console.log(
      `- p99 echter Katalog (Ziel ≤ 25 ms): mit Cache ${real.cached.p99.toFixed(1)} ms, ohne Cache ${real.uncached.p99.toFixed(1)} ms`,
    );
    console.log(
      `- Kosten pro Anfrage bei 10× Katalog (Ziel < 2×), ohne Cache: ${(synthetic.uncached.mean / grown.uncached.mean).toFixed(2)}× ` +
        `(je gemessen an der Basis desselben Laufs: ${(perRequest(synthetic.uncached, synthetic.trivialUncached) / perRequest(grown.uncached, grown.trivialUncached)).toFixed(2)}×; ` +
        `nach Server-CPU je Anfrage ${((synthetic.uncached.cpuMicros ?? Number.NaN) / (grown.uncached.cpuMicros ?? Number.NaN)).toFixed(2)}×)`,
    );
    const { tenfold } = searched;
    console.log(
      `- Untergrenze bei 10×, im Prozess: ein Suchwort ${tenfold['ein Suchwort'].toFixed(2)}×, mehrere Suchwörter ` +
        `${tenfold['mehrere Suchwörter'].toFixed(2)}×. Eine Anfrage aus mehreren Wörtern muss ihre Treffer genau zählen ` +
        '(„N Treffer“), also die Listen ihrer Wörter schneiden, und die wachsen mit dem Katalog; im synthetischen ' +
        'Katalog tragen zudem alle Namen Zusätze wie „Intense“ oder „Noir“, deren Listen 40-fach wachsen',
    );
    console.log(
      `- Durchsatzverlust durch Anfrage-Metriken (Ziel ≤ 5 %): nach Server-CPU je Anfrage ` +
        `${(metrics.cpuLoss * 100).toFixed(1)} %, Req/s-Median der Runden ${(metrics.loss * 100).toFixed(1)} % ` +
        `(${metrics.on.rps.toFixed(0)} statt ${metrics.off.rps.toFixed(0)} Anfragen/s)`,
    );
    scaleSummary(real, baseline);
    console.log(`Load des Rechners nachher: ${loadAverage()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
