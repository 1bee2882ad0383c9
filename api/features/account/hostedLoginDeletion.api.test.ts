import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { importRecords } from '../../catalog/importCatalog';
import { deleteAccountResponseSchema } from '../../contract/account';
import { migrate } from '../../db/migrate';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { openTestDatabase, testScentDeps, type TestDatabase } from '../../../tests/support/testApp';
import { findUserTraces, tracedTables } from '../../../tests/support/userTraces';
import { hostedVerifier } from '../auth/tokenVerifiers';
import { runHousekeeping } from '../housekeeping/housekeeping';
import { retentionTasks } from '../housekeeping/retentionTasks';
import { memoryRateLimitStore } from '../limits/rateLimitStore';
import { CatalogSearch } from '../perfumes/catalogSearch';
import {
  HOSTED_TOKEN_MAX_LIFETIME_MS,
  hostedLoginDeletion,
  LOGIN_DELETION_DEADLINE_MS,
  type LoginDeletion,
} from './loginDeletion';

const JWT_SECRET = 'hosted-test-secret-with-at-least-32-characters';
const SERVICE_ROLE_KEY = 'service-role-key-of-the-fake-project';

/** Supabase's admin API as far as account deletion uses it, answering what the test says. */
interface FakeSupabase {
  url: string;
  /** Status of the next admin deletions. */
  status: number;
  deleted: { userId: string; apikey: string | undefined; authorization: string | undefined }[];
  close: () => Promise<void>;
}

async function startFakeSupabase(): Promise<FakeSupabase> {
  const fake: Omit<FakeSupabase, 'url' | 'close'> = { status: 200, deleted: [] };
  const server: Server = createServer((request, response) => {
    const match = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(request.url ?? '');
    if (request.method !== 'DELETE' || !match?.[1]) {
      response.writeHead(404).end();
      return;
    }
    if (fake.status === 200) {
      fake.deleted.push({
        userId: decodeURIComponent(match[1]),
        apikey: request.headers.apikey?.toString(),
        authorization: request.headers.authorization,
      });
    }
    response.writeHead(fake.status, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let fake: FakeSupabase;
let database: TestDatabase;
let now: Date;
let logged: string[];
let loginDeletion: LoginDeletion;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  fake = await startFakeSupabase();
  database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, sampleCatalog(), {
    source: 'builtin',
    version: 't',
    retireMissing: true,
  });
  const catalog = await CatalogSearch.load(database.db);
  loginDeletion = hostedLoginDeletion({
    supabaseUrl: fake.url,
    serviceRoleKey: SERVICE_ROLE_KEY,
    clock: () => now,
    log: (line) => logged.push(line),
  });
  app = createApp({
    publicUrl: 'http://localhost:8787',
    db: database.db,
    catalog,
    ...testScentDeps(catalog, database.db),
    staticDir: null,
    auth: hostedVerifier({ supabaseUrl: fake.url, jwtSecret: JWT_SECRET, db: database.db }),
    authRoutes: null,
    loginDeletion,
    runtimeConfig: {
      auth: { url: fake.url, anonKey: 'anon', mode: 'hosted', googleEnabled: false },
    },
  });
});

beforeEach(() => {
  fake.status = 200;
  fake.deleted = [];
  now = new Date();
  logged = [];
});

afterAll(async () => {
  await fake.close();
  await database.drop();
});

/** A Supabase user with a profile and collections, signed in with a Supabase token. */
async function hostedUser() {
  const id = randomUUID();
  const email = `gehostet-${id.slice(0, 8)}@example.de`;
  const token = await new SignJWT({
    email,
    role: 'authenticated',
    user_metadata: { email_verified: true },
    // Supabase's tokens name the sign-in; deletion needs one within 10 minutes (review N6).
    amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setAudience('authenticated')
    .setIssuer(`${fake.url}/auth/v1`)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));
  const ensured = await app.request('/api/ensure-collections', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ensured.status).toBe(200);
  return { id, email, token };
}

async function deleteAccount(token: string) {
  const response = await app.request('/api/auth/delete-account', {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return deleteAccountResponseSchema.parse(await response.json());
}

const housekeeping = () =>
  runHousekeeping(
    retentionTasks(database.db, memoryRateLimitStore(), null, () =>
      loginDeletion.retryPending(database.db),
    ),
    () => undefined,
  );

describe('account deletion with hosted Supabase Auth', () => {
  it('deletes our rows and the Supabase login with the service-role key', async () => {
    const user = await hostedUser();
    expect(await deleteAccount(user.token)).toEqual({ deleted: true, login: 'deleted' });
    expect(fake.deleted).toEqual([
      { userId: user.id, apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    ]);
    // Only the tombstone names the user (by id alone), until no token can outlive it.
    expect(tracedTables(await findUserTraces(database.db, [user.id, user.email]))).toEqual([
      'deleted_login_tombstones',
    ]);
    expect(await findUserTraces(database.db, [user.email])).toEqual([]);
  });

  it('keeps the login pending when Supabase fails and removes it on the next housekeeping run', async () => {
    const user = await hostedUser();
    fake.status = 503;
    expect(await deleteAccount(user.token)).toEqual({ deleted: true, login: 'pending' });
    // Only the pending deletion and the tombstone still name the user.
    expect(tracedTables(await findUserTraces(database.db, [user.id, user.email]))).toEqual([
      'deleted_login_tombstones',
      'pending_login_deletions',
    ]);

    await housekeeping();
    expect(fake.deleted).toEqual([]);

    fake.status = 200;
    await housekeeping();
    expect(fake.deleted.map((call) => call.userId)).toEqual([user.id]);
    expect(tracedTables(await findUserTraces(database.db, [user.id, user.email]))).toEqual([
      'deleted_login_tombstones',
    ]);
  });

  it('counts a login Supabase no longer knows as deleted', async () => {
    const user = await hostedUser();
    fake.status = 404;
    expect(await deleteAccount(user.token)).toEqual({ deleted: true, login: 'deleted' });
    expect(tracedTables(await findUserTraces(database.db, [user.id]))).toEqual([
      'deleted_login_tombstones',
    ]);
  });

  it('keeps retrying after 48 hours and tells the operator', async () => {
    const user = await hostedUser();
    fake.status = 500;
    await deleteAccount(user.token);
    now = new Date(now.getTime() + LOGIN_DELETION_DEADLINE_MS - 60_000);
    await housekeeping();
    expect(logged).toEqual([]);

    now = new Date(now.getTime() + 2 * 60_000);
    await housekeeping();
    expect(logged).toEqual([expect.stringContaining(`Login ${user.id} ist seit über 48 Stunden`)]);

    fake.status = 200;
    await housekeeping();
    expect(fake.deleted.map((call) => call.userId)).toEqual([user.id]);
  });
});

/** A request with the user's token to an endpoint that writes the profile. */
function ensureCollections(token: string) {
  return app.request('/api/ensure-collections', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
}

async function profileExists(userId: string): Promise<boolean> {
  const { rows } = await database.db.query('SELECT 1 FROM profiles WHERE id = $1', [userId]);
  return rows.length > 0;
}

describe("a deleted user's unexpired access token (review N16)", () => {
  it('is refused at once and cannot re-create the profile', async () => {
    const user = await hostedUser();
    const other = await hostedUser();
    await deleteAccount(user.token);

    // The token is signed and valid for almost an hour more; the tombstone refuses it.
    const again = await ensureCollections(user.token);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: { code: 'unauthorized', message: 'Bitte melde dich an, um fortzufahren.' },
    });
    expect(await profileExists(user.id)).toBe(false);
    const deletedTwice = await app.request('/api/auth/delete-account', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(deletedTwice.status).toBe(401);

    // Nobody else is signed out.
    expect((await ensureCollections(other.token)).status).toBe(200);
  });

  it('is refused while the Supabase login is still pending', async () => {
    const user = await hostedUser();
    fake.status = 503;
    expect(await deleteAccount(user.token)).toEqual({ deleted: true, login: 'pending' });
    expect((await ensureCollections(user.token)).status).toBe(401);
    expect(await profileExists(user.id)).toBe(false);
  });

  it('keeps the tombstone for the longest token lifetime after the login is gone', async () => {
    const user = await hostedUser();
    await deleteAccount(user.token);

    now = new Date(now.getTime() + HOSTED_TOKEN_MAX_LIFETIME_MS - 60_000);
    await housekeeping();
    expect((await ensureCollections(user.token)).status).toBe(401);

    now = new Date(now.getTime() + 2 * 60_000);
    await housekeeping();
    expect(await findUserTraces(database.db, [user.id, user.email])).toEqual([]);
  });

  it('keeps the tombstone of a login Supabase has not removed, however old', async () => {
    const user = await hostedUser();
    fake.status = 500;
    await deleteAccount(user.token);
    now = new Date(now.getTime() + 2 * HOSTED_TOKEN_MAX_LIFETIME_MS);
    await housekeeping();
    expect(tracedTables(await findUserTraces(database.db, [user.id]))).toEqual([
      'deleted_login_tombstones',
      'pending_login_deletions',
    ]);
    expect((await ensureCollections(user.token)).status).toBe(401);
  });
});
