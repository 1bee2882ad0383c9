import { Hono } from 'hono';
import { optionalUser, type AccessTokenVerifier } from '../auth/requireUser';
import { heldPerfumeIds } from '../recommendations/collectionExclusions';
import { z } from 'zod';
import type { CheaperAlternativeResponse } from '../../contract/cheaperAlternative';
import { endpoints } from '../../contract/endpoints';
import type { ErrorCode } from '../../contract/errors';
import type { LineVariantsResponse } from '../../contract/lineVariants';
import type { SimilarPerfumesResponse } from '../../contract/similarPerfumes';
import {
  perfumeIdSchema,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from '../../contract/perfume';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { encodeFor } from '../../http/compression';
import { apiPath, endpointBody } from '../../http/endpointRoutes';
import type { ScentEngine } from '../engine/engine';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';
import type { ShopLinker } from '../shop/affiliateLinks';
import type { CatalogSearch } from './catalogSearch';
import { findPerfume } from './perfumesRepo';

const positiveInteger = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));

const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_QUERY_LENGTH).default(''),
  page: positiveInteger.default(1),
  limit: positiveInteger.pipe(z.number().max(SEARCH_MAX_LIMIT)).default(SEARCH_PAGE_SIZE),
});

const codeForField: Record<string, ErrorCode> = {
  q: 'query_too_long',
  page: 'invalid_page',
  limit: 'invalid_limit',
};

function parseSearchQuery(query: Record<string, string>) {
  const parsed = searchQuerySchema.safeParse(query);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new ApiError(codeForField[field] ?? 'invalid_query');
  }
  return parsed.data;
}

export interface PerfumesDeps extends QuotaDeps {
  db: Database;
  /** Signed-in callers get a cheaper alternative outside the lines they hold. */
  auth: AccessTokenVerifier;
  catalog: CatalogSearch;
  /** The engine in use now; card lookups (variants, cheaper alternative) ask it. */
  engine: () => ScentEngine;
  /** The engines' shop link rule, so a perfume's page links out like its recommendation. */
  shopLink?: ShopLinker;
}

export function perfumesRoutes(deps: PerfumesDeps) {
  return (
    new Hono()
      .get(apiPath(endpoints.search), async (c) => {
        const url = c.req.url;
        const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
        c.header('Content-Type', 'application/json; charset=UTF-8');
        c.header('Vary', 'Accept-Encoding');
        const send = (prepared: Uint8Array<ArrayBuffer>) => {
          const { body, encoding } = encodeFor(c.req.header('Accept-Encoding'), prepared);
          if (encoding) c.header('Content-Encoding', encoding);
          return c.body(body);
        };
        const cached = deps.catalog.cachedResponse(queryString);
        if (cached) return send(cached);

        const { q, page, limit } = parseSearchQuery(c.req.query());
        await takeQuota(c, deps, QUOTAS.search, null);
        const query = q.trim();
        if (query.length < SEARCH_MIN_LENGTH) {
          const empty: SearchResponse = {
            perfumes: [],
            hasMore: false,
            totalCount: 0,
            page,
            limit,
          };
          return c.json(empty);
        }
        return send(deps.catalog.searchResponseBody(query, page, limit, queryString));
      })
      .post(apiPath(endpoints.lineVariants), async (c) => {
        const { perfumeIds } = await endpointBody(c, endpoints.lineVariants);
        await takeQuota(c, deps, QUOTAS.cardLookups, null);
        const body: LineVariantsResponse = {
          variants: await deps.engine().lineVariants(perfumeIds),
        };
        return c.json(body);
      })
      // Answers null when the perfume has no shop price or nothing close enough is cheaper.
      .get(apiPath(endpoints.cheaperAlternative), async (c) => {
        const id = perfumeIdSchema.safeParse(c.req.param('id'));
        await takeQuota(c, deps, QUOTAS.cardLookups, null);
        if (!id.success || !(await findPerfume(deps.db, id.data))) {
          throw new ApiError('perfume_not_found');
        }
        // Signed in: never a perfume of a line the person already has or wishes for.
        const user = await optionalUser(c, deps.auth);
        const owned = user ? await heldPerfumeIds(deps.db, user.id) : [];
        const body: CheaperAlternativeResponse = {
          alternative: await deps.engine().cheaperAlternative(id.data, owned),
        };
        return c.json(body);
      })
      .get(apiPath(endpoints.similarPerfumes), async (c) => {
        const id = perfumeIdSchema.safeParse(c.req.param('id'));
        await takeQuota(c, deps, QUOTAS.cardLookups, null);
        const perfumes = id.success ? await deps.engine().similarPerfumes(id.data) : null;
        if (!perfumes) throw new ApiError('perfume_not_found');
        const body: SimilarPerfumesResponse = { perfumes };
        return c.json(body);
      })
      .get(apiPath(endpoints.perfume), async (c) => {
        const id = perfumeIdSchema.safeParse(c.req.param('id'));
        if (!id.success) throw new ApiError('perfume_not_found');
        const perfume = await findPerfume(deps.db, id.data);
        if (!perfume) throw new ApiError('perfume_not_found');
        // Without a feed's deep link, AFFILIATE_URL_TEMPLATE's link ("Preise vergleichen").
        const link = perfume.affiliate_link ? null : deps.shopLink?.(perfume);
        if (link) {
          perfume.affiliate_link = link.url;
          perfume.shop = link.shop;
        }
        return c.json(perfume);
      })
  );
}
