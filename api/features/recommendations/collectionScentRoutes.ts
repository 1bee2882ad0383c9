// The profile page's per-collection endpoints: GET/POST /api/collection-analysis (the
// stored Duft-DNA) and GET/POST /api/recommendations (the stored recommendation list).
// Only the collection's owner may read or write them (requireOwnCollection); others get
// 404 like for a missing collection.
import { Hono } from 'hono';
import {
  collectionAnalysisResponseSchema,
  type CollectionAnalysisResponse,
} from '../../contract/analysis';
import { endpoints } from '../../contract/endpoints';
import {
  collectionRecommendationsResponseSchema,
  recommendationsResponseSchema,
  type CollectionRecommendationsResponse,
} from '../../contract/recommendations';
import { apiPath, endpointBody, endpointQuery } from '../../http/endpointRoutes';
import { requireUser, type AuthEnv } from '../auth/requireUser';
import { requireOwnCollection } from '../collections/collectionItemsRepo';
import { collectionExclusions, engineExclusions } from './collectionExclusions';
import { readAnalysis, saveAnalysis, saveRecommendations } from './collectionScentRepo';
import { readStoredRecommendations, recordStoredRecommendations } from './storedRecommendations';
import { recordChange } from '../sync/changeFeed';
import { parseStoredRow } from '../sync/storedRows';
import { writeQuota } from '../limits/quotas';
import {
  runEngine,
  sortedCopy,
  takeRecommendationQuota,
  type ScentDeps,
} from '../engine/engineCalls';

const EMPTY_STATS = { total: 0, matched: 0, gpt_only: 0 };

export function collectionScentRoutes(deps: ScentDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthEnv>()
    .get(apiPath(endpoints.collectionAnalysis), signedIn, async (c) => {
      const { collectionId } = endpointQuery(c, endpoints.collectionAnalysis);
      await requireOwnCollection(deps.db, c.get('user').id, collectionId);
      // A stored analysis that no longer parses reads as none (reported): analyse again.
      const body: CollectionAnalysisResponse = {
        analysis: parseStoredRow(
          collectionAnalysisResponseSchema.shape.analysis,
          await readAnalysis(deps.db, collectionId),
          'collection_analyses',
          collectionId,
        ),
      };
      return c.json(body);
    })
    .post(apiPath(endpoints.saveCollectionAnalysis), signedIn, writeQuota(deps), async (c) => {
      const body = await endpointBody(c, endpoints.saveCollectionAnalysis);
      const userId = c.get('user').id;
      await requireOwnCollection(deps.db, userId, body.collectionId);
      const analysis = await deps.db.transaction(async (tx) => {
        await saveAnalysis(
          tx,
          body.collectionId,
          { ...body.analysisData, kategorien: body.kategorienData },
          body.perfumeNames,
        );
        const stored = collectionAnalysisResponseSchema.parse({
          analysis: await readAnalysis(tx, body.collectionId),
        }).analysis;
        if (stored) {
          await recordChange(tx, userId, {
            entity: 'collection_analysis',
            id: body.collectionId,
            record: { ...stored, collection_id: body.collectionId },
          });
        }
        return stored;
      });
      return c.json(collectionAnalysisResponseSchema.parse({ analysis }));
    })
    .get(apiPath(endpoints.storedRecommendations), signedIn, async (c) => {
      const { collectionId } = endpointQuery(c, endpoints.storedRecommendations);
      await requireOwnCollection(deps.db, c.get('user').id, collectionId);
      const stored = await readStoredRecommendations(deps.db, collectionId);
      const body: CollectionRecommendationsResponse = stored
        ? { recommendations: stored.recommendations, stats: stored.stats }
        : { recommendations: [], stats: EMPTY_STATS };
      return c.json(body);
    })
    .post(apiPath(endpoints.generateRecommendations), signedIn, async (c) => {
      await takeRecommendationQuota(c, deps);
      const body = await endpointBody(c, endpoints.generateRecommendations);
      const userId = c.get('user').id;
      await requireOwnCollection(deps.db, userId, body.collectionId);
      const exclusions = await collectionExclusions(deps.db, userId, body.collectionId);
      const { ownedIds } = exclusions;
      const excluded = engineExclusions(exclusions);
      const result = await runEngine(deps, {
        type: 'recommendations',
        input: {
          kind: 'collection',
          ids: sortedCopy(ownedIds),
          names: sortedCopy(body.perfumeNames),
          // The cache must not answer with picks the blacklist or wishlist now excludes.
          excludedOwned: sortedCopy(excluded.ownedIds),
          blacklistIds: sortedCopy(excluded.blacklistIds),
          blacklistNames: sortedCopy(excluded.blacklistNames),
          dislikedNotes: sortedCopy(excluded.dislikedNotes),
          occasion: body.occasion,
          forWhom: body.forWhom ?? null,
          budgetCents: body.budgetCents ?? null,
        },
        schema: recommendationsResponseSchema,
        run: (engine) =>
          engine.recommend({
            perfumeIds: ownedIds,
            names: body.perfumeNames,
            ...excluded,
            occasion: body.occasion,
            ...(body.forWhom ? { forWhom: body.forWhom } : {}),
            ...(body.budgetCents ? { budgetCents: body.budgetCents } : {}),
          }),
      });
      // The profile page shows one list: the niche picks follow the main picks.
      const recommendations = [...result.recommendations, ...result.niche];
      await deps.db.transaction(async (tx) => {
        await saveRecommendations(tx, body.collectionId, recommendations, result.stats);
        await recordStoredRecommendations(tx, userId, body.collectionId);
      });
      return c.json(
        collectionRecommendationsResponseSchema.parse({ recommendations, stats: result.stats }),
      );
    });
}
