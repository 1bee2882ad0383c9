// npm run bench:start — what the catalog costs the server at start (issue 25): the first
// start on an empty database (migrations, catalog import, search index, engine) and a later
// start on the same database (nothing to import), each until the first healthy answer, and
// the server's memory (resident set from /proc) after each start once it is idle. Measured
// for the 2017 catalog and today's in the same run (tests/bench/benchCatalogs.ts); prints
// today's over 2017's. Prints figures; asserts nothing.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchCatalogs, ratio } from './benchCatalogs';
import { makeDataDir, removeDataDir, startServer } from './benchServer';

const SETTLE_MS = 3000;

/** Resident and peak resident memory of a process in MB, from /proc/<pid>/status. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The heap the server reports right after start, its start's garbage collected (MB). */
function heapMb(logFile: string): number {
  const match = /Speicher nach dem Start: Heap (\d+) MB/.exec(readFileSync(logFile, 'utf8'));
  return match ? Number(match[1]) : Number.NaN;
}

/** The import's own time as the server logs it ("… importiert: N Parfüms (M ms)"). */
function importMs(logFile: string): number {
  const match = /importiert: .*\((\d+) ms\)/.exec(readFileSync(logFile, 'utf8'));
  return match ? Number(match[1]) : Number.NaN;
}

interface StartFigures {
  startMs: number;
  importMs: number;
  heap: number;
  rss: number;
  peak: number;
}

async function startOnce(catalogFile: string, dataDir: string): Promise<StartFigures> {
  const logFile = path.join(tmpdir(), `duftkompass-start-${process.pid}-${Date.now()}.log`);
  // --expose-gc lets the server collect its start's garbage before it logs its heap.
  const server = await startServer(
    { CATALOG_FILE: catalogFile, NODE_OPTIONS: '--expose-gc' },
    dataDir,
    { logFile },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return {
      startMs: server.startMs,
      importMs: importMs(logFile),
      heap: heapMb(logFile),
      ...memoryMb(server.pid),
    };
  } finally {
    await server.stop();
    rmSync(logFile, { force: true });
  }
}

const s = (value: number) => (Number.isNaN(value) ? '–' : `${(value / 1000).toFixed(1)} s`);
const mb = (value: number) => `${value.toFixed(0)} MB`;

const results = new Map<string, { first: StartFigures; later: StartFigures }>();
console.log(`Load des Rechners vorher: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
console.log(
  'Katalog | Start | bis bereit | davon Import | Heap nach Start | RSS nach Start | Spitze RSS',
);
console.log(
  '------- | ----- | ---------: | -----------: | --------------: | -------------: | ---------:',
);
for (const catalog of benchCatalogs()) {
  const dataDir = makeDataDir();
  try {
    const first = await startOnce(catalog.file, dataDir);
    const later = await startOnce(catalog.file, dataDir);
    results.set(catalog.label, { first, later });
    for (const [kind, figures] of [
      ['erster', first],
      ['späterer', later],
    ] as const) {
      console.log(
        `${catalog.label} | ${kind} | ${s(figures.startMs)} | ${s(figures.importMs)} | ${mb(figures.heap)} | ${mb(figures.rss)} | ${mb(figures.peak)}`,
      );
    }
  } finally {
    removeDataDir(dataDir);
  }
}
console.log(`\nLoad des Rechners nachher: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
const baseline = results.get('2017');
const today = results.get('heute');
if (baseline && today) {
  console.log('\nZusammenfassung (Ziele aus Issue 25, heute gegen 2017)');
  console.log(
    `- Erster Start (Ziel ≤ 15 s): ${s(today.first.startMs)} gegen ${s(baseline.first.startMs)} ` +
      `(${ratio(today.first.startMs, baseline.first.startMs)}), davon Import ${s(today.first.importMs)} gegen ${s(baseline.first.importMs)}`,
  );
  console.log(
    `- Späterer Start (Ziel unverändert): ${s(today.later.startMs)} gegen ${s(baseline.later.startMs)} ` +
      `(${ratio(today.later.startMs, baseline.later.startMs)})`,
  );
  console.log(
    `- Heap nach späterem Start (Ziel ≤ 1,5×): ${mb(today.later.heap)} gegen ${mb(baseline.later.heap)} ` +
      `(${ratio(today.later.heap, baseline.later.heap)}); nach erstem Start ${mb(today.first.heap)} gegen ${mb(baseline.first.heap)} ` +
      `(${ratio(today.first.heap, baseline.first.heap)})`,
  );
  console.log(
    `- RSS nach späterem Start: ${mb(today.later.rss)} gegen ${mb(baseline.later.rss)} ` +
      `(${ratio(today.later.rss, baseline.later.rss)}); nach erstem Start ${mb(today.first.rss)} gegen ${mb(baseline.first.rss)} ` +
      `(${ratio(today.first.rss, baseline.first.rss)})`,
  );
}
