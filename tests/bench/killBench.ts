// npm run bench:kill — the server is killed (SIGKILL) in the middle of a storm of sync pushes
// from several devices running the real sync engine (fake-indexeddb in Node), restarted on
// the same DATA_DIR and port, and once the engines have drained the sync property test's
// checks (tests/sync/convergence.ts) show whether any change was lost or applied twice.
// Real server on PGlite (or BENCH_DATABASE_URL / DATABASE_URL). Prints figures; asserts nothing.
import 'fake-indexeddb/auto';
import { z } from 'zod';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { ensureCollectionsResponseSchema } from '../../api/contract/collections';
import type { Perfume } from '../../api/contract/perfume';
import { pushResponseSchema } from '../../api/contract/sync';
import { adoptSignedInUser } from '../../web/data/account';
import { countPending } from '../../web/data/outbox';
import { SyncEngine } from '../../web/sync/syncEngine';
import { createMutex } from '../../web/sync/syncLock';
import { QUEUE_DEBOUNCE_MS } from '../../web/sync/syncTriggers';
import { freshDeviceDb } from '../sync/builders';
import { checkConvergence, convergenceProblems, type Convergence } from '../sync/convergence';
import { performAction, type ActionLog, type DeviceAction } from '../sync/deviceActions';
import { localRecords, readServerRecords } from '../sync/userRecords';
import { makeDataDir, removeDataDir, startServer, type RunningServer } from './benchServer';

const USERS = Number(process.env.BENCH_KILL_USERS ?? 3);
const DEVICES_PER_USER = 2;
const CHANGES_PER_DEVICE = Number(process.env.BENCH_KILL_CHANGES ?? 200);
/** Mean pause between two actions on one device: a fast user, many pushes in flight. */
const PACE_MS = 250;
/**
 * The server is killed once half of the planned actions are performed and it has
 * acknowledged some (5 %): pushes in flight, more queued after the kill.
 */
const KILL_AFTER_ACTIONS = 0.5;
const KILL_AFTER_ACKNOWLEDGED = 0.05;
/** How long the server stays down before the restart begins (devices keep queueing). */
const DOWNTIME_MS = 1_000;
/** The engines get this long after the restart to drain on their own timers. */
const DRAIN_LIMIT_MS = 120_000;
const PASSWORD = 'bench-passwort-123';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: z.object({ id: z.uuid() }),
});
type Session = { userId: string; accessToken: string; refreshToken: string };

/** The perfumes the devices pick from: popular catalog perfumes, so devices collide (409). */
function actionPool() {
  const records = readCatalogFile('api/catalog/data/catalog.jsonl.gz').records;
  const popular = [...records].sort((a, b) => b.votes - a.votes).slice(0, 30);
  const perfumes: Perfume[] = popular.map((record) => ({
    ...record,
    priceCents: null,
    currency: null,
    image: null,
    affiliate_link: null,
    shop: null,
  }));
  return { perfumes, custom: ['Fotoduft Eins', 'Fotoduft Zwei', 'Fotoduft Drei'] };
}
const POOL = actionPool();

/** mulberry32: a small seeded generator, so every run plays the same actions. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The property test's action mix without its sync/restart steps (syncs come from triggers). */
function randomAction(random: () => number): DeviceAction {
  const pick = (n: number) => Math.floor(random() * n);
  const roll = random() * 8;
  if (roll < 4) {
    const kind = (['add', 'wish', 'black'] as const)[pick(3)]!;
    return { kind, device: 0, collection: pick(3), perfume: pick(POOL.perfumes.length) };
  }
  if (roll < 5) {
    return { kind: 'addCustom', device: 0, collection: pick(3), perfume: pick(POOL.custom.length) };
  }
  const kind = (['delete', 'unwish', 'unblack', 'move'] as const)[pick(4)]!;
  return { kind, device: 0, pick: pick(50) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function signIn(url: string, email: string, signUp: boolean): Promise<Session> {
  const path = signUp ? '/auth/v1/signup' : '/auth/v1/token?grant_type=password';
  const body = sessionSchema.parse(await postJson(`${url}${path}`, { email, password: PASSWORD }));
  return { userId: body.user.id, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Figures the devices' transport counts: push answers by phase of the experiment. */
const counts = {
  phase: 'before' as 'before' | 'down' | 'after',
  ackedBefore: 0,
  ackedAfter: 0,
  replayed: 0,
  refused: 0,
  networkFailures: 0,
  performed: 0,
};

type Device = {
  user: number;
  db: ReturnType<typeof freshDeviceDb>['db'];
  dispose: () => Promise<void>;
  engine: SyncEngine;
  log: ActionLog;
  rejections: number;
  trigger: () => void;
};

function openDevice(server: { url: string }, user: number, session: Session): Device {
  const { db, dispose } = freshDeviceDb('duftkompass-kill');
  const transport = async (url: string, init: RequestInit) => {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      counts.networkFailures += 1;
      throw error;
    }
    const phase = counts.phase;
    if (url.endsWith('/api/sync/push') && response.status === 200) {
      const parsed = pushResponseSchema.safeParse(await response.clone().json());
      for (const result of parsed.success ? parsed.data.results : []) {
        if (phase === 'before') counts.ackedBefore += 1;
        else counts.ackedAfter += 1;
        if (result.replayed) counts.replayed += 1;
        if (result.status >= 300) counts.refused += 1;
      }
    }
    return response;
  };
  const device: Device = {
    user,
    db,
    dispose,
    log: { expectations: [], issued: [] },
    rejections: 0,
    trigger: () => undefined,
    engine: new SyncEngine({
      db,
      fetch: transport,
      baseUrl: server.url,
      getAccessToken: async () => session.accessToken,
      refreshSession: async () => {
        const body = await postJson(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
          refresh_token: session.refreshToken,
        }).catch(() => null);
        const parsed = sessionSchema.safeParse(body);
        if (!parsed.success) return null;
        session.accessToken = parsed.data.access_token;
        session.refreshToken = parsed.data.refresh_token;
        return session.accessToken;
      },
      deviceId: crypto.randomUUID(),
      lock: createMutex(),
      isOnline: () => true,
      onRejected: () => {
        device.rejections += 1;
      },
    }),
  };
  // As the app's trigger: a queued change starts a sync after a short debounce.
  let debounce: ReturnType<typeof setTimeout> | null = null;
  device.trigger = () => {
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(() => void device.engine.syncNow(), QUEUE_DEBOUNCE_MS);
  };
  return device;
}

async function storm(device: Device, collectionIds: string[], seed: number) {
  const random = seeded(seed);
  for (let i = 0; i < CHANGES_PER_DEVICE; i++) {
    await performAction(randomAction(random), device.db, collectionIds, POOL, device.log);
    counts.performed += 1;
    device.trigger();
    await sleep(PACE_MS * (0.5 + random()));
  }
}

async function pendingTotal(devices: readonly Device[]) {
  let total = 0;
  for (const device of devices) total += await countPending(device.db);
  return total;
}

async function main() {
  const dataDir = makeDataDir();
  const env: Record<string, string> = {
    AUTH_AUTOCONFIRM: 'true',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  };
  let server: RunningServer = await startServer(env, dataDir);
  const devices: Device[] = [];
  try {
    const users: { sessions: Session[]; collectionIds: string[] }[] = [];
    for (let user = 0; user < USERS; user++) {
      const email = `kill-${user}-${Date.now()}@example.de`;
      const first = await signIn(server.url, email, true);
      const ensured = ensureCollectionsResponseSchema.parse(
        await postJson(`${server.url}/api/ensure-collections`, {}, first.accessToken),
      );
      const sessions = [first];
      for (let d = 1; d < DEVICES_PER_USER; d++)
        sessions.push(await signIn(server.url, email, false));
      users.push({ sessions, collectionIds: ensured.collections.map((c) => c.id) });
    }
    for (const [user, { sessions }] of users.entries()) {
      for (const session of sessions) {
        const device = openDevice(server, user, session);
        await adoptSignedInUser(session.userId, device.db);
        await device.engine.syncNow(); // first pull: the three collections
        device.engine.start();
        devices.push(device);
      }
    }

    const planned = devices.length * CHANGES_PER_DEVICE;
    const storms = Promise.all(
      devices.map((device, index) => storm(device, users[device.user]!.collectionIds, index + 1)),
    );
    const stormStarted = performance.now();
    let stormDone = false;
    let stormMs = 0;
    void storms.then(() => {
      stormDone = true;
      stormMs = performance.now() - stormStarted;
    });
    // (If the server keeps up so well that the outboxes empty first, it is killed at the end.)
    while (
      counts.performed < planned * KILL_AFTER_ACTIONS ||
      counts.ackedBefore < planned * KILL_AFTER_ACKNOWLEDGED
    ) {
      if (stormDone && (await pendingTotal(devices)) === 0) break;
      await sleep(5);
    }
    const queuedSoFar = () => devices.reduce((sum, device) => sum + device.log.issued.length, 0);
    counts.phase = 'down';
    const killedAt = performance.now();
    await server.kill();
    const queuedAtKill = queuedSoFar();
    const unacknowledgedAtKill = queuedAtKill - counts.ackedBefore;
    await sleep(DOWNTIME_MS);
    server = await startServer(env, dataDir, { port: server.port });
    counts.phase = 'after';
    const queuedWhileDown = queuedSoFar() - queuedAtKill;
    const restartedAt = performance.now();
    await storms;

    // The engines drain on their own timers (backoff after the failed attempts) and triggers.
    while ((await pendingTotal(devices)) > 0 && performance.now() - restartedAt < DRAIN_LIMIT_MS) {
      await sleep(100);
    }
    const drainedMs = performance.now() - restartedAt;
    const stillPending = await pendingTotal(devices);
    const killRestartMs = server.startMs;
    // Then each device pulls what the other device of its user sent, as the property test does.
    for (let round = 0; round < 3; round++) {
      for (const device of devices) await device.engine.syncNow();
    }

    const findings: Convergence[] = [];
    for (const [user, { sessions }] of users.entries()) {
      const token = sessions[0]!.accessToken;
      const onServer = await readServerRecords(async (path) => {
        const response = await fetch(`${server.url}${path}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        return response.json();
      });
      const own = devices.filter((device) => device.user === user);
      const drained = [];
      for (const device of own) {
        drained.push({
          outbox: await device.db.outbox.toArray(),
          rejectionsReported: device.rejections,
          issued: device.log.issued,
          local: await localRecords(device.db),
        });
      }
      findings.push(
        checkConvergence(
          onServer,
          drained,
          own.flatMap((device) => device.log.expectations),
        ),
      );
    }

    // For comparison: the same server stopped cleanly (SIGTERM) and started on the same data.
    await server.stop();
    server = await startServer(env, dataDir, { port: server.port });
    const cleanRestartMs = server.startMs;

    const queued = devices.reduce((sum, device) => sum + device.log.issued.length, 0);
    const rejected = devices.reduce((sum, device) => sum + device.rejections, 0);
    const count = (kind: keyof Convergence) =>
      findings.reduce((sum, finding) => sum + finding[kind].length, 0);
    const problems = findings.flatMap(convergenceProblems);
    const rows: [string, string][] = [
      ['database', DATABASE_URL ? 'PostgreSQL' : 'PGlite (DATA_DIR)'],
      ['devices', `${devices.length} (${USERS} users × ${DEVICES_PER_USER})`],
      ['actions performed', `${counts.performed} in ${(stormMs / 1000).toFixed(1)} s`],
      ['changes queued', String(queued)],
      ['acknowledged before the kill', String(counts.ackedBefore)],
      ['queued before the kill, not yet acknowledged', String(unacknowledgedAtKill)],
      ['queued while the server was down', String(queuedWhileDown)],
      ['failed requests while down', String(counts.networkFailures)],
      [
        'restart after kill -9 (spawn to healthy)',
        `${Math.round(killRestartMs)} ms (clean restart after SIGTERM: ${Math.round(cleanRestartMs)} ms)`,
      ],
      [
        'delivered after the restart',
        `${counts.ackedAfter} (${counts.replayed} answered from the idempotency store)`,
      ],
      ['acknowledged in total', `${counts.ackedBefore + counts.ackedAfter} of ${queued}`],
      ['refused by the server (409 etc.)', `${counts.refused} (${rejected} shown as rejected)`],
      ['outboxes empty after restart', `${(drainedMs / 1000).toFixed(1)} s (${stillPending} left)`],
      ['lost', String(count('lost'))],
      ['duplicated', String(count('duplicates'))],
      ['removed but back', String(count('resurrected'))],
      ['stuck or unreported entries', String(count('stuck') + count('unreported'))],
      ['device ≠ server (records)', String(count('diverged'))],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(
      `\nkill -9 after ${Math.round(killedAt - stormStarted)} ms of the storm, restart after ${DOWNTIME_MS} ms down\n`,
    );
    console.log(`| ${'measure'.padEnd(width)} | value |`);
    console.log(`| ${'-'.repeat(width)} | ----- |`);
    for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
    console.log(
      problems.length === 0
        ? '\nAll checks of the sync property test hold: nothing lost, nothing duplicated, devices equal the server.'
        : `\n${problems.length} findings:\n${problems.slice(0, 30).join('\n')}`,
    );
  } finally {
    for (const device of devices) {
      device.engine.stop();
      await device.dispose();
    }
    await server.stop();
    removeDataDir(dataDir);
  }
}

await main();
