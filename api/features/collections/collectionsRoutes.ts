// /api endpoints of issue 3: profile and default collections for signed-in users, and
// temporary collections (e-mail + device id) before the e-mail is confirmed.
import { Hono } from 'hono';
import { addPerfumesResponseSchema, type SavedPerfume } from '../../contract/collections';
import { endpoints } from '../../contract/endpoints';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { apiPath, endpointBody, endpointQuery } from '../../http/endpointRoutes';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { QUOTAS, takeAddressQuota, takeCallerQuota, takeQuota, writeQuota } from '../limits/quotas';
import { spendTempBytes, spendTempRows, type WriteBudgetDeps } from '../limits/writeBudgets';
import { findPerfume } from '../perfumes/perfumesRepo';
import { idempotencyKeyOf, requestHash, withIdempotency } from '../sync/idempotency';
import { answerMutation } from '../sync/mutations';
import { ensureDefaultCollections, ensureProfile, listCollections } from './collectionsRepo';
import {
  addTempPerfumes,
  listTempCollections,
  migrateTempCollections,
} from './tempCollectionsRepo';

export interface CollectionsDeps extends WriteBudgetDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

/**
 * Catalog perfumes are saved with the catalog's name and brand, never the client's copy;
 * an unknown id is an error rather than a silently missing perfume.
 */
async function resolvePerfumes(
  db: Queryable,
  perfumeIds: readonly string[],
  perfumes: readonly SavedPerfume[],
): Promise<SavedPerfume[]> {
  const ids = new Set([...perfumeIds, ...perfumes.flatMap((p) => (p.id ? [p.id] : []))]);
  const resolved: SavedPerfume[] = [];
  for (const id of ids) {
    const perfume = await findPerfume(db, id);
    if (!perfume)
      throw new ApiError('unknown_perfumes', `Das Parfüm ${id} ist im Katalog nicht bekannt.`);
    resolved.push({ id, name: perfume.name, brand: perfume.brand });
  }
  for (const custom of perfumes) if (!custom.id) resolved.push(custom);
  return resolved;
}

export function collectionsRoutes(deps: CollectionsDeps) {
  const signedIn = requireUser(deps.auth);
  // Own collections and disliked notes pay from the signed-in write budget (review N5).
  const writes = writeQuota(deps);
  return new Hono<AuthEnv>()
    .post(apiPath(endpoints.ensureCollections), signedIn, async (c) => {
      const user = c.get('user');
      if (!user.emailConfirmed) throw new ApiError('email_not_confirmed');
      const result = await deps.db.transaction(async (tx) => {
        await ensureProfile(tx, { id: user.id, email: user.email });
        return ensureDefaultCollections(tx, user.id);
      });
      return c.json(result);
    })
    .get(apiPath(endpoints.collectionsSimple), signedIn, async (c) => {
      return c.json(await listCollections(deps.db, c.get('user').id));
    })
    .post(apiPath(endpoints.collectionCreate), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.collectionCreate);
      return answerMutation(c, deps.db, { name: 'collections.create', args });
    })
    .put(apiPath(endpoints.collectionRename), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.collectionRename);
      return answerMutation(c, deps.db, { name: 'collections.rename', args });
    })
    .delete(apiPath(endpoints.collectionDelete), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.collectionDelete);
      return answerMutation(c, deps.db, { name: 'collections.delete', args });
    })
    .post(apiPath(endpoints.dislikedNoteAdd), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.dislikedNoteAdd);
      return answerMutation(c, deps.db, { name: 'dislikedNotes.add', args });
    })
    .delete(apiPath(endpoints.dislikedNoteDelete), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.dislikedNoteDelete);
      return answerMutation(c, deps.db, { name: 'dislikedNotes.delete', args });
    })
    .get(apiPath(endpoints.tempCollections), async (c) => {
      const { email, deviceId } = endpointQuery(c, endpoints.tempCollections);
      await takeQuota(c, deps, QUOTAS.tempCollections, null);
      return c.json(await listTempCollections(deps.db, email, deviceId));
    })
    .post(apiPath(endpoints.tempAddPerfumes), async (c) => {
      const key = idempotencyKeyOf(c);
      // The network pays for the request and its bytes before the body is parsed (N19).
      await takeAddressQuota(c, deps, QUOTAS.tempCollections);
      const bytes = await spendTempBytes(c, deps);
      const body = await endpointBody(c, endpoints.tempAddPerfumes);
      const owner = `temp:${body.email.toLowerCase()}:${body.deviceId.toLowerCase()}`;
      await takeCallerQuota(c, deps, QUOTAS.tempCollections, owner);
      const rows = body.perfumeIds.length + body.perfumes.length;
      await spendTempRows(c, deps, { email: body.email, bytes, rows });
      // Temporary users have no account: their keys belong to the e-mail and device.
      const id =
        key === null
          ? null
          : { scope: owner, key, requestHash: requestHash('POST', c.req.path, body) };
      const answer = await withIdempotency(
        deps.db,
        id,
        async (tx) => {
          const perfumes = await resolvePerfumes(tx, body.perfumeIds, body.perfumes);
          if (perfumes.length === 0)
            throw new ApiError('invalid_body', 'Bitte wähle mindestens ein Parfüm aus.');
          const result = await addTempPerfumes(
            tx,
            { email: body.email, deviceId: body.deviceId, type: body.collectionId },
            perfumes,
          );
          const message =
            result.added === 0
              ? 'Alle Parfüms sind bereits in dieser Sammlung.'
              : `${result.added} ${result.added === 1 ? 'Parfüm' : 'Parfüms'} gespeichert.`;
          return { status: 200, body: { success: true as const, message, ...result } };
        },
        addPerfumesResponseSchema,
      );
      return c.json(answer.body, answer.status);
    })
    .post(apiPath(endpoints.tempMigrate), signedIn, async (c) => {
      const user = c.get('user');
      const { email, deviceId } = await endpointBody(c, endpoints.tempMigrate);
      if (!user.emailConfirmed) throw new ApiError('email_not_confirmed');
      if (email.toLowerCase() !== user.email.toLowerCase()) throw new ApiError('email_mismatch');
      const result = await deps.db.transaction((tx) =>
        migrateTempCollections(tx, { userId: user.id, email: user.email, deviceId }),
      );
      return c.json({ success: true as const, ...result });
    });
}
