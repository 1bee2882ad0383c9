// npm run bench:sync — the device's outbox drained by the real sync engine over real HTTP
// against the real server (PGlite), against a baseline measured in the same run: the same
// 1,000 changes as plain sequential REST requests. IndexedDB is fake-indexeddb in Node, so
// the device-side cost is Node's, not a browser's. Prints figures; asserts nothing.
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { ensureCollectionsResponseSchema } from '../../api/contract/collections';
import { type Perfume, unpricedPerfume } from '../../api/contract/perfume';
import { adoptSignedInUser } from '../../web/data/account';
import { addPerfumesToCollection } from '../../web/data/collectionActions';
import { openDuftkompassDb } from '../../web/data/db';
import { addToBlacklist, addToWishlist } from '../../web/data/listActions';
import { SyncEngine } from '../../web/sync/syncEngine';
import { createMutex } from '../../web/sync/syncLock';
import { makeDataDir, removeDataDir, startServer } from './benchServer';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const PASSWORD = 'bench-passwort-123';
const sessionSchema = z.object({ access_token: z.string(), user: z.object({ id: z.uuid() }) });

type Change = {
  kind: 'collection' | 'wishlist' | 'blacklist';
  collection: number;
  perfume: Perfume;
};

/** 60 % collection adds spread over the three collections, 20 % wishlist, 20 % blacklist. */
function plannedChanges(): Change[] {
  const records = readCatalogFile('api/catalog/data/catalog.jsonl.gz').records;
  return Array.from({ length: CHANGES }, (_, i) => {
    const record = records[i * 7]!;
    const perfume = unpricedPerfume(record);
    const slot = i % 5;
    if (slot === 3) return { kind: 'wishlist', collection: i % 3, perfume };
    if (slot === 4) return { kind: 'blacklist', collection: i % 3, perfume };
    return { kind: 'collection', collection: i % 3, perfume };
  });
}

async function signUp(url: string, email: string) {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = sessionSchema.parse(await response.json());
  const ensured = await fetch(`${url}/api/ensure-collections`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  const { collections } = ensureCollectionsResponseSchema.parse(await ensured.json());
  return {
    token: session.access_token,
    userId: session.user.id,
    collectionIds: collections.map((c) => c.id),
  };
}

async function plainRest(url: string, changes: readonly Change[]) {
  const user = await signUp(url, `plain-${Date.now()}@example.de`);
  const headers = { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' };
  let failed = 0;
  const started = performance.now();
  for (const change of changes) {
    const collectionId = user.collectionIds[change.collection]!;
    const itemId = crypto.randomUUID();
    const [path, body] =
      change.kind === 'collection'
        ? [
            '/api/collections/add-perfumes',
            { collectionId, perfumes: [{ ...change.perfume, itemId }] },
          ]
        : change.kind === 'wishlist'
          ? ['/api/wishlist/add', { collectionId, itemId, perfumeId: change.perfume.id }]
          : [
              '/api/blacklist/add',
              {
                collection_id: collectionId,
                itemId,
                perfume_id: change.perfume.id,
                ...change.perfume,
              },
            ];
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) failed += 1;
  }
  return { ms: performance.now() - started, failed };
}

async function queueAndDrain(url: string, changes: readonly Change[]) {
  const user = await signUp(url, `queue-${Date.now()}@example.de`);
  const db = openDuftkompassDb(`bench-sync-${Date.now()}`);
  await adoptSignedInUser(user.userId, db);
  let pushes = 0;
  let lastPushDone = 0;
  const engine = new SyncEngine({
    db,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (input.includes('/api/sync/push')) {
        pushes += 1;
        lastPushDone = performance.now();
      }
      return response;
    },
    baseUrl: url,
    getAccessToken: async () => user.token,
    refreshSession: async () => null,
    lock: createMutex(),
    isOnline: () => true,
  });
  await engine.syncNow(); // first pull: the three collections

  const queueStarted = performance.now();
  for (const change of changes) {
    const collectionId = user.collectionIds[change.collection]!;
    if (change.kind === 'collection')
      await addPerfumesToCollection(collectionId, [change.perfume], db);
    else if (change.kind === 'wishlist')
      await addToWishlist(collectionId, { perfume: change.perfume }, db);
    else await addToBlacklist(collectionId, { perfume: change.perfume }, db);
  }
  const queueMs = performance.now() - queueStarted;

  const drainStarted = performance.now();
  const report = await engine.syncNow();
  const drainMs = performance.now() - drainStarted;
  const pushMs = lastPushDone - drainStarted;
  db.close();
  await db.delete();
  return { queueMs, drainMs, pushMs, pushes, report };
}

const rate = (ms: number) => Math.round((CHANGES / ms) * 1000);
const pad = (text: string, width: number) => text.padEnd(width);

async function main() {
  const changes = plannedChanges();
  const dataDir = makeDataDir();
  const server = await startServer({ AUTH_AUTOCONFIRM: 'true' }, dataDir);
  try {
    // Warm-up: JIT, prepared catalog lookups and the session cache on both paths.
    await plainRest(server.url, changes.slice(0, 50));
    const plain = await plainRest(server.url, changes);
    const queued = await queueAndDrain(server.url, changes);
    const rows = [
      [
        'plain REST, sequential',
        `${Math.round(plain.ms)} ms`,
        `${rate(plain.ms)}/s`,
        `${CHANGES} requests, ${plain.failed} failed`,
      ],
      [
        'outbox drain: push only',
        `${Math.round(queued.pushMs)} ms`,
        `${rate(queued.pushMs)}/s`,
        `${queued.pushes} push requests`,
      ],
      [
        'outbox drain: push + pull',
        `${Math.round(queued.drainMs)} ms`,
        `${rate(queued.drainMs)}/s`,
        `applied ${queued.report.applied}, rejected ${queued.report.rejected}, pending ${queued.report.pending}`,
      ],
      [
        'queueing in Dexie (device)',
        `${Math.round(queued.queueMs)} ms`,
        `${rate(queued.queueMs)}/s`,
        'fake-indexeddb in Node',
      ],
    ];
    const table = [
      `| ${pad('path', 28)} | ${pad('time', 9)} | ${pad('changes/s', 9)} | notes |`,
      `| ${'-'.repeat(28)} | ${'-'.repeat(9)} | ${'-'.repeat(9)} | ----- |`,
      ...rows.map(([a, b, c, d]) => `| ${pad(a!, 28)} | ${pad(b!, 9)} | ${pad(c!, 9)} | ${d} |`),
    ].join('\n');
    const ratioPush = plain.ms / queued.pushMs;
    const ratioDrain = plain.ms / queued.drainMs;
    const summary =
      `${CHANGES} changes (60 % collection adds, 20 % wishlist, 20 % blacklist), real server on PGlite over HTTP, ` +
      `device database fake-indexeddb in Node.\n\n${table}\n\n` +
      `Ratio queue/plain (changes/s): ${ratioDrain.toFixed(2)} including the pull of all records, ` +
      `${ratioPush.toFixed(2)} for the push alone (target ≥ 1).\n`;
    console.log(summary);
    mkdirSync('/tmp/notes', { recursive: true });
    writeFileSync(
      '/tmp/notes/sync-bench.md',
      `# npm run bench:sync (${new Date().toISOString()})\n\n${summary}`,
    );
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

await main();
