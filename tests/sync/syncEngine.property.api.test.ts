// Property: whatever the user does on two devices and whatever the network does meanwhile
// (dropped requests, 5xx, answers lost after the server committed, rejected tokens, engine
// restarts mid-queue), once faults stop and both devices drain: no change is lost, none is
// applied twice, every queued entry is applied or rejected with a message, and each
// device's copy equals the server's. Real API (createTestApp), real tokens, Dexie on
// fake-indexeddb; one app per file, one fresh user and fresh databases per run.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Perfume } from '../../api/contract/perfume';
import { adoptSignedInUser } from '../../web/data/account';
import type { DuftkompassDb } from '../../web/data/db';
import { createMutex, type SyncLock } from '../../web/sync/syncLock';
import type { SyncEngine } from '../../web/sync/syncEngine';
import { buildPerfume, sampleCatalog } from '../fixtures/perfumes';
import { freshDeviceDb } from './builders';
import { checkConvergence, convergenceProblems } from './convergence';
import { performAction, type DeviceAction, type Expectation } from './deviceActions';
import {
  createEngine,
  createSyncTestApp,
  faultyTransport,
  localRecords,
  newUser,
  serverRecords,
  type Fault,
  type TestApp,
  type TestSession,
} from './syncHarness';

const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 200);
/** A small pool, so both devices often pick the same perfume (409 from the server). */
const PERFUMES: Perfume[] = sampleCatalog()
  .slice(0, 7)
  .map((record) => buildPerfume(record));
const CUSTOM = ['Fotoduft Eins', 'Fotoduft Zwei'];
const POOL = { perfumes: PERFUMES, custom: CUSTOM };

type Op = DeviceAction | { kind: 'sync' | 'restart'; device: number };

const device = fc.nat(1);
const collection = fc.nat(2);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('add', 'wish', 'black'),
      device,
      collection,
      perfume: fc.nat(PERFUMES.length - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('addCustom'),
      device,
      collection,
      perfume: fc.nat(CUSTOM.length - 1),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('delete', 'unwish', 'unblack', 'move'),
      device,
      pick: fc.nat(50),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('sync', 'restart'), device }) },
);
const faultArb = fc.constantFrom<Fault>(
  'none',
  'none',
  'drop',
  'server-error',
  'lost-after-commit',
  'bad-token',
);

type Device = {
  db: DuftkompassDb;
  dispose: () => Promise<void>;
  session: TestSession;
  lock: SyncLock;
  engine: SyncEngine;
  rejections: string[];
};

let testApp: TestApp;
let faultsOn = true;
let faults: Fault[] = ['none'];
let faultIndex = 0;
const nextFault = (): Fault => {
  if (!faultsOn) return 'none';
  const fault = faults[faultIndex % faults.length]!;
  faultIndex += 1;
  return fault;
};

beforeAll(async () => {
  testApp = await createSyncTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function startEngine(target: Omit<Device, 'engine'> & { engine?: SyncEngine }): SyncEngine {
  const { engine } = createEngine(testApp, target.db, target.session, {
    fetch: faultyTransport(testApp, nextFault).transport,
    lock: target.lock,
    random: () => 0.5,
    onRejected: (rejection) => target.rejections.push(rejection.message),
  });
  return engine;
}

async function openDevice(session: TestSession): Promise<Device> {
  const { db, dispose } = freshDeviceDb('duftkompass-property');
  await adoptSignedInUser(session.userId, db);
  const partial = {
    db,
    dispose,
    session,
    lock: createMutex(),
    rejections: [],
  };
  return { ...partial, engine: startEngine(partial) };
}

async function perform(
  op: Op,
  target: Device,
  collectionIds: string[],
  expectations: Expectation[],
  issued: string[],
) {
  switch (op.kind) {
    case 'sync':
      // Twice: a failed run is retried at once, as after an `online` event.
      await target.engine.syncNow();
      await target.engine.syncNow();
      return;
    case 'restart': {
      // A tab closes while its engine drains; a new one takes over the same database.
      const inflight = target.engine.syncNow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      target.engine.stop();
      target.engine = startEngine(target);
      await inflight;
      return;
    }
    default:
      return performAction(op, target.db, collectionIds, POOL, { expectations, issued });
  }
}

describe('sync engine property', () => {
  it('converges with the server without loss or duplicates under random faults and restarts', async () => {
    let runs = 0;
    let rejectedTotal = 0;
    let faultsInjected = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 24 }),
        fc.array(faultArb, { minLength: 1, maxLength: 10 }),
        async (ops, faultPlan) => {
          runs += 1;
          faults = faultPlan;
          faultIndex = 0;
          faultsOn = true;
          const user = await newUser(testApp);
          const second = await testApp.auth.signIn(user.email, 'geheim-passwort-1');
          const devices = [
            await openDevice(user.session),
            await openDevice({ ...second, refreshes: 0 }),
          ];
          const expectations: Expectation[] = [];
          const issued: string[][] = [[], []];
          try {
            for (const op of ops) {
              const target = devices[op.device]!;
              await perform(op, target, user.collectionIds, expectations, issued[op.device]!);
            }

            faultsInjected += faultIndex;
            faultsOn = false;
            for (let round = 0; round < 3; round += 1) {
              for (const target of devices) await target.engine.syncNow();
            }

            const server = await serverRecords(testApp, user.session);
            const drained = [];
            for (const [index, target] of devices.entries()) {
              const outbox = await target.db.outbox.toArray();
              rejectedTotal += outbox.length;
              drained.push({
                outbox,
                rejectionsReported: target.rejections.length,
                issued: issued[index]!,
                local: await localRecords(target.db),
              });
            }
            expect(convergenceProblems(checkConvergence(server, drained, expectations))).toEqual(
              [],
            );
          } finally {
            for (const target of devices) {
              target.engine.stop();
              await target.dispose();
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
    console.info(
      `sync property: ${runs} runs in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${faultsInjected} requests under the fault plan, ${rejectedTotal} rejections`,
    );
  }, 900_000);
});
