// npm run bench:offline-search — the offline catalog over the full catalog: size of
// GET /api/catalog/index (gzip and raw), time to download and build the index in the
// worker, and per-keystroke latency of the worker search in Debian's Chromium (postMessage
// to answer) while ~50 queries are typed letter by letter. Baselines from the same run:
// the server's CatalogSearch in Node without its cache, and the online search over HTTP
// from the same page. Prints figures and ratios, writes them to /tmp/notes; asserts nothing.
//
// The app is built into a temporary folder (dist/ is left alone) and served by the real
// server. The browser opens a blank page of that origin and starts the built worker bundle
// itself, so the timings are the worker's alone and the app's UI does not compete for CPU.
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
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { CatalogSearch } from '../../api/features/perfumes/catalogSearch';
import { benchmarkQueries } from './benchQueries';
import { makeDataDir, removeDataDir, startServer } from './benchServer';
import { unpricedPerfume } from '../../api/contract/perfume';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOG_FILE = path.join(ROOT, 'api/catalog/data/catalog.jsonl.gz');
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

// A spread of what people type: whole names, brand + name, prefixes, one-typo words, brands.
const { records } = readCatalogFile(CATALOG_FILE);
const queries = benchmarkQueries(records).filter((_, i) => i % 4 === 0);
const typed = keystrokes(queries);
console.log(`${queries.length} Suchanfragen, ${typed.length} Tastenanschläge (≥ 3 Zeichen)`);

// Baseline 1: the server's search in Node, without the response cache.
const server = CatalogSearch.fromPerfumes(records.map(unpricedPerfume), { cacheSize: 0 });
for (const query of typed.slice(0, 200)) server.search(query, 1, 20);
const nodeTimes = typed.map((query) => {
  const started = performance.now();
  server.search(query, 1, 20);
  return performance.now() - started;
});
const node = summarize(nodeTimes);

const distDir = mkdtempSync(path.join(tmpdir(), 'duftkompass-bench-dist-'));
const dataDir = makeDataDir();
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

const running = await startServer({ STATIC_DIR: distDir }, dataDir);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const indexUrl = `${running.url}/api/catalog/index`;
  const gz = await rawGet(indexUrl, { 'Accept-Encoding': 'gzip' });
  const rawSize = gunzipSync(gz.body).length;
  const etag = String(gz.headers.etag);
  const notModified = await rawGet(indexUrl, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });

  const page = await browser.newPage();
  // tsx keeps function names with a __name() helper that exists only in Node.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.goto(`${running.url}/api/health/live`);
  const result = await page.evaluate(
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
    { workerUrl: `/assets/${workerFile}`, typed },
  );

  const offline = summarize(result.offline);
  const online = summarize(result.online);
  const lines = [
    `# Offline-Katalogsuche — npm run bench:offline-search`,
    ``,
    `Gemessen ${new Date().toISOString().slice(0, 10)}, ${records.length} Parfüms, Chromium ${browser.version()}, Node ${process.versions.node}.`,
    `${queries.length} Suchanfragen aus tests/bench/benchQueries.ts, Buchstabe für Buchstabe getippt: ${typed.length} Tastenanschläge (jedes Präfix ≥ 3 Zeichen), je Anschlag Seite 1 mit 20 Treffern.`,
    ``,
    `| Messung | Wert |`,
    `| --- | ---: |`,
    `| Index gzip (über die Leitung) | ${kb(gz.body.length)} (${gz.body.length} B; Ziel ≤ 1.536 KiB) |`,
    `| Index roh (JSON) | ${kb(rawSize)} |`,
    `| Revalidierung mit If-None-Match | HTTP ${notModified.status}, ${notModified.body.length} B |`,
    `| Erster Besuch: Download + Prüfung + IndexedDB + Aufbau | ${ms(result.firstVisitMs)} (davon Suchindex ${ms(result.firstBuildMs)}) |`,
    `| Späterer Besuch: Worker-Start + IndexedDB + Prüfung + Aufbau | ${ms(result.laterVisitMs)} (davon Suchindex ${ms(result.laterBuildMs)}) |`,
    ``,
    `| Suche je Tastenanschlag | p50 | p95 | max | Mittel |`,
    `| --- | ---: | ---: | ---: | ---: |`,
    `| offline: Worker in Chromium (postMessage → Antwort) | ${ms(offline.p50)} | ${ms(offline.p95)} | ${ms(offline.max)} | ${ms(offline.mean)} |`,
    `| Basis: Server-CatalogSearch in Node, ohne Cache | ${ms(node.p50)} | ${ms(node.p95)} | ${ms(node.max)} | ${ms(node.mean)} |`,
    `| Basis: Online-Suche aus derselben Seite (HTTP, lokal) | ${ms(online.p50)} | ${ms(online.p95)} | ${ms(online.max)} | ${ms(online.mean)} |`,
    ``,
    `Verhältnis offline / Node ohne Cache: p50 ${(offline.p50 / node.p50).toFixed(2)}×, p95 ${(offline.p95 / node.p95).toFixed(2)}×.`,
    `Verhältnis offline / online über HTTP: p50 ${(offline.p50 / online.p50).toFixed(2)}×, p95 ${(offline.p95 / online.p95).toFixed(2)}×.`,
    `Ziel p95 ≤ ${TARGET_P95_MS} ms je Tastenanschlag: ${offline.p95 <= TARGET_P95_MS ? 'erreicht' : 'verfehlt'}.`,
    `Schnelles Tippen (${result.burst.sent} Anschläge im Abstand von 5 ms, ohne zu warten): ${result.burst.answered} beantwortet, ${result.burst.dropped} als veraltet verworfen.`,
  ];
  const report = lines.join('\n');
  console.log(`\n${report}\n`);
  writeNotes(report);
  console.log(`Geschrieben nach ${NOTES}`);
} finally {
  await browser.close();
  await running.stop();
  removeDataDir(dataDir);
  rmSync(distDir, { recursive: true, force: true });
}
