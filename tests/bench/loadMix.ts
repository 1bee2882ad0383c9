// The signed-in users' side of the load benchmark: the weighted mix of requests, the users
// behind them (created over the client's own address), and the sync pushes they send.
import { z } from 'zod';
import { ensureCollectionsResponseSchema } from '../../api/contract/collections';
import type { CatalogRecord } from '../../api/contract/perfume';
import type { Answer, LoadClient, RequestSpec } from './loadClient';

export const PASSWORD = 'bench-passwort-123';

export const WEIGHTS = {
  search: 42,
  'catalog index 304': 12,
  me: 10,
  'collections-data': 12,
  'sync push': 18,
  'sign-in': 3,
  'temp-recommendations': 3,
} as const;
export type MixedRoute = keyof typeof WEIGHTS;
export type Route = MixedRoute | 'photo upload';
export const ROUTE_PATHS: Record<Route, string> = {
  search: 'GET /api/perfumes/search',
  'catalog index 304': 'GET /api/catalog/index',
  me: 'GET /api/me',
  'collections-data': 'GET /api/collections-data',
  'sync push': 'POST /api/sync/push',
  'sign-in': 'POST /auth/v1/token',
  'temp-recommendations': 'POST /api/temp-recommendations',
  'photo upload': 'POST /api/photo-analysis-batch',
};

const sessionSchema = z.object({ access_token: z.string() });

export interface User {
  email: string;
  token: string;
  collectionIds: string[];
  seq: number;
  /** What the previous push added, deleted by the next one. */
  previous: { collectionId: string; itemId: string; wishId: string } | null;
}

const json = (value: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});
const bearer = (user: User) => ({ Authorization: `Bearer ${user.token}` });
export const pickFrom = <T>(values: readonly T[]): T =>
  values[Math.floor(Math.random() * values.length)]!;

export async function createUser(client: LoadClient, index: number): Promise<User> {
  const email = `load-${index}-${Date.now()}@example.de`;
  const signUp = await client.send({
    method: 'POST',
    path: '/auth/v1/signup',
    ...json({ email, password: PASSWORD }),
  });
  if (signUp.status !== 200) throw new Error(`Registrierung: ${signUp.status} ${signUp.body}`);
  const token = sessionSchema.parse(JSON.parse(signUp.body.toString())).access_token;
  const ensured = await client.send({
    method: 'POST',
    path: '/api/ensure-collections',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (ensured.status !== 200) throw new Error(`ensure-collections: ${ensured.status}`);
  const { collections } = ensureCollectionsResponseSchema.parse(
    JSON.parse(ensured.body.toString()),
  );
  return {
    email,
    token,
    collectionIds: collections.map((c) => c.id),
    seq: 0,
    previous: null,
  };
}

/** Four mutations with fresh ids: two adds, and the deletion of the previous push's adds. */
function syncPush(user: User, perfumes: readonly CatalogRecord[]): RequestSpec {
  const perfume = pickFrom(perfumes);
  const wish = pickFrom(perfumes);
  const collectionId = pickFrom(user.collectionIds);
  const next = { collectionId, itemId: crypto.randomUUID(), wishId: crypto.randomUUID() };
  const mutation = (body: object) => ({ id: crypto.randomUUID(), seq: ++user.seq, ...body });
  const mutations = [
    mutation({
      name: 'collections.addPerfumes',
      args: {
        collectionId,
        perfumes: [
          { id: perfume.id, name: perfume.name, brand: perfume.brand, itemId: next.itemId },
        ],
      },
    }),
    mutation({
      name: 'wishlist.add',
      args: { collectionId, itemId: next.wishId, perfumeId: wish.id },
    }),
  ];
  if (user.previous) {
    const { collectionId: previousCollection, itemId, wishId } = user.previous;
    mutations.push(
      mutation({
        name: 'collections.deleteItem',
        args: { collectionId: previousCollection, itemId },
      }),
      mutation({ name: 'wishlist.delete', args: { id: wishId } }),
    );
  }
  user.previous = next;
  return {
    method: 'POST',
    path: '/api/sync/push',
    headers: { ...bearer(user), 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  };
}

export function pickRoute(): MixedRoute {
  const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [route, weight] of Object.entries(WEIGHTS) as [MixedRoute, number][]) {
    roll -= weight;
    if (roll < 0) return route;
  }
  return 'search';
}

/** What the mixed requests draw from, prepared before the run. */
export interface MixFixtures {
  searchPaths: readonly string[];
  /** The catalog index's ETag, sent as If-None-Match. */
  etag: string;
  pushPerfumes: readonly CatalogRecord[];
  recommendationIds: readonly string[];
}

export function mixedRequest(route: MixedRoute, user: User, fixtures: MixFixtures): RequestSpec {
  switch (route) {
    case 'search':
      return { method: 'GET', path: pickFrom(fixtures.searchPaths) };
    case 'catalog index 304':
      return {
        method: 'GET',
        path: '/api/catalog/index',
        headers: { 'If-None-Match': fixtures.etag, 'Accept-Encoding': 'gzip' },
      };
    case 'me':
      return { method: 'GET', path: '/api/me', headers: bearer(user) };
    case 'collections-data':
      return { method: 'GET', path: '/api/collections-data', headers: bearer(user) };
    case 'sync push':
      return syncPush(user, fixtures.pushPerfumes);
    case 'sign-in':
      return {
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        ...json({ email: user.email, password: PASSWORD }),
      };
    case 'temp-recommendations': {
      const ids = fixtures.recommendationIds;
      return {
        method: 'POST',
        path: '/api/temp-recommendations',
        ...json({ perfumeIds: [pickFrom(ids), pickFrom(ids), pickFrom(ids)] }),
      };
    }
  }
}

/** What a user keeps from an answer: a new session, or nothing to delete after a failed push. */
export function rememberAnswer(route: MixedRoute, user: User, answer: Answer): void {
  if (route === 'sign-in' && answer.status === 200) {
    user.token = sessionSchema.parse(JSON.parse(answer.body.toString())).access_token;
  }
  if (route === 'sync push' && answer.status !== 200) user.previous = null;
}
