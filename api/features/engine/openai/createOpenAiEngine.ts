// The OpenAI engine: the same ScentEngine interface as the local engine, answered by a
// chat model with strict JSON output. The model writes; the server decides: Duft-DNA
// numbers, top notes and categories come from the facts engine (the local one), every
// proposed perfume is matched to the catalog and filtered by the user's exclusions, and
// every call goes through the result cache and the AI call log.
import type OpenAI from 'openai';
import { type AnalysisResponse, analysisResponseSchema } from '../../../contract/analysis';
import type { Perfume } from '../../../contract/perfume';
import {
  categoryRecommendationsResponseSchema,
  moreNicheResponseSchema,
  NICHE_PER_REQUEST,
  nicheRecommendationsResponseSchema,
  PICKS_PER_CATEGORY,
  RECOMMENDATIONS_PER_REQUEST,
  recommendationsResponseSchema,
  type Audience,
  type ForWhom,
} from '../../../contract/recommendations';
import type { Database } from '../../../db/database';
import { type AiCallType, cachedCall } from '../../ai/aiCalls';
import type { ShopLink } from '../../shop/affiliateLinks';
import { fitsAudience, fitsBudget, listLeanOf, meanLean } from '../local/audience';
import type { EngineExclusions, EngineList, ScentEngine } from '../engine';
import { type EngineCatalog, lineKey, matchProposal } from '../../perfumes/catalogMatch';
import {
  analysisTextsSchema,
  categoryProposalsSchema,
  NICHE_PROPOSALS,
  nicheProposalsSchema,
  recommendProposalsSchema,
} from './modelSchemas';
import {
  checkedResult,
  createOpenAiClient,
  type JsonRequest,
  type OpenAiConnectionOptions,
  requestJson,
} from './openAiClient';
import {
  dislikedNotesLine,
  analysisPrompt,
  categoryPrompt,
  nichePrompt,
  PROMPT_VERSION,
  type PromptList,
  recommendPrompt,
} from './prompts';
import { createProviderGuard, type ProviderGuard } from './providerGuard';
import {
  type CardContext,
  type Exclusions,
  emptyExclusions,
  foldedNameKey,
  proposalCards,
  statsOf,
} from './proposalCards';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The catalog as the engine needs it; see catalogFromPerfumes() for an in-memory one. */
export interface OpenAiEngineOptions extends OpenAiConnectionOptions {
  /** OPENAI_MODEL, for analysis and recommendations. */
  model?: string;
  /** OPENAI_VISION_MODEL, for photos; defaults to `model`. */
  visionModel?: string;
  catalog: EngineCatalog;
  /** Shop link of a matched perfume (createShopLinker(AFFILIATE_URL_TEMPLATE)). */
  shopLink: (perfume: Perfume) => ShopLink;
  /** Result cache and AI call log. */
  db: Database;
  /** Computes the Duft-DNA numbers, top notes and categories: the local engine. */
  facts: Pick<
    ScentEngine,
    | 'analyze'
    | 'cheaperAlternative'
    | 'cheaperAlternativesFile'
    | 'lineVariants'
    | 'similarPerfumes'
  >;
  /**
   * The line (a perfume with its flankers, editions, concentrations) of a catalog perfume:
   * the local engine's lineOf. Without it only concentrations of a perfume count as its line.
   */
  lineOf?: (perfumeId: string) => string | null;
  /**
   * gender.ts's lean of a catalog perfume (the local engine's leanOf): "Für wen?" keeps only
   * matched picks that fit, and the answer names the list's lean. Without it neither is known.
   */
  leanOf?: (perfumeId: string) => number | null;
  /**
   * Time budget and circuit breaker of the provider (review M13); pass one guard to keep
   * its state across engine rebuilds and share it with the photo recognition.
   */
  guard?: ProviderGuard;
}

export interface OpenAiEngine extends ScentEngine {
  readonly kind: 'openai';
  readonly model: string;
  readonly visionModel: string;
  /** The SDK client, shared with the photo recognition. */
  readonly client: OpenAI;
  /** The provider's time budget and circuit breaker, shared with the photo recognition. */
  readonly guard: ProviderGuard;
}

const MAX_EXCLUDED_NAMES_IN_PROMPT = 60;

export function createOpenAiEngine(options: OpenAiEngineOptions): OpenAiEngine {
  const client = createOpenAiClient(options);
  const guard = options.guard ?? createProviderGuard();
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  const visionModel = options.visionModel ?? model;
  const { catalog, db } = options;
  const lineOf = (perfume: Perfume) => options.lineOf?.(perfume.id) ?? lineKey(perfume);

  function resolveList(list: EngineList): PromptList {
    const perfumes = new Map<string, Perfume>();
    const unknownNames: string[] = [];
    const add = (perfume: Perfume | null | undefined, label: string) => {
      if (perfume) perfumes.set(perfume.id, perfume);
      else unknownNames.push(label);
    };
    for (const id of list.perfumeIds ?? []) {
      const perfume = catalog.byId(id);
      if (perfume) perfumes.set(id, perfume);
    }
    for (const name of list.names ?? []) add(matchProposal(catalog, { name, brand: '' }), name);
    for (const given of list.perfumes ?? []) {
      add(matchProposal(catalog, given), `${given.name} ${given.brand}`.trim());
    }
    return { perfumes: [...perfumes.values()], unknownNames };
  }

  /** Order-independent cache input for a list. */
  const listKey = (list: PromptList) => ({
    ids: list.perfumes.map((perfume) => perfume.id).sort(),
    unknown: list.unknownNames.map(foldedNameKey).sort(),
  });

  function exclusionsFor(
    list: PromptList,
    request: EngineExclusions,
    extraNames: readonly string[] = [],
  ): { exclusions: Exclusions; promptNames: string[] } {
    const exclusions = emptyExclusions();
    const promptNames: string[] = [];
    // Whole lines of what the person has, wants or rejected; already shown perfumes by id.
    const excludeById = (id: string, wholeLine: boolean) => {
      exclusions.ids.add(id);
      const perfume = catalog.byId(id);
      if (!perfume) return;
      promptNames.push(`${perfume.name} (${perfume.brand})`);
      if (wholeLine) exclusions.lines.add(lineOf(perfume));
    };
    const excludeByName = (name: string, wholeLine: boolean) => {
      const perfume = matchProposal(catalog, { name, brand: '' });
      if (perfume) excludeById(perfume.id, wholeLine);
      else {
        exclusions.names.add(foldedNameKey(name));
        promptNames.push(name);
      }
    };
    // Disliked notes first: the prompt keeps only the first names of this list.
    const disliked = dislikedNotesLine(request.dislikedNotes ?? []);
    if (disliked) promptNames.push(disliked);
    for (const note of request.dislikedNotes ?? []) exclusions.disliked.add(note);
    for (const perfume of list.perfumes) {
      exclusions.ids.add(perfume.id);
      exclusions.lines.add(lineOf(perfume));
    }
    for (const name of list.unknownNames) exclusions.names.add(foldedNameKey(name));
    for (const id of request.ownedIds ?? []) excludeById(id, true);
    for (const id of request.excludeIds ?? []) excludeById(id, false);
    for (const id of request.blacklistIds ?? []) excludeById(id, true);
    for (const name of request.blacklistNames ?? []) excludeByName(name, true);
    for (const name of extraNames) excludeByName(name, false);
    return {
      exclusions,
      promptNames: [...new Set(promptNames)].slice(0, MAX_EXCLUDED_NAMES_IN_PROMPT),
    };
  }

  async function ask<T>(
    type: AiCallType,
    input: unknown,
    request: Omit<JsonRequest<T>, 'model'>,
  ): Promise<T> {
    const { result } = await cachedCall(db, {
      type,
      engine: 'openai',
      model,
      promptVersion: PROMPT_VERSION,
      input,
      schema: request.schema,
      compute: async () => {
        const { data, usage } = await guard.run((signal) =>
          requestJson(client, { ...request, model, signal }),
        );
        return { result: data, usage };
      },
    });
    return result;
  }

  const cardContext = (
    exclusions: Exclusions,
    forWhom?: ForWhom,
    budgetCents?: number,
  ): CardContext => {
    // A proposal that cannot be matched has no known lean: with a choice it is left out. It
    // has no known price either, which a budget cannot rule out (as in the local engine).
    const side = forWhom && forWhom !== 'egal' ? forWhom : undefined;
    const fitsSide = (perfume: Perfume | null) => {
      if (!side) return true;
      const lean = perfume ? options.leanOf?.(perfume.id) : null;
      return lean != null && fitsAudience(side, lean);
    };
    return {
      catalog,
      lineOf,
      shopLink: options.shopLink,
      exclusions,
      seen: new Set(),
      ...(side || budgetCents
        ? {
            fits: (perfume: Perfume | null) =>
              fitsSide(perfume) && (perfume === null || fitsBudget(perfume, budgetCents)),
          }
        : {}),
    };
  };

  const audienceOf = (list: PromptList, forWhom: ForWhom | undefined): Audience | undefined => {
    if (!options.leanOf) return undefined;
    const leans = list.perfumes
      .map((perfume) => options.leanOf?.(perfume.id))
      .filter((lean): lean is number => typeof lean === 'number');
    return { listLean: listLeanOf(meanLean(leans)), forWhom: forWhom ?? null };
  };

  async function analyze(list: EngineList): Promise<AnalysisResponse> {
    const facts = await options.facts.analyze(list);
    const resolved = resolveList(list);
    const prompt = analysisPrompt(resolved, facts.analysis);
    const texts = await ask(
      'analysis',
      { kind: 'analysis', list: listKey(resolved), dna: facts.analysis.duft_ich },
      { ...prompt, schema: analysisTextsSchema, schemaName: 'duft_dna_texte' },
    );
    return checkedResult(analysisResponseSchema, {
      ...facts,
      analysis: {
        ...facts.analysis,
        duft_ich: {
          ...facts.analysis.duft_ich,
          beschreibung: texts.beschreibung,
          stil_energie: { stil: texts.stil, energie: texts.energie },
        },
        persoenlichkeit_stil: texts.persoenlichkeit_stil,
        empfehlungs_ziel: texts.empfehlungs_ziel,
      },
      kategorien: { ...facts.kategorien, summary: texts.kategorien_summary },
    });
  }

  const engine: OpenAiEngine = {
    kind: 'openai',
    version: `openai-${model}-${PROMPT_VERSION}`,
    model,
    visionModel,
    client,
    guard,
    analyze,
    cheaperAlternative: (perfumeId, ownedIds) =>
      options.facts.cheaperAlternative(perfumeId, ownedIds),
    cheaperAlternativesFile: () => options.facts.cheaperAlternativesFile(),
    lineVariants: (perfumeIds) => options.facts.lineVariants(perfumeIds),
    similarPerfumes: (perfumeId) => options.facts.similarPerfumes(perfumeId),

    async recommend(request) {
      const list = resolveList(request);
      const occasion = request.occasion ?? 'all';
      const forWhom = request.forWhom;
      const budgetCents = request.budgetCents;
      const { exclusions, promptNames } = exclusionsFor(list, request);
      const proposals = await ask(
        'recommendations',
        {
          kind: 'recommend',
          list: listKey(list),
          excluded: [...promptNames].sort(),
          occasion,
          forWhom: forWhom ?? null,
          budgetCents: budgetCents ?? null,
        },
        {
          ...recommendPrompt(list, promptNames, occasion, forWhom, budgetCents),
          schema: recommendProposalsSchema,
          schemaName: 'empfehlungen',
          maxTokens: 4000,
        },
      );
      const context = cardContext(exclusions, forWhom, budgetCents);
      const recommendations = proposalCards(context, proposals.recommendations, {
        limit: RECOMMENDATIONS_PER_REQUEST,
        nicheOnly: false,
      });
      const niche = proposalCards(context, proposals.niche, {
        limit: NICHE_PER_REQUEST,
        nicheOnly: true,
      });
      return checkedResult(recommendationsResponseSchema, {
        recommendations,
        niche,
        summary: proposals.summary,
        stats: statsOf(recommendations, niche),
        audience: audienceOf(list, forWhom),
      });
    },

    async moreNiche(request) {
      const list = resolveList(request);
      const mentioned = request.mentionedNichePerfumes ?? [];
      const { exclusions, promptNames } = exclusionsFor(list, request, mentioned);
      const proposals = await ask(
        'recommendations',
        {
          kind: 'more-niche',
          list: listKey(list),
          excluded: [...promptNames].sort(),
          forWhom: request.forWhom ?? null,
          budgetCents: request.budgetCents ?? null,
        },
        {
          ...nichePrompt(list, promptNames, NICHE_PROPOSALS, request.forWhom, request.budgetCents),
          schema: nicheProposalsSchema,
          schemaName: 'nischenduefte',
        },
      );
      const recommendations = proposalCards(
        cardContext(exclusions, request.forWhom, request.budgetCents),
        proposals.niche,
        { limit: NICHE_PER_REQUEST, nicheOnly: true },
      );
      return checkedResult(moreNicheResponseSchema, { recommendations });
    },

    async nicheRecommendations(request) {
      const list = resolveList(request);
      const limit = request.limit ?? NICHE_PER_REQUEST;
      const { exclusions, promptNames } = exclusionsFor(list, request);
      const proposals = await ask(
        'recommendations',
        { kind: 'niche', list: listKey(list), excluded: [...promptNames].sort(), limit },
        {
          ...nichePrompt(list, promptNames, limit + 2),
          schema: nicheProposalsSchema,
          schemaName: 'nischenduefte',
          maxTokens: 3000,
        },
      );
      const recommendations = proposalCards(cardContext(exclusions), proposals.niche, {
        limit,
        nicheOnly: true,
      });
      return checkedResult(nicheRecommendationsResponseSchema, {
        recommendations,
        nicheHighlight: proposals.nicheHighlight,
        stats: statsOf(recommendations),
      });
    },

    async categoryRecommendations(request) {
      const list = resolveList({
        perfumeIds: request.perfumeIds,
        names: request.categories.flatMap((category) => category.perfumes),
      });
      const { exclusions, promptNames } = exclusionsFor(list, request);
      const proposals = await ask(
        'recommendations',
        {
          kind: 'categories',
          categories: request.categories.map((category) => ({
            label: category.label,
            perfumes: category.perfumes.map(foldedNameKey).sort(),
          })),
          list: listKey(list),
          excluded: [...promptNames].sort(),
        },
        {
          ...categoryPrompt(request.categories, promptNames),
          schema: categoryProposalsSchema,
          schemaName: 'kategorie_empfehlungen',
          maxTokens: 4000,
        },
      );
      const context = cardContext(exclusions);
      const categories = request.categories.map((category, index) => {
        const answered =
          proposals.categories.find(
            (candidate) => foldedNameKey(candidate.label) === foldedNameKey(category.label),
          ) ?? proposals.categories[index];
        return {
          label: category.label,
          recommendations: proposalCards(context, answered?.recommendations ?? [], {
            limit: PICKS_PER_CATEGORY,
            nicheOnly: false,
          }),
        };
      });
      return checkedResult(categoryRecommendationsResponseSchema, {
        categories,
        fazit: proposals.fazit,
        stats: statsOf(...categories.map((category) => category.recommendations)),
      });
    },
  };
  return engine;
}
