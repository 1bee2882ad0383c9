// npm run bench:load — the real server on loopback under mixed traffic from many clients at
// once (BENCH_CLIENTS, default 100, for BENCH_SECONDS, default 60), each client on its own
// keep-alive connection from its own address 127.0.x.y. PGlite by default; PostgreSQL with
// BENCH_DATABASE_URL or DATABASE_URL. Prints per-route figures, 5xx / 503 / 429 counts and
// the server's memory; asserts nothing.
//
// The mix. One client in ten is in photo mode and uploads photos one after another (a
// distinct generated 640×420 JPEG with two labelled bottles each time, so the result cache
// does not answer; on 503 or 429 it waits Retry-After, as the app's photo queue does). The
// others are signed-in users, each picking every request at random by these weights:
//   search 42 % · catalog index revalidation (If-None-Match → 304) 12 % · /api/me 10 % ·
//   /api/collections-data 12 % · sync push 18 % (4 mutations: add an item and a wishlist
//   entry, delete the previous push's two, so collections stay small) · password sign-in
//   3 % (argon2id) · temporary recommendations 3 % (anonymous, 3 random catalog perfumes).
// Clients do not pause between requests: this measures capacity, not a day's traffic.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import type { CatalogRecord } from '../../api/contract/perfume';
import { renderBottlePhoto } from '../../api/features/photo/testPhotos';
import { benchmarkQueries } from './benchQueries';
import { makeDataDir, removeDataDir, startServer } from './benchServer';
import {
  LoadClient,
  loopbackAddress,
  multipartFile,
  RouteFigures,
  type Answer,
} from './loadClient';
import {
  createUser,
  mixedRequest,
  pickRoute,
  rememberAnswer,
  ROUTE_PATHS,
  type Route,
  type User,
} from './loadMix';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const PHOTO_CLIENTS = Math.max(1, Math.round(CLIENTS / 10));
/** A client gives up on an answer after this long (counted as `timeout`). */
const REQUEST_TIMEOUT_MS = 30_000;
const PHOTO_POOL = 400;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const CATALOG_FILE = path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz');

/** The server's resident memory now and its peak since start, in MB (0 once it has exited). */
function readRss(pid: number): { rss: number; peak: number } {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // the process is gone; the run reports it through failed requests
  }
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS') / 1024, peak: field('VmHWM') / 1024 };
}

function renderPhotos(records: readonly CatalogRecord[]): Buffer[] {
  const label = (record: CatalogRecord) => [record.brand.toUpperCase(), record.name.toUpperCase()];
  return Array.from({ length: PHOTO_POOL }, (_, i) =>
    renderBottlePhoto({
      bottles: [
        label(records[(2 * i) % records.length]!),
        label(records[(2 * i + 1) % records.length]!),
      ],
      width: 640,
      height: 420,
    }),
  );
}

const ms = (value: number) =>
  value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

async function main() {
  const { records } = readCatalogFile(CATALOG_FILE);
  const popular = [...records].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
  const searchPaths = benchmarkQueries(records).map(
    (q) => `/api/perfumes/search?q=${encodeURIComponent(q)}&page=1&limit=20`,
  );
  const pushPerfumes = popular.slice(0, 2000);
  const recommendationIds = popular.slice(0, 300).map((r) => r.id);
  const photos = renderPhotos(popular.slice(300, 300 + 2 * PHOTO_POOL));

  const dataDir = makeDataDir();
  const logFile = path.join(dataDir, 'server.log');
  const server = await startServer(
    { AUTH_AUTOCONFIRM: 'true', ...(DATABASE_URL ? { DATABASE_URL } : {}) },
    dataDir,
    { logFile },
  );
  const base = new URL(server.url);
  const clients = Array.from(
    { length: CLIENTS },
    (_, i) => new LoadClient(base, loopbackAddress(i), REQUEST_TIMEOUT_MS),
  );
  try {
    const setupStarted = performance.now();
    const mixed = clients.slice(PHOTO_CLIENTS);
    const users: User[] = [];
    // A few at a time: every sign-up hashes a password (argon2id).
    for (let i = 0; i < mixed.length; i += 8) {
      users.push(...(await Promise.all(mixed.slice(i, i + 8).map((c, j) => createUser(c, i + j)))));
    }
    const index = await clients[0]!.send({
      method: 'GET',
      path: '/api/catalog/index',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const etag = String(index.headers.etag);
    const setupMs = performance.now() - setupStarted;

    const figures = new Map<Route, RouteFigures>(
      (Object.keys(ROUTE_PATHS) as Route[]).map((route) => [route, new RouteFigures()]),
    );
    const record = (route: Route, answer: Answer) => figures.get(route)!.record(answer);
    const before = readRss(server.pid);
    let peakDuring = before.rss;
    const sampler = setInterval(() => {
      peakDuring = Math.max(peakDuring, readRss(server.pid).rss);
    }, 1000);

    let photoNext = 0;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const photoLoop = async (client: LoadClient) => {
      while (performance.now() < until) {
        const upload = multipartFile(
          'image',
          'regal.jpg',
          'image/jpeg',
          photos[photoNext++ % photos.length]!,
        );
        const answer = await client.send({
          method: 'POST',
          path: '/api/photo-analysis-batch',
          headers: { 'Content-Type': upload.contentType },
          body: upload.body,
        });
        record('photo upload', answer);
        const retryAfter = Number(answer.headers['retry-after']);
        if (Number.isFinite(retryAfter) && retryAfter > 0) {
          await sleep(Math.min(retryAfter * 1000, Math.max(0, until - performance.now())));
        }
      }
    };
    const fixtures = { searchPaths, etag, pushPerfumes, recommendationIds };
    const mixedLoop = async (client: LoadClient, user: User) => {
      while (performance.now() < until) {
        const route = pickRoute();
        const answer = await client.send(mixedRequest(route, user, fixtures));
        record(route, answer);
        rememberAnswer(route, user, answer);
      }
    };
    await Promise.all([
      ...clients.slice(0, PHOTO_CLIENTS).map(photoLoop),
      ...mixed.map((client, i) => mixedLoop(client, users[i]!)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = readRss(server.pid);

    const rows = [...figures.entries()].map(([route, f]) => [
      route,
      ROUTE_PATHS[route],
      f.count.toLocaleString('en'),
      (f.count / elapsed).toFixed(1),
      f.statusSummary(),
      ms(f.percentile(0.5)),
      ms(f.percentile(0.99)),
    ]);
    const header = ['route', 'request', 'requests', 'req/s', 'statuses', 'p50 ms', 'p99 ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
    const all = [...figures.values()];
    const total = all.reduce((sum, f) => sum + f.count, 0);
    const backPressure = all.reduce((sum, f) => sum + f.backPressure, 0);
    const fiveHundreds = all.reduce((sum, f) => sum + f.count5xx(), 0);
    const byStatus = (status: string) =>
      [...figures.entries()]
        .filter(([, f]) => (f.statuses.get(status) ?? 0) > 0)
        .map(([route, f]) => `${route} ${f.statuses.get(status)}`)
        .join(', ') || 'none';
    const serverLog = readFileSync(logFile, 'utf8').split('\n');
    const failures = serverLog.filter((l) => /fehlgeschlagen|Error|error/.test(l));

    console.log(
      `\n${CLIENTS} clients (${PHOTO_CLIENTS} uploading photos, ${mixed.length} signed-in users on the mix) for ${elapsed.toFixed(1)} s, ` +
        `each on its own address 127.0.x.y; ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; set-up ${(setupMs / 1000).toFixed(1)} s\n`,
    );
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(row));
    console.log(
      `\ntotal: ${total.toLocaleString('en')} requests, ${(total / elapsed).toFixed(0)} req/s; ` +
        `photos distinct: ${Math.min(photoNext, photos.length)} of ${photoNext} uploads`,
    );
    console.log(
      `5xx: ${fiveHundreds - backPressure} unexplained (${byStatus('500')} as 500; ${byStatus('503')} as 503), ` +
        `${backPressure} back-pressure 503 with Retry-After`,
    );
    console.log(`429 rate limited: ${byStatus('429')}`);
    console.log(
      `no answer: timeouts ${byStatus('timeout')}; connection errors ${byStatus('error')}`,
    );
    console.log(
      `server RSS: ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after, ` +
        `${peakDuring.toFixed(0)} MB peak sampled during the run (VmHWM since start ${after.peak.toFixed(0)} MB)`,
    );
    console.log(
      `server log: ${serverLog.length - 1} lines, ${failures.length} about failures` +
        (failures.length > 0 ? `; first: ${[...new Set(failures)].slice(0, 3).join(' | ')}` : ''),
    );
  } finally {
    for (const client of clients) client.close();
    await server.stop();
    removeDataDir(dataDir);
  }
}

await main();
