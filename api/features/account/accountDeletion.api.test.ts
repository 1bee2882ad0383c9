import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccountResponseSchema } from '../../contract/account';
import { apiErrorSchema } from '../../contract/errors';
import { IDEMPOTENCY_HEADER } from '../../contract/sync';
import type { Database, Queryable } from '../../db/database';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';
import { findUserTraces, tracedTables } from '../../../tests/support/userTraces';
import { z } from 'zod';
import { cachedCall } from '../ai/aiCalls';
import { insertOutboxMail } from '../auth/mailOutboxRepo';
import { QUOTAS } from '../limits/quotas';
import { postgresRateLimitStore } from '../limits/rateLimitStore';

type User = Awaited<ReturnType<typeof signedInUserWithCollections>>;

let testApp: TestApp;
/** When set, the statement containing it fails (inside the deletion's transaction). */
let failingStatement: string | null = null;

function failOn(query: Queryable['query']): Queryable['query'] {
  return (sql, params) => {
    if (failingStatement && sql.includes(failingStatement)) {
      return Promise.reject(new Error(`injected failure: ${failingStatement}`));
    }
    return query(sql, params);
  };
}

function failingDb(db: Database): Database {
  return {
    kind: db.kind,
    query: failOn(db.query.bind(db)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: failOn(tx.query.bind(tx)), exec: (sql) => tx.exec(sql) })),
    close: () => db.close(),
  };
}

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog(), {}, { wrapDb: failingDb });
});

afterAll(async () => {
  await testApp.close();
});

function post(user: User, path: string, body: unknown, headers: Record<string, string> = {}) {
  return callApi(testApp, 'POST', path, { token: user.accessToken, body, headers });
}

/**
 * A user with something in every list: items, wishlist, blacklist, analysis, recommendations,
 * an idempotency key, rate-limit buckets, a temporary collection of the same address, a
 * photo's cached reading and a dev-outbox mail.
 */
async function userWithDataEverywhere(): Promise<User> {
  const user = await signedInUserWithCollections(testApp);
  const main = user.collections.main;
  const added = await post(
    user,
    '/api/collections/add-perfumes',
    { collectionId: main, perfumeIds: ['fra-9828', 'fra-31861', 'fra-9099'] },
    { [IDEMPOTENCY_HEADER]: randomUUID() },
  );
  expect(added.status).toBe(200);
  const wish = await post(user, '/api/wishlist/add', {
    collectionId: user.collections.partner,
    itemId: randomUUID(),
    perfumeId: 'fra-9828',
  });
  expect(wish.status).toBe(200);
  const black = await post(user, '/api/blacklist/add', {
    collection_id: main,
    perfume_id: 'fra-17',
    name: 'egal',
    brand: 'egal',
  });
  expect(black.status).toBe(200);
  const computed: unknown = await (
    await post(user, '/api/analysis', { inputPerfumes: ['Aventus Creed', 'Sauvage Dior'] })
  ).json();
  const analysis = await post(user, '/api/collection-analysis', {
    collectionId: main,
    analysisData: Reflect.get(Object(computed), 'analysis'),
    kategorienData: Reflect.get(Object(computed), 'kategorien'),
    perfumeNames: ['Aventus', 'Sauvage'],
  });
  expect(analysis.status).toBe(200);
  expect((await post(user, '/api/recommendations', { collectionId: main })).status).toBe(200);
  const temp = await callApi(testApp, 'POST', '/api/temp-collections/add-perfumes', {
    body: {
      email: user.email.toUpperCase(),
      deviceId: randomUUID(),
      collectionId: 'main',
      perfumeIds: ['fra-31861'],
    },
    headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
  });
  expect(temp.status).toBe(200);
  // The app under test keeps buckets in memory; with DATABASE_URL they are rows like these.
  const sharedBuckets = postgresRateLimitStore(testApp.db);
  await sharedBuckets.take(QUOTAS.recommendations.perCaller, `user:${user.userId}`);
  await sharedBuckets.take(QUOTAS.tempCollections.perCaller, `${user.email}:${randomUUID()}`);
  // What a photo of the account left in the result cache (its OCR words, review N16).
  await cachedCall(testApp.db, {
    type: 'photo',
    engine: 'local',
    model: 'ocr-test',
    promptVersion: 'test',
    input: { image: randomUUID() },
    owner: `user:${user.userId}`,
    schema: z.array(z.string()),
    compute: () =>
      Promise.resolve({
        result: ['CREED', 'AVENTUS'],
        usage: { model: 'ocr-test', inputTokens: 0, outputTokens: 0 },
      }),
  });
  await insertOutboxMail(
    testApp.db,
    { to: user.email, subject: 'Bestätige deine Anmeldung', kind: 'confirmation' },
    new Date(),
  );
  return user;
}

/** The user's id and address, and the ids other rows reference them by. */
async function needlesOf(user: User): Promise<string[]> {
  const ids = async (sql: string, param: string) =>
    (await testApp.db.query<{ id: string }>(sql, [param])).rows.map((row) => String(row.id));
  return [
    user.userId,
    user.email,
    ...Object.values(user.collections),
    ...(await ids('SELECT id FROM temp_collections WHERE email = $1', user.email)),
    ...(await ids('SELECT id FROM auth_sessions WHERE user_id = $1', user.userId)),
  ];
}

function deleteAccount(token: string) {
  return callApi(testApp, 'DELETE', '/api/auth/delete-account', { token });
}

describe('DELETE /api/auth/delete-account', () => {
  it('leaves no row in any table that mentions the user, and keeps other users intact', async () => {
    const user = await userWithDataEverywhere();
    const bystander = await userWithDataEverywhere();
    const needles = await needlesOf(user);
    // The scan sees the user everywhere before, so an empty scan after means something.
    expect(tracedTables(await findUserTraces(testApp.db, needles))).toEqual(
      expect.arrayContaining([
        'ai_cache',
        'auth_identities',
        'auth_mail_outbox',
        'auth_refresh_tokens',
        'auth_sessions',
        'auth_users',
        'blacklist_items',
        'collection_analyses',
        'collection_items',
        'collection_recommendations',
        'collections',
        'idempotency_keys',
        'profiles',
        'rate_limit_buckets',
        'sync_changes',
        'temp_collection_items',
        'temp_collections',
        'wishlist_items',
      ]),
    );
    const bystanderBefore = await findUserTraces(testApp.db, await needlesOf(bystander));

    const response = await deleteAccount(user.accessToken);
    expect(response.status).toBe(200);
    expect(deleteAccountResponseSchema.parse(await response.json())).toEqual({
      deleted: true,
      login: 'deleted',
    });

    expect(await findUserTraces(testApp.db, needles)).toEqual([]);
    expect(await findUserTraces(testApp.db, await needlesOf(bystander))).toEqual(bystanderBefore);
  });

  it('ends the session and the login at once', async () => {
    const user = await signedInUserWithCollections(testApp);
    expect((await deleteAccount(user.accessToken)).status).toBe(200);

    const me = await callApi(testApp, 'GET', '/api/me', { token: user.accessToken });
    expect(me.status).toBe(401);
    await expect(testApp.auth.signIn(user.email, 'sicheres-Passwort-1')).rejects.toThrow();
    const refreshed = await testApp.auth.post('/token?grant_type=refresh_token', {
      refresh_token: user.refreshToken,
    });
    expect(refreshed.status).not.toBe(200);
    // The address can sign up afresh, as a new account.
    const again = await testApp.auth.signUpConfirmed(user.email, 'neues-Passwort-22');
    expect(again.userId).not.toBe(user.userId);
  });

  it('asks for a sign-in without a bearer token', async () => {
    const response = await callApi(testApp, 'DELETE', '/api/auth/delete-account');
    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('unauthorized');
  });

  it('deletes nothing when any part of the deletion fails', async () => {
    const user = await userWithDataEverywhere();
    const needles = await needlesOf(user);
    const before = await findUserTraces(testApp.db, needles);
    failingStatement = 'DELETE FROM auth_users';
    try {
      const response = await deleteAccount(user.accessToken);
      expect(response.status).toBe(500);
      expect(apiErrorSchema.parse(await response.json()).error).toEqual({
        code: 'account_deletion_failed',
        message: 'Das Konto konnte nicht gelöscht werden.',
      });
    } finally {
      failingStatement = null;
    }
    expect(await findUserTraces(testApp.db, needles)).toEqual(before);
    const me = await callApi(testApp, 'GET', '/api/me', { token: user.accessToken });
    expect(me.status).toBe(200);
  });
});
