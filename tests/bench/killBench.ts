// npm run bench:kill — the server is killed (SIGKILL) in the middle of a storm of sync pushes
// from several devices running the real sync engine (fake-indexeddb in Node), restarted on
// the same DATA_DIR and port, and once the engines have drained the sync property test's
// checks (tests/sync/convergence.ts) show whether any change was lost or applied twice.
// Real server on PGlite (or BENCH_DATABASE_URL / DATABASE_URL). Prints figures; asserts nothing.
import 'fake-indexeddb/auto';
import { ensureCollectionsResponseSchema } from '../../api/contract/collections';
import { adoptSignedInUser } from '../../web/data/account';
import { checkConvergence, convergenceProblems, type Convergence } from '../sync/convergence';
import { localRecords, readServerRecords } from '../sync/userRecords';
import { makeDataDir, removeDataDir, startServer, type RunningServer } from './benchServer';
import {
  counts,
  openDevice,
  pendingTotal,
  postJson,
  signIn,
  sleep,
  storm,
  type Device,
  type Session,
} from './killDevices';

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
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

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
      devices.map((device, index) =>
        storm(device, users[device.user]!.collectionIds, index + 1, CHANGES_PER_DEVICE, PACE_MS),
      ),
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
