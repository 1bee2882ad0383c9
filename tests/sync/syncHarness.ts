// Drives the real sync engine against the real API (createTestApp on PGlite or PostgreSQL):
// real users with real tokens, the app's fetch as transport, and a fault injector at the
// network edge (dropped requests, 5xx, answers lost after commit, rejected tokens).
import { z } from 'zod';
import { ensureCollectionsResponseSchema } from '../../api/contract/collections';
import { sampleCatalog } from '../fixtures/perfumes';
import { createTestApp } from '../support/testApp';
import type { DuftkompassDb } from '../../web/data/db';
import { createMutex } from '../../web/sync/syncLock';
import { SyncEngine, type Rejection, type SyncEngineOptions } from '../../web/sync/syncEngine';
import {
  comparable,
  localRecords,
  readServerRecords,
  type UserRecords,
  type UserState,
} from './userRecords';

export { comparable, localRecords, type UserRecords, type UserState };

export const BASE_URL = 'http://localhost:8787';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createSyncTestApp(): Promise<TestApp> {
  return createTestApp(sampleCatalog(), { autoconfirm: false });
}

/** A signed-in user's session as the browser would hold it; refresh() rotates for real. */
export type TestSession = {
  userId: string;
  accessToken: string;
  refreshToken: string;
  refreshes: number;
};

let userCounter = 0;
const tokenResponseSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

export async function newUser(testApp: TestApp) {
  userCounter += 1;
  const email = `sync-${userCounter}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const signedIn = await testApp.auth.signUpConfirmed(email, 'geheim-passwort-1');
  const session: TestSession = { ...signedIn, refreshes: 0 };
  const ensured = await testApp.app.request('/api/ensure-collections', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  if (ensured.status !== 200) throw new Error(`ensure-collections: ${await ensured.text()}`);
  const { collections } = ensureCollectionsResponseSchema.parse(await ensured.json());
  return { email, session, collectionIds: collections.map((c) => c.id) };
}

export async function refreshSession(testApp: TestApp, session: TestSession) {
  const response = await testApp.auth.post('/token?grant_type=refresh_token', {
    refresh_token: session.refreshToken,
  });
  if (response.status !== 200) return null;
  const body = tokenResponseSchema.parse(await response.json());
  session.accessToken = body.access_token;
  session.refreshToken = body.refresh_token;
  session.refreshes += 1;
  return session.accessToken;
}

export type Fault = 'none' | 'drop' | 'server-error' | 'lost-after-commit' | 'bad-token';

/**
 * The app's fetch with one injected fault per request, chosen by `nextFault`. Auth calls
 * (token refresh) pass through untouched: the faults model the product API's network.
 */
export function faultyTransport(testApp: TestApp, nextFault: () => Fault) {
  const log: Fault[] = [];
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const fault = nextFault();
    log.push(fault);
    if (fault === 'drop') throw new TypeError('Failed to fetch');
    if (fault === 'server-error') {
      return new Response(
        JSON.stringify({ error: { code: 'internal_error', message: 'kaputt' } }),
        {
          status: 503,
          headers: { 'Retry-After': '0' },
        },
      );
    }
    const headers = new Headers(init.headers);
    if (fault === 'bad-token') headers.set('Authorization', 'Bearer abgelaufen.kaputt.token');
    const response = await testApp.app.fetch(new Request(url, { ...init, headers }));
    if (fault === 'lost-after-commit') {
      await response.arrayBuffer();
      throw new TypeError('Network connection lost');
    }
    return response;
  };
  return { transport, log };
}

/** What a proxy or captive portal between device and API answers instead of the API. */
export type ProxyAnswer = 'html-403' | 'html-502' | 'html-200' | 'json-404' | 'hang';

function proxyResponse(answer: Exclude<ProxyAnswer, 'hang'>): Response {
  if (answer === 'json-404') {
    return new Response(JSON.stringify({ message: 'Not Found' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const status = { 'html-403': 403, 'html-502': 502, 'html-200': 200 }[answer];
  return new Response('<!doctype html><html><body><h1>Bitte im WLAN anmelden</h1></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
}

/**
 * The app's fetch behind a proxy that answers the next requests itself (one answer each,
 * never reaching the API; 'hang' never answers) and then lets requests through.
 */
export function proxyTransport(testApp: TestApp, answers: ProxyAnswer[]) {
  const intercepted: string[] = [];
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = answers.shift();
    if (answer === undefined) return testApp.app.fetch(new Request(url, init));
    intercepted.push(new URL(url).pathname);
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    return proxyResponse(answer);
  };
  return { transport, intercepted };
}

export function createEngine(
  testApp: TestApp,
  db: DuftkompassDb,
  session: TestSession,
  options: Partial<SyncEngineOptions> = {},
) {
  const rejections: Rejection[] = [];
  const engine = new SyncEngine({
    db,
    fetch: async (url, init) => testApp.app.fetch(new Request(url, init)),
    baseUrl: BASE_URL,
    getAccessToken: async () => session.accessToken,
    refreshSession: () => refreshSession(testApp, session),
    lock: createMutex(),
    random: () => 0.5,
    isOnline: () => true,
    onRejected: (rejection) => rejections.push(rejection),
    ...options,
  });
  return { engine, rejections };
}

async function getJson(testApp: TestApp, path: string, token: string): Promise<unknown> {
  const response = await testApp.app.request(path, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

export async function serverRecords(testApp: TestApp, session: TestSession): Promise<UserRecords> {
  return readServerRecords((path) => getJson(testApp, path, session.accessToken));
}

export async function serverState(testApp: TestApp, session: TestSession): Promise<UserState> {
  return comparable(await serverRecords(testApp, session));
}

export async function localState(db: DuftkompassDb): Promise<UserState> {
  return comparable(await localRecords(db));
}
