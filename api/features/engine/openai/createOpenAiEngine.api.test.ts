import { isDominatedBy } from '../../../contract/collectionSettings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Perfume, unpricedPerfume } from '../../../contract/perfume';
import { buildRecord, sampleCatalog } from '../../../../tests/fixtures/perfumes';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../tests/support/fakeOpenAi';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/testApp';
import { migrate } from '../../../db/migrate';
import { createShopLinker } from '../../shop/affiliateLinks';
import { createLocalEngine } from '../local/createLocalEngine';
import { createOpenAiEngine, type OpenAiEngineOptions } from './createOpenAiEngine';
import { catalogFromPerfumes } from '../../perfumes/memoryCatalog';
import { OpenAiEngineError } from './openAiClient';
import { createProviderGuard } from './providerGuard';

const records = [
  ...sampleCatalog(),
  buildRecord({
    id: 'fra-5000',
    name: 'Grand Soir',
    brand: 'Maison Francis Kurkdjian',
    aliases: ['MFK'],
    isNiche: true,
    votes: 600,
  }),
];
const perfumes: Perfume[] = records.map((record) =>
  record.id === 'fra-9828'
    ? {
        ...record,
        priceCents: 32500,
        currency: 'EUR',
        image: 'https://img.example/aventus.jpg',
        affiliate_link: 'https://feed.example/aventus',
        shop: 'feed.example',
      }
    : unpricedPerfume(record),
);
const catalog = catalogFromPerfumes(perfumes);
const facts = createLocalEngine(records);

let fake: FakeOpenAi;
let database: TestDatabase;

// One database per file (migrating takes seconds); each test starts from an empty log and cache.
beforeAll(async () => {
  fake = await startFakeOpenAi();
  database = await openTestDatabase();
  await migrate(database.db);
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db.exec('DELETE FROM ai_calls; DELETE FROM ai_cache;');
  fake.requests.length = 0;
});

function engine(overrides: Partial<OpenAiEngineOptions> = {}) {
  return createOpenAiEngine({
    apiKey: 'test-key',
    baseURL: fake.url,
    timeoutMs: 2000,
    maxRetries: 2,
    catalog,
    shopLink: createShopLinker('https://shop.example/suche?q={query}&partner=dk'),
    db: database.db,
    facts,
    ...overrides,
  });
}

async function callLog() {
  const { rows } = await database.db.query<{
    type: string;
    engine: string;
    model: string;
    input_tokens: number;
    output_tokens: number;
    cost: string;
    outcome: string;
    cache_hit: boolean;
  }>(
    `SELECT type, engine, model, input_tokens, output_tokens, cost_usd::text AS cost, outcome, cache_hit
     FROM ai_calls ORDER BY id`,
  );
  return rows;
}

const proposal = (name: string, brand: string, isNiche = false) => ({
  name,
  brand,
  description: `${name} ist ein markanter Duft.`,
  reasoning: 'Greift die frischen und holzigen Akkorde deiner Auswahl auf.',
  occasions: ['Alltag', 'Abend'],
  is_niche: isNiche,
});

const recommendAnswer = {
  recommendations: [
    proposal('Aventus', 'Creed'),
    proposal('Bleu de Chanel Eau de Parfum', 'Chanel'),
    proposal("Terre d'Hermes", 'Hermes'),
    proposal('Sauvage', 'Dior'),
    proposal('Mondscheinwald', 'Atelier Fantasia'),
  ],
  niche: [
    proposal('Aventus', 'Creed', true),
    proposal('Eau Sauvage', 'Dior', true),
    proposal('Grand Soir', 'MFK', false),
    proposal('Nebelmoos', 'Kleines Haus', true),
  ],
  summary: {
    conclusion: 'Dein Profil ist frisch und holzig.',
    empfehlung: 'Suche nach aromatischen Holzdüften.',
    nicheHighlight: 'Die Nischendüfte vertiefen die warme Seite.',
  },
};

const recommendRequest = { names: ['Sauvage Dior'], blacklistIds: ['fra-17'] };

describe('OpenAI engine: recommendations', () => {
  it('matches proposals to the catalog, applies exclusions after matching and counts gpt_only', async () => {
    fake.enqueue({ json: recommendAnswer });
    const result = await engine().recommend(recommendRequest);

    expect(result.recommendations.map((card) => card.gpt_name)).toEqual([
      'Aventus',
      'Bleu de Chanel Eau de Parfum',
      'Mondscheinwald',
    ]);
    const [aventus, bleu, unknown] = result.recommendations;
    expect(aventus!.matched_perfume).toEqual({
      id: 'fra-9828',
      name: 'Aventus',
      brand: 'Creed',
      image: 'https://img.example/aventus.jpg',
      priceCents: 32500,
      currency: 'EUR',
      affiliate_link: 'https://feed.example/aventus',
      shop: 'feed.example',
    });
    expect(aventus!.is_niche).toBe(true); // the catalog's flag wins over the model's
    expect(bleu!.matched_perfume?.id).toBe('fra-9099');
    expect(bleu!.matched_perfume?.affiliate_link).toBe(
      'https://shop.example/suche?q=Chanel%20Bleu%20de%20Chanel&partner=dk',
    );
    expect(unknown).toMatchObject({ match_found: false, matched_perfume: null });
    expect(unknown!.id).toMatch(/^gpt-[0-9a-f]{16}$/);
    // Niche: Aventus already shown, Eau Sauvage not niche in the catalog; MFK is.
    expect(result.niche.map((card) => card.gpt_name)).toEqual(['Grand Soir', 'Nebelmoos']);
    expect(result.stats).toEqual({ total: 5, matched: 3, gpt_only: 2 });
    expect(result.summary.conclusion).toBe('Dein Profil ist frisch und holzig.');
  });

  it('leaves out every perfume of a line the list, the collection or the blacklist holds', async () => {
    const flankers = [
      buildRecord({ id: 'fra-7001', name: 'Sauvage Elixir', brand: 'Christian Dior', votes: 300 }),
      buildRecord({ id: 'fra-7002', name: 'Aventus for Her', brand: 'Creed', votes: 300 }),
      buildRecord({
        id: 'fra-7003',
        name: "Terre d'Hermès Eau Tres Fraiche",
        brand: 'Hermès',
        votes: 300,
      }),
    ];
    const withFlankers = [...records, ...flankers];
    fake.enqueue({
      json: {
        ...recommendAnswer,
        recommendations: [
          proposal('Sauvage Elixir', 'Dior'),
          proposal('Aventus for Her', 'Creed'),
          proposal("Terre d'Hermes Eau Tres Fraiche", 'Hermes'),
          proposal('Bleu de Chanel', 'Chanel'),
        ],
      },
    });
    const result = await engine({
      catalog: catalogFromPerfumes(withFlankers.map(unpricedPerfume)),
      lineOf: createLocalEngine(withFlankers).lineOf,
    }).recommend({ names: ['Sauvage Dior'], ownedIds: ['fra-9828'], blacklistIds: ['fra-17'] });
    expect(result.recommendations.map((card) => card.matched_perfume?.id)).toEqual(['fra-9099']);
  });

  it('"Für wen?": asks the model for that side and keeps only matched picks that fit it', async () => {
    // Leans as gender.ts gives them: Aventus and Bleu de Chanel for men, Grand Soir shared.
    const leans: Record<string, number> = { 'fra-9828': 0.9, 'fra-9099': 1, 'fra-5000': 0.1 };
    fake.enqueue({ json: recommendAnswer });
    const result = await engine({ leanOf: (id) => leans[id] ?? 0 }).recommend({
      ...recommendRequest,
      forWhom: 'damen',
    });
    const user = String(fake.requests[0]!.messages[1]!.content);
    expect(user).toContain('Schlage nur Damendüfte oder Düfte vor');
    // Aventus and Bleu de Chanel lean to men; the unmatched proposal has no known lean.
    expect(result.recommendations.map((card) => card.gpt_name)).toEqual([]);
    expect(result.niche.map((card) => card.gpt_name)).toEqual(['Grand Soir']);
    expect(result.audience).toEqual({ listLean: 'gemischt', forWhom: 'damen' });

    // The choice is part of the cache key: "egal" asks again and filters nothing.
    fake.enqueue({ json: recommendAnswer });
    const any = await engine({ leanOf: (id) => leans[id] ?? 0 }).recommend({
      ...recommendRequest,
      forWhom: 'egal',
    });
    expect(fake.requests).toHaveLength(2);
    expect(any.recommendations.map((card) => card.gpt_name)).toContain('Aventus');
  });

  it('"Budget": asks the model for it and drops matched picks whose feed price is higher', async () => {
    fake.enqueue({ json: recommendAnswer });
    const result = await engine().recommend({ ...recommendRequest, budgetCents: 10_000 });
    const user = String(fake.requests[0]!.messages[1]!.content);
    expect(user).toContain('Budget: ein Flakon soll höchstens 100 € kosten.');
    // Aventus costs 325 € in the feed; the unpriced picks cannot be ruled out and stay.
    const names = [...result.recommendations, ...result.niche].map((card) => card.gpt_name);
    expect(names).not.toContain('Aventus');
    expect(names).toContain('Bleu de Chanel Eau de Parfum');

    // The budget is part of the cache key: without it the model is asked again.
    fake.enqueue({ json: recommendAnswer });
    const open = await engine().recommend(recommendRequest);
    expect(fake.requests).toHaveLength(2);
    expect(open.recommendations.map((card) => card.gpt_name)).toContain('Aventus');
  });

  it('disliked notes (issue 29): names them in the prompt and drops matches they dominate', async () => {
    const aventus = records.find((record) => record.id === 'fra-9828')!;
    const note = aventus.accords[0]!.key;
    fake.enqueue({ json: recommendAnswer });
    const result = await engine().recommend({ ...recommendRequest, dislikedNotes: [note] });
    const user = String(fake.requests[0]!.messages[1]!.content);
    expect(user).toMatch(
      /Nicht vorschlagen \(bereits vorhanden oder abgelehnt\): Düfte, die von .+ geprägt sind/,
    );
    const shown = [...result.recommendations, ...result.niche];
    expect(shown.map((card) => card.matched_perfume?.id)).not.toContain('fra-9828');
    for (const card of shown) {
      const match = records.find((record) => record.id === card.matched_perfume?.id);
      if (match)
        expect(
          isDominatedBy(
            match.accords.map((accord) => accord.key),
            [note],
          ),
        ).toBe(false);
    }
    // Without the dislike the same answer keeps Aventus: the filter, not the model, removed it.
    fake.enqueue({ json: recommendAnswer });
    const plain = await engine().recommend(recommendRequest);
    expect(plain.recommendations.map((card) => card.matched_perfume?.id)).toContain('fra-9828');
  });

  it('asks for well-known, buyable perfumes and no variants of the person’s perfumes', async () => {
    fake.enqueue({ json: recommendAnswer });
    await engine().recommend(recommendRequest);
    const user = String(fake.requests[0]!.messages[1]!.content);
    expect(user).toContain('Bevorzuge bekannte Düfte');
    expect(user).toContain('Keine Varianten der Düfte der Person');
  });

  it('sends a German prompt with the list, the exclusions and a strict JSON schema', async () => {
    fake.enqueue({ json: recommendAnswer });
    await engine({ model: 'gpt-4.1-mini' }).recommend(recommendRequest);
    const [request] = fake.requests;
    expect(request!.model).toBe('gpt-4.1-mini');
    expect(request!.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'empfehlungen', strict: true },
    });
    const user = String(request!.messages[1]!.content);
    expect(user).toContain('Sauvage von Christian Dior');
    expect(user).toContain("Nicht vorschlagen (bereits vorhanden oder abgelehnt): Terre d'Hermès");
  });

  it('logs the call with tokens and cost, and serves a repeated request from the cache', async () => {
    fake.enqueue({ json: recommendAnswer });
    const first = await engine().recommend(recommendRequest);
    const second = await engine().recommend({ ...recommendRequest });
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    const log = await callLog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      type: 'recommendations',
      engine: 'openai',
      model: 'gpt-4o-mini',
      input_tokens: 120,
      output_tokens: 80,
      outcome: 'ok',
      cache_hit: false,
    });
    expect(Number(log[0]!.cost)).toBeGreaterThan(0);
    expect(log[1]).toMatchObject({ outcome: 'ok', cache_hit: true, cost: '0.000000' });
  });
});

describe('OpenAI engine: failures', () => {
  async function failure(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OpenAiEngineError);
    return error as OpenAiEngineError;
  }

  it('rejects malformed JSON with a German error, logs it and does not cache it', async () => {
    fake.enqueue({ content: '{"recommendations": [' });
    const error = await failure(engine().recommend(recommendRequest));
    expect(error.failure).toBe('malformed');
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      'Die Antwort des KI-Dienstes war unvollständig oder kein gültiges JSON.',
    );
    expect((await callLog())[0]).toMatchObject({
      outcome: 'error: OpenAiEngineError:malformed',
      cache_hit: false,
    });
    fake.enqueue({ json: recommendAnswer });
    await engine().recommend(recommendRequest);
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects JSON that violates the schema (an occasion outside the spec set)', async () => {
    const bad = {
      ...recommendAnswer,
      recommendations: [{ ...proposal('Aventus', 'Creed'), occasions: ['Kino'] }],
    };
    fake.enqueue({ json: bad });
    const error = await failure(engine().recommend(recommendRequest));
    expect(error.failure).toBe('schema');
    expect(error.message).toBe('Die Antwort des KI-Dienstes hatte nicht das erwartete Format.');
  });

  it('rejects a finished result that breaks the contract (an empty summary)', async () => {
    fake.enqueue({
      json: { ...recommendAnswer, summary: { ...recommendAnswer.summary, conclusion: '' } },
    });
    expect((await failure(engine().recommend(recommendRequest))).failure).toBe('schema');
  });

  it('rejects a refusal and a cut-off answer', async () => {
    fake.enqueue({ content: null, refusal: 'Dabei kann ich nicht helfen.' });
    expect((await failure(engine().recommend(recommendRequest))).failure).toBe('refused');
    fake.enqueue({ content: '{"recommendations":[]', finishReason: 'length' });
    expect((await failure(engine().recommend(recommendRequest))).failure).toBe('malformed');
  });

  it('retries after a 429 and succeeds', async () => {
    fake.enqueue({ status: 429, retryAfterMs: 10 }, { json: recommendAnswer });
    const result = await engine().recommend(recommendRequest);
    expect(result.stats.total).toBe(5);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the configured retries on 503 with a German message', async () => {
    fake.enqueue(
      { status: 503, retryAfterMs: 10 },
      { status: 503, retryAfterMs: 10 },
      { status: 503, retryAfterMs: 10 },
    );
    const error = await failure(engine({ maxRetries: 2 }).recommend(recommendRequest));
    expect(error.failure).toBe('unavailable');
    expect(error.message).toBe(
      'Der KI-Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a slow answer and says so in German', async () => {
    fake.enqueue({ delayMs: 1500, then: { json: recommendAnswer } });
    const error = await failure(
      engine({ timeoutMs: 200, maxRetries: 0 }).recommend(recommendRequest),
    );
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe(
      'Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.',
    );
    expect((await callLog())[0]?.outcome).toBe('error: OpenAiEngineError:timeout');
  });

  it('retries a timed-out attempt', async () => {
    fake.enqueue({ delayMs: 1500, then: { json: recommendAnswer } }, { json: recommendAnswer });
    const result = await engine({ timeoutMs: 200, maxRetries: 1 }).recommend(recommendRequest);
    expect(result.stats.total).toBe(5);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('OpenAI engine: time budget and circuit breaker (review M13)', () => {
  async function failure(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OpenAiEngineError);
    return error as OpenAiEngineError;
  }
  const request = (name: string) => ({ names: [name] });

  it('ends a call at its budget, retries included, as a timeout', async () => {
    // Each attempt alone would be within its 2 s timeout; the whole call may take 300 ms.
    fake.enqueue({ delayMs: 1000, then: { json: recommendAnswer } });
    const guard = createProviderGuard({ timeBudgetMs: 300 });
    const error = await failure(engine({ guard }).recommend(recommendRequest));
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe(
      'Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.',
    );
    // The SDK did not start another attempt after the budget ran out.
    expect(fake.requests).toHaveLength(1);
    expect((await callLog())[0]?.outcome).toBe('error: OpenAiEngineError:timeout');
  });

  it('stops calling a failing provider, answers in German at once, and tries again after the pause', async () => {
    let clock = 1_000_000;
    const changes: string[] = [];
    const guard = createProviderGuard({
      breakerFailures: 2,
      breakerCooldownMs: 30_000,
      now: () => clock,
      onStateChange: (state) => changes.push(state),
    });
    const guarded = engine({ guard, maxRetries: 0 });
    fake.enqueue({ status: 503 }, { status: 503 });
    expect((await failure(guarded.recommend(request('Sauvage Dior')))).failure).toBe('unavailable');
    expect(guard.state()).toBe('closed');
    expect((await failure(guarded.recommend(request('Aventus Creed')))).failure).toBe(
      'unavailable',
    );
    expect(guard.state()).toBe('open');
    expect(changes).toEqual(['open']);

    // Open: refused without a request to the provider, with the breaker's own message.
    const refused = await failure(guarded.analyze(request('Sauvage Dior')));
    expect(refused.failure).toBe('circuit_open');
    expect(refused.status).toBe(503);
    expect(refused.message).toBe(
      'Der KI-Dienst ist gerade gestört. Bitte versuche es in einer Minute erneut.',
    );
    expect(fake.requests).toHaveLength(2);

    // After the pause one trial call goes through; it fails, so the breaker opens again.
    clock += 30_000;
    expect(guard.state()).toBe('half-open');
    fake.enqueue({ status: 503 });
    expect((await failure(guarded.recommend(request('Sauvage Dior')))).failure).toBe('unavailable');
    expect(guard.state()).toBe('open');
    expect((await failure(guarded.recommend(request('Sauvage Dior')))).failure).toBe(
      'circuit_open',
    );
    expect(fake.requests).toHaveLength(3);

    // The next trial succeeds: closed again, calls flow.
    clock += 30_000;
    fake.enqueue({ json: recommendAnswer }, { json: recommendAnswer });
    expect((await guarded.recommend(request('Sauvage Dior'))).stats.total).toBeGreaterThan(0);
    expect(guard.state()).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
    expect((await guarded.recommend(request('Aventus Creed'))).stats.total).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(5);
  });

  it('lets only one trial call through while the provider is being tested', async () => {
    let clock = 0;
    const guard = createProviderGuard({ breakerFailures: 1, now: () => clock });
    const guarded = engine({ guard, maxRetries: 0 });
    fake.enqueue({ status: 500 });
    await failure(guarded.recommend(request('Sauvage Dior')));
    clock += 60_000;
    fake.enqueue({ delayMs: 300, then: { json: recommendAnswer } });
    const trial = guarded.recommend(request('Sauvage Dior'));
    const second = await failure(guarded.recommend(request('Aventus Creed')));
    expect(second.failure).toBe('circuit_open');
    expect((await trial).stats.total).toBeGreaterThan(0);
    expect(guard.state()).toBe('closed');
  });

  it("does not count the model's own faults (bad JSON, schema) as provider failures", async () => {
    const guard = createProviderGuard({ breakerFailures: 2 });
    const guarded = engine({ guard, maxRetries: 0 });
    fake.enqueue({ content: '{"kaputt' }, { json: { recommendations: 'nein' } });
    expect((await failure(guarded.recommend(request('Sauvage Dior')))).failure).toBe('malformed');
    expect((await failure(guarded.recommend(request('Aventus Creed')))).failure).toBe('schema');
    expect(guard.state()).toBe('closed');
    fake.enqueue({ json: recommendAnswer });
    expect((await guarded.recommend(request('Sauvage Dior'))).stats.total).toBeGreaterThan(0);
  });

  it('serves cached answers while the breaker is open', async () => {
    const guard = createProviderGuard({ breakerFailures: 1 });
    const guarded = engine({ guard, maxRetries: 0 });
    fake.enqueue({ json: recommendAnswer }, { status: 503 });
    await guarded.recommend(request('Sauvage Dior'));
    await failure(guarded.recommend(request('Aventus Creed')));
    expect(guard.state()).toBe('open');
    expect((await guarded.recommend(request('Sauvage Dior'))).stats.total).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('OpenAI engine: analysis', () => {
  const texts = {
    beschreibung: 'Du magst frische, holzige Düfte mit Charakter.',
    stil: 'modern und klar',
    energie: 'frisch und ruhig',
    persoenlichkeit_stil: [{ titel: 'Der klare Typ', begruendung: 'Frische trifft Holz.' }],
    empfehlungs_ziel: 'Mehr aromatische Holzdüfte.',
    kategorien_summary: 'Deine Sammlung hat einen holzigen Schwerpunkt.',
  };

  it('keeps the computed Duft-DNA and lets the model write the texts', async () => {
    fake.enqueue({ json: texts });
    const list = { names: ['Sauvage Dior', 'Aventus Creed'] };
    const result = await engine().analyze(list);
    const local = await facts.analyze(list);
    expect(result.analysis.duft_ich.spider_web).toEqual(local.analysis.duft_ich.spider_web);
    expect(result.analysis.top_noten).toEqual(local.analysis.top_noten);
    expect(result.analysis.duft_ich.beschreibung).toBe(texts.beschreibung);
    expect(result.analysis.duft_ich.stil_energie).toEqual({
      stil: 'modern und klar',
      energie: 'frisch und ruhig',
    });
    expect(result.kategorien.summary).toBe(texts.kategorien_summary);
    expect(result.matching).toEqual(local.matching);
    expect((await callLog())[0]).toMatchObject({ type: 'analysis', outcome: 'ok' });
  });

  it('rejects texts that break the contract (a title over 100 characters)', async () => {
    fake.enqueue({
      json: { ...texts, persoenlichkeit_stil: [{ titel: 'x'.repeat(101), begruendung: 'y' }] },
    });
    const error = await engine()
      .analyze({ names: ['Sauvage Dior'] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAiEngineError);
  });
});

describe('OpenAI engine: niche and category recommendations', () => {
  it('more niche leaves out the niche perfumes already shown', async () => {
    fake.enqueue({
      json: {
        niche: [
          proposal('Grand Soir', 'Maison Francis Kurkdjian', true),
          proposal('Nebelmoos', 'Kleines Haus', true),
        ],
        nicheHighlight: 'Warm und besonders.',
      },
    });
    const result = await engine().moreNiche({
      names: ['Sauvage Dior'],
      mentionedNichePerfumes: ['Grand Soir Maison Francis Kurkdjian'],
    });
    expect(result.recommendations.map((card) => card.gpt_name)).toEqual(['Nebelmoos']);
    expect(String(fake.requests[0]!.messages[1]!.content)).toContain(
      'Grand Soir (Maison Francis Kurkdjian)',
    );
  });

  it('niche recommendations keep niche picks only, up to the limit', async () => {
    fake.enqueue({
      json: {
        niche: [
          proposal('Grand Soir', 'MFK', true),
          proposal('Bleu de Chanel', 'Chanel', true),
          proposal('Nebelmoos', 'Kleines Haus', true),
          proposal('Zweiter Nebel', 'Kleines Haus', true),
        ],
        nicheHighlight: 'Warm und besonders.',
      },
    });
    const result = await engine().nicheRecommendations({ names: ['Sauvage Dior'], limit: 2 });
    expect(result.recommendations.map((card) => card.gpt_name)).toEqual([
      'Grand Soir',
      'Nebelmoos',
    ]);
    expect(result.stats).toEqual({ total: 2, matched: 1, gpt_only: 1 });
    expect(result.nicheHighlight).toBe('Warm und besonders.');
  });

  it('category recommendations answer per requested label with a fazit', async () => {
    fake.enqueue({
      json: {
        categories: [
          {
            label: 'Frisch',
            recommendations: [proposal('Bleu de Chanel', 'Chanel'), proposal('Sauvage', 'Dior')],
          },
          {
            label: 'Holzig',
            recommendations: [proposal('Bleu de Chanel', 'Chanel'), proposal('Aventus', 'Creed')],
          },
        ],
        fazit: 'Zwei klare Richtungen.',
      },
    });
    const result = await engine().categoryRecommendations({
      categories: [
        { label: 'Frisch', perfumes: ['Sauvage Dior'] },
        { label: 'Holzig', perfumes: ["Terre d'Hermès"] },
      ],
    });
    expect(
      result.categories.map((category) => category.recommendations.map((card) => card.gpt_name)),
    ).toEqual([['Bleu de Chanel'], ['Aventus']]);
    expect(result.fazit).toBe('Zwei klare Richtungen.');
    expect(result.stats).toEqual({ total: 2, matched: 2, gpt_only: 0 });
  });
});
