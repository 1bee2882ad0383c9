// The simulated devices of the kill benchmark: users signed in over HTTP, each device a
// fake-indexeddb database with the real sync engine whose transport counts the server's
// acknowledgements by phase (before the kill, after it), and the seeded actions they play.
import { z } from 'zod';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { type Perfume, unpricedPerfume } from '../../api/contract/perfume';
import { pushResponseSchema } from '../../api/contract/sync';
import { countPending } from '../../web/data/outbox';
import { SyncEngine } from '../../web/sync/syncEngine';
import { createMutex } from '../../web/sync/syncLock';
import { QUEUE_DEBOUNCE_MS } from '../../web/sync/syncTriggers';
import { freshDeviceDb } from '../sync/builders';
import { performAction, type ActionLog, type DeviceAction } from '../sync/deviceActions';

const PASSWORD = 'bench-passwort-123';

const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: z.object({ id: z.uuid() }),
});
export type Session = { userId: string; accessToken: string; refreshToken: string };

/** The perfumes the devices pick from: popular catalog perfumes, so devices collide (409). */
function actionPool() {
  const records = readCatalogFile('api/catalog/data/catalog.jsonl.gz').records;
  const popular = [...records].sort((a, b) => b.votes - a.votes).slice(0, 30);
  const perfumes: Perfume[] = popular.map(unpricedPerfume);
  return { perfumes, custom: ['Fotoduft Eins', 'Fotoduft Zwei', 'Fotoduft Drei'] };
}
const POOL = actionPool();

/** mulberry32: a small seeded generator, so every run makes the same choices. */
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
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

export async function signIn(url: string, email: string, signUp: boolean): Promise<Session> {
  const path = signUp ? '/auth/v1/signup' : '/auth/v1/token?grant_type=password';
  const body = sessionSchema.parse(await postJson(`${url}${path}`, { email, password: PASSWORD }));
  return { userId: body.user.id, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Figures the devices' transport counts: push answers by phase of the experiment. */
export const counts = {
  phase: 'before' as 'before' | 'down' | 'after',
  ackedBefore: 0,
  ackedAfter: 0,
  replayed: 0,
  refused: 0,
  networkFailures: 0,
  performed: 0,
};

export type Device = {
  user: number;
  db: ReturnType<typeof freshDeviceDb>['db'];
  dispose: () => Promise<void>;
  engine: SyncEngine;
  log: ActionLog;
  rejections: number;
  trigger: () => void;
};

export function openDevice(server: { url: string }, user: number, session: Session): Device {
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

export async function storm(
  device: Device,
  collectionIds: string[],
  seed: number,
  changes: number,
  paceMs: number,
) {
  const random = seeded(seed);
  for (let i = 0; i < changes; i++) {
    await performAction(randomAction(random), device.db, collectionIds, POOL, device.log);
    counts.performed += 1;
    device.trigger();
    await sleep(paceMs * (0.5 + random()));
  }
}

export async function pendingTotal(devices: readonly Device[]) {
  let total = 0;
  for (const device of devices) total += await countPending(device.db);
  return total;
}
