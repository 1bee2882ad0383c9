// POST /api/analysis: the Duft-DNA of a list (home page names, or profile-page objects).
import { Hono } from 'hono';
import { ANALYSIS_MIN_PERFUMES, analysisResponseSchema } from '../../contract/analysis';
import { endpoints } from '../../contract/endpoints';
import { ApiError } from '../../http/apiError';
import { apiPath, endpointBody } from '../../http/endpointRoutes';
import { QUOTAS, takeQuota } from '../limits/quotas';
import { optionalUser } from '../auth/requireUser';
import { runEngine, sortedCopy, type ScentDeps } from '../engine/engineCalls';

export function analysisRoutes(deps: ScentDeps) {
  return new Hono().post(apiPath(endpoints.analysis), async (c) => {
    // The quota first: a body is parsed only for a caller allowed to send one (N19).
    await takeQuota(c, deps, QUOTAS.analysis, await optionalUser(c, deps.auth));
    const body = await endpointBody(c, endpoints.analysis);
    const names = body.inputPerfumes.filter((entry) => typeof entry === 'string');
    const perfumes = body.inputPerfumes.filter((entry) => typeof entry !== 'string');
    if (
      new Set([...body.perfumeIds, ...body.inputPerfumes.map((p) => JSON.stringify(p))]).size <
      ANALYSIS_MIN_PERFUMES
    ) {
      throw new ApiError('not_enough_perfumes');
    }
    const result = await runEngine(deps, {
      type: 'analysis',
      input: {
        ids: sortedCopy(body.perfumeIds),
        names: sortedCopy(names),
        perfumes: sortedCopy(perfumes),
      },
      schema: analysisResponseSchema,
      run: (engine) => engine.analyze({ perfumeIds: body.perfumeIds, names, perfumes }),
    });
    if (result.matching.matched === 0 && perfumes.length === 0)
      throw new ApiError('no_known_perfumes');
    return c.json(result);
  });
}
