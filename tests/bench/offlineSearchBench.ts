// npm run bench:offline-search — the offline catalog over the full catalog: size of
// GET /api/catalog/index (gzip and raw, in all and per perfume), time to download and build
// the index in the worker, and per-keystroke latency of the worker search in Debian's
// Chromium (postMessage to answer) while ~50 queries are typed letter by letter. Baselines
// from the same run: the server's CatalogSearch in Node without its cache, the online search
// over HTTP from the same page, and everything again on the 2017 catalog (issue 25, see
// tests/bench/benchCatalogs.ts; both catalogs get the same keystrokes, drawn from today's).
// Prints figures and ratios, writes them to /tmp/notes; asserts nothing.
//
// The app is built into a temporary folder (dist/ is left alone) and served by the real
// server. The browser opens a blank page of that origin (answered by the browser itself)
// and starts the built worker bundle itself, so the timings are the worker's alone and the app's UI does not compete for CPU.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { build } from 'vite';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { type CatalogRecord, unpricedPerfume } from '../../api/contract/perfume';
import { CatalogSearch } from '../../api/features/perfumes/catalogSearch';
import { type BenchCatalog, benchCatalogs, ratio, TODAYS_CATALOG } from './benchCatalogs';
import { benchmarkQueries } from './benchQueries';
import { makeDataDir, removeDataDir, startServer } from './benchServer';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOTES = '/tmp/notes/offline-search.md';
const NOTES_START = '<!-- bench:offline-search -->';
const NOTES_END = '<!-- /bench:offline-search -->';
const TARGET_P95_MS = 16;

type Summary = { p50: number; p95: number; max: number; mean: number };

function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)!, mean };
}

/** Every prefix of at least three characters (after trimming), as typed one key at a time. */
function keystrokes(queries: readonly string[]): string[] {
  return queries.flatMap((query) =>
    Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter(
      (prefix) => prefix.trim().length >= 3,
    ),
  );
}

/** The raw bytes the server sends (Node's fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/** Replaces the figures between the markers and keeps whatever else the notes file holds. */
function writeNotes(report: string): void {
  const section = `${NOTES_START}\n${report}\n${NOTES_END}`;
  mkdirSync(path.dirname(NOTES), { recursive: true });
  const existing = existsSync(NOTES) ? readFileSync(NOTES, 'utf8') : '';
  const start = existing.indexOf(NOTES_START);
  const end = existing.indexOf(NOTES_END);
  writeFileSync(
    NOTES,
    start >= 0 && end > start
      ? existing.slice(0, start) + section + existing.slice(end + NOTES_END.length)
      : `${section}\n${existing}`,
  );
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const bytes = (value: number) => `${value.toFixed(1)} B`;

/** The server's search in Node without the response cache, per keystroke (baseline 1). */
function nodeSearch(records: readonly CatalogRecord[], typed: readonly string[]): Summary {
  const server = CatalogSearch.fromPerfumes(records.map(unpricedPerfume), { cacheSize: 0 });
  for (const query of typed.slice(0, 200)) server.search(query, 1, 20);
  return summarize(
    typed.map((query) => {
      const started = performance.now();
      server.search(query, 1, 20);
      return performance.now() - started;
    }),
  );
}

interface WorkerRun {
  firstVisitMs: number;
  firstBuildMs: number;
  laterVisitMs: number;
  laterBuildMs: number;
  offline: number[];
  online: number[];
  burst: { sent: number; dropped: number; answered: number };
}

/** In a blank page of the server: the worker's visits, its search per keystroke, the online search. */
async function runWorker(
  browser: Browser,
  url: string,
  workerUrl: string,
  typed: readonly string[],
): Promise<WorkerRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // tsx keeps function names with a __name() helper that exists only in Node.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    // A blank page of the server's origin without the API's Content-Security-Policy
    // (default-src 'none' forbids starting a worker), answered by the browser itself.
    const blank = `${url}/bench-leere-seite`;
    await context.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bench</title>' }),
    );
    await page.goto(blank);
    return await page.evaluate(
      async ({ workerUrl, typed }) => {
        type Message = { type: string; id?: number; ready?: boolean; buildMs?: number };
        const start = () => new Worker(workerUrl, { type: 'module' });
        const waitFor = (worker: Worker, test: (m: Message) => boolean) =>
          new Promise<Message>((resolve) => {
            const listener = (event: MessageEvent<Message>) => {
              if (!test(event.data)) return;
              worker.removeEventListener('message', listener);
              resolve(event.data);
            };
            worker.addEventListener('message', listener);
          });
        const ready = (worker: Worker) => waitFor(worker, (m) => m.type === 'status' && !!m.ready);

        // First visit: download, validate, store in IndexedDB, build.
        let worker = start();
        let started = performance.now();
        const firstReady = ready(worker);
        worker.postMessage({ type: 'sync', appVersion: 'bench', force: true });
        const first = await firstReady;
        const firstVisitMs = performance.now() - started;
        worker.terminate();

        // Later visit: read back from IndexedDB, validate, build.
        started = performance.now();
        worker = start();
        const later = await ready(worker);
        const laterVisitMs = performance.now() - started;

        let id = 0;
        const search = async (query: string) => {
          const requestId = ++id;
          const answered = waitFor(worker, (m) => m.id === requestId);
          const before = performance.now();
          worker.postMessage({ type: 'search', id: requestId, query, page: 1, limit: 20 });
          await answered;
          return performance.now() - before;
        };
        for (const query of typed.slice(0, 200)) await search(query); // warm-up
        const offline: number[] = [];
        for (const query of typed) offline.push(await search(query));

        // Baseline 2: the online search from the same page over HTTP (local server).
        const online: number[] = [];
        for (const query of typed) {
          const params = new URLSearchParams({ q: query, page: '1', limit: '20' });
          const before = performance.now();
          await (await fetch(`/api/perfumes/search?${params.toString()}`)).json();
          online.push(performance.now() - before);
        }

        // Typing faster than answers come: every key 5 ms apart, nobody waits.
        let dropped = 0;
        let answered = 0;
        const burst = typed.slice(0, 300);
        const done = waitFor(worker, (m) => {
          if (m.type === 'dropped') dropped++;
          if (m.type === 'result') answered++;
          return dropped + answered === burst.length;
        });
        for (const query of burst) {
          worker.postMessage({ type: 'search', id: ++id, query, page: 1, limit: 20 });
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await done;
        worker.terminate();
        return {
          firstVisitMs,
          firstBuildMs: first.buildMs ?? 0,
          laterVisitMs,
          laterBuildMs: later.buildMs ?? 0,
          offline,
          online,
          burst: { sent: burst.length, dropped, answered },
        };
      },
      { workerUrl, typed },
    );
  } finally {
    await context.close();
  }
}

interface CatalogFigures {
  label: string;
  count: number;
  gzip: number;
  raw: number;
  notModified: { status: number; bytes: number };
  run: WorkerRun;
  offline: Summary;
  online: Summary;
  node: Summary;
}

async function measureCatalog(
  catalog: BenchCatalog,
  distDir: string,
  workerUrl: string,
  browser: Browser,
  typed: readonly string[],
): Promise<CatalogFigures> {
  const { records } = readCatalogFile(catalog.file);
  const node = nodeSearch(records, typed);
  const dataDir = makeDataDir();
  const running = await startServer({ STATIC_DIR: distDir, CATALOG_FILE: catalog.file }, dataDir);
  try {
    const indexUrl = `${running.url}/api/catalog/index`;
    const gz = await rawGet(indexUrl, { 'Accept-Encoding': 'gzip' });
    const raw = gunzipSync(gz.body).length;
    const etag = String(gz.headers.etag);
    const notModified = await rawGet(indexUrl, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    const run = await runWorker(browser, running.url, workerUrl, typed);
    return {
      label: catalog.label,
      count: records.length,
      gzip: gz.body.length,
      raw,
      notModified: { status: notModified.status, bytes: notModified.body.length },
      run,
      offline: summarize(run.offline),
      online: summarize(run.online),
      node,
    };
  } finally {
    await running.stop();
    removeDataDir(dataDir);
  }
}

/** One table row: the figure per catalog, then today's over the baseline. */
function tableRow(
  label: string,
  figures: readonly CatalogFigures[],
  pick: (f: CatalogFigures) => number,
  format: (value: number) => string,
): string {
  const baseline = figures.find((f) => f.label === '2017');
  const today = figures.find((f) => f.label === TODAYS_CATALOG.label);
  const cells = figures.map((f) => format(pick(f)));
  const change = baseline && today && baseline !== today ? ratio(pick(today), pick(baseline)) : '–';
  return `| ${label} | ${cells.join(' | ')} | ${change} |`;
}

function report(
  figures: readonly CatalogFigures[],
  queries: number,
  typedCount: number,
  chromiumVersion: string,
  load: { before: string; after: string },
): string {
  const perfume = (f: CatalogFigures) => f.count;
  const rows: [string, (f: CatalogFigures) => number, (value: number) => string][] = [
    ['Parfüms im Index', perfume, (v) => String(v)],
    ['Index gzip (über die Leitung)', (f) => f.gzip, kb],
    ['Index gzip je Parfüm', (f) => f.gzip / f.count, bytes],
    ['Index roh (JSON)', (f) => f.raw, kb],
    ['Index roh je Parfüm', (f) => f.raw / f.count, bytes],
    ['Erster Besuch: Download + Prüfung + IndexedDB + Aufbau', (f) => f.run.firstVisitMs, ms],
    ['davon Suchindex', (f) => f.run.firstBuildMs, ms],
    ['Späterer Besuch: Worker-Start + IndexedDB + Prüfung + Aufbau', (f) => f.run.laterVisitMs, ms],
    ['Offline je Anschlag p50 (Worker, postMessage → Antwort)', (f) => f.offline.p50, ms],
    ['Offline je Anschlag p95', (f) => f.offline.p95, ms],
    ['Offline je Anschlag max', (f) => f.offline.max, ms],
    ['Basis Node-CatalogSearch ohne Cache p50', (f) => f.node.p50, ms],
    ['Basis Node-CatalogSearch ohne Cache p95', (f) => f.node.p95, ms],
    ['Basis Online-Suche über HTTP p50', (f) => f.online.p50, ms],
    ['Basis Online-Suche über HTTP p95', (f) => f.online.p95, ms],
  ];
  const today = figures.find((f) => f.label === TODAYS_CATALOG.label);
  const baseline = figures.find((f) => f.label === '2017');
  const lines = [
    `# Offline-Katalogsuche — npm run bench:offline-search`,
    ``,
    `Gemessen ${new Date().toISOString().slice(0, 10)}, Chromium ${chromiumVersion}, Node ${process.versions.node}; Load vorher ${load.before}, nachher ${load.after}.`,
    `${queries} Suchanfragen aus tests/bench/benchQueries.ts (aus dem heutigen Katalog), Buchstabe für Buchstabe getippt: ${typedCount} Tastenanschläge (jedes Präfix ≥ 3 Zeichen), je Anschlag Seite 1 mit 20 Treffern; dieselben Anschläge auf jedem Katalog.`,
    ``,
    `| Messung | ${figures.map((f) => f.label).join(' | ')} | heute / 2017 |`,
    `| --- | ${figures.map(() => '---:').join(' | ')} | ---: |`,
    ...rows.map(([label, pick, format]) => tableRow(label, figures, pick, format)),
    ``,
    ...figures.flatMap((f) => [
      `${f.label}: Revalidierung mit If-None-Match HTTP ${f.notModified.status}, ${f.notModified.bytes} B; ` +
        `offline / Node ohne Cache p95 ${(f.offline.p95 / f.node.p95).toFixed(2)}×, offline / online p95 ${(f.offline.p95 / f.online.p95).toFixed(2)}×; ` +
        `schnelles Tippen (${f.run.burst.sent} Anschläge im Abstand von 5 ms, ohne zu warten): ${f.run.burst.answered} beantwortet, ${f.run.burst.dropped} als veraltet verworfen.`,
    ]),
  ];
  if (today) {
    lines.push('', 'Zusammenfassung (Ziele aus Issue 25, heute gegen 2017)');
    if (baseline && baseline !== today) {
      const perToday = today.gzip / today.count;
      const perBaseline = baseline.gzip / baseline.count;
      lines.push(
        `- Übertragung je Parfüm (Ziel: nicht größer als 2017): gzip ${bytes(perToday)} gegen ${bytes(perBaseline)} ` +
          `(${ratio(perToday, perBaseline)}, ${perToday <= perBaseline ? 'gehalten' : 'verfehlt'}); ` +
          `roh ${bytes(today.raw / today.count)} gegen ${bytes(baseline.raw / baseline.count)} (${ratio(today.raw / today.count, baseline.raw / baseline.count)})`,
      );
    }
    lines.push(
      `- Offline-Suche je Anschlag p95 (Ziel ≤ ${TARGET_P95_MS} ms): ${ms(today.offline.p95)}` +
        (baseline && baseline !== today
          ? ` gegen ${ms(baseline.offline.p95)} (${ratio(today.offline.p95, baseline.offline.p95)})`
          : '') +
        `, ${today.offline.p95 <= TARGET_P95_MS ? 'erreicht' : 'verfehlt'}`,
    );
  }
  return lines.join('\n');
}

// A spread of what people type: whole names, brand + name, prefixes, one-typo words, brands.
const queries = benchmarkQueries(readCatalogFile(TODAYS_CATALOG.file).records).filter(
  (_, i) => i % 4 === 0,
);
const typed = keystrokes(queries);
console.log(`${queries.length} Suchanfragen, ${typed.length} Tastenanschläge (≥ 3 Zeichen)`);
const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();

const distDir = mkdtempSync(path.join(tmpdir(), 'duftkompass-bench-dist-'));
console.log('Baue die App in einen temporären Ordner …');
await build({
  configFile: path.join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: distDir, emptyOutDir: true },
});
const workerFile = readdirSync(path.join(distDir, 'assets')).find((file) =>
  /^offlineCatalog\.worker-.*\.js$/.test(file),
);
if (!workerFile) throw new Error('Das Worker-Bundle fehlt im Build.');

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const figures: CatalogFigures[] = [];
  for (const catalog of benchCatalogs()) {
    console.log(`Katalog ${catalog.label} (${catalog.file}) …`);
    figures.push(await measureCatalog(catalog, distDir, `/assets/${workerFile}`, browser, typed));
  }
  const text = report(figures, queries.length, typed.length, browser.version(), {
    before: loadBefore,
    after: readFileSync('/proc/loadavg', 'utf8').trim(),
  });
  console.log(`\n${text}\n`);
  writeNotes(text);
  console.log(`Geschrieben nach ${NOTES}`);
} finally {
  await browser.close();
  rmSync(distDir, { recursive: true, force: true });
}
