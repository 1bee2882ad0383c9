// Anonymous-capable recommendation endpoints of the home flow and the profile page:
// temp-recommendations, more-niche, category- and niche-recommendations. All count
// against the recommendation rate limit (10 per minute per user, per IP when anonymous).
import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import {
  categoryRecommendationsResponseSchema,
  moreNicheResponseSchema,
  nicheRecommendationsResponseSchema,
  recommendationsResponseSchema,
} from '../../contract/recommendations';
import { ApiError } from '../../http/apiError';
import { apiPath, endpointBody } from '../../http/endpointRoutes';
import { collectionExclusions, engineExclusions } from './collectionExclusions';
import { optionalUser } from '../auth/requireUser';
import {
  runEngine,
  sortedCopy,
  takeRecommendationQuota,
  type ScentDeps,
} from '../engine/engineCalls';

/** Exclusions in a cache key: order-free, so equal requests share one entry. */
function sortedExclusions(excluded: ReturnType<typeof engineExclusions>) {
  return {
    ownedIds: sortedCopy(excluded.ownedIds),
    blacklistIds: sortedCopy(excluded.blacklistIds),
    blacklistNames: sortedCopy(excluded.blacklistNames),
    dislikedNotes: sortedCopy(excluded.dislikedNotes),
  };
}

export function recommendationsRoutes(deps: ScentDeps) {
  return new Hono()
    .post(apiPath(endpoints.tempRecommendations), async (c) => {
      await takeRecommendationQuota(c, deps);
      const body = await endpointBody(c, endpoints.tempRecommendations);
      const result = await runEngine(deps, {
        type: 'recommendations',
        input: {
          kind: 'temp',
          ids: sortedCopy(body.perfumeIds),
          names: sortedCopy(body.perfumeNames),
          occasion: body.occasion,
          forWhom: body.forWhom ?? null,
          budgetCents: body.budgetCents ?? null,
        },
        schema: recommendationsResponseSchema,
        run: (engine) =>
          engine.recommend({
            perfumeIds: body.perfumeIds,
            names: body.perfumeNames,
            occasion: body.occasion,
            ...(body.forWhom ? { forWhom: body.forWhom } : {}),
            ...(body.budgetCents ? { budgetCents: body.budgetCents } : {}),
          }),
      });
      if (result.stats.total === 0 && result.recommendations.length === 0) {
        throw new ApiError('no_known_perfumes');
      }
      return c.json(result);
    })
    .post(apiPath(endpoints.moreNiche), async (c) => {
      await takeRecommendationQuota(c, deps);
      const body = await endpointBody(c, endpoints.moreNiche);
      const result = await runEngine(deps, {
        type: 'recommendations',
        input: { kind: 'more-niche', body },
        schema: moreNicheResponseSchema,
        run: (engine) =>
          engine.moreNiche({
            names: body.selectedPerfumes,
            perfumeIds: body.perfumeIds,
            mentionedNichePerfumes: body.mentionedNichePerfumes,
            excludeIds: body.mentionedNicheIds,
            ...(body.forWhom ? { forWhom: body.forWhom } : {}),
            ...(body.budgetCents ? { budgetCents: body.budgetCents } : {}),
          }),
      });
      return c.json(result);
    })
    .post(apiPath(endpoints.categoryRecommendations), async (c) => {
      await takeRecommendationQuota(c, deps);
      const body = await endpointBody(c, endpoints.categoryRecommendations);
      const user = await optionalUser(c, deps.auth);
      const excluded = engineExclusions(
        await collectionExclusions(deps.db, user?.id ?? null, body.collectionId),
      );
      const result = await runEngine(deps, {
        type: 'recommendations',
        input: { kind: 'category', body, ...sortedExclusions(excluded) },
        schema: categoryRecommendationsResponseSchema,
        run: (engine) =>
          engine.categoryRecommendations({
            categories: body.categories,
            perfumeIds: body.perfumeIds,
            ...excluded,
          }),
      });
      return c.json(result);
    })
    .post(apiPath(endpoints.nicheRecommendations), async (c) => {
      await takeRecommendationQuota(c, deps);
      const body = await endpointBody(c, endpoints.nicheRecommendations);
      const user = await optionalUser(c, deps.auth);
      const exclusions = await collectionExclusions(deps.db, user?.id ?? null, body.collectionId);
      const excluded = engineExclusions(exclusions);
      const perfumeIds = [...new Set([...body.perfumeIds, ...exclusions.ownedIds])];
      const result = await runEngine(deps, {
        type: 'recommendations',
        input: { kind: 'niche', body, ...sortedExclusions(excluded) },
        schema: nicheRecommendationsResponseSchema,
        run: (engine) =>
          engine.nicheRecommendations({
            perfumeIds,
            names: body.perfumeNames,
            excludeIds: body.excludeIds,
            limit: body.limit,
            ...excluded,
          }),
      });
      return c.json(result);
    });
}
