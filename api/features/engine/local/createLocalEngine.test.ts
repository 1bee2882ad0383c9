import { describe, expect, it } from 'vitest';
import { analysisResponseSchema } from '../../../contract/analysis';
import {
  moreNicheResponseSchema,
  recommendationsResponseSchema,
  type RecommendationsResponse,
} from '../../../contract/recommendations';
import { unpricedPerfume } from '../../../contract/perfume';
import { CatalogSearch } from '../../perfumes/catalogSearch';
import { catalogDigest } from './catalogModel';
import { createLocalEngine, localEngineVersion } from './createLocalEngine';
import { engineTestCatalog, familyRecord } from './testCatalog';

const catalog = [
  ...engineTestCatalog(),
  familyRecord('fresh', {
    id: 'fra-feed',
    name: 'Brise Feed',
    brand: 'Shopduft',
    votes: 1000,
  }),
];
const withFeed = catalog.map((record) =>
  record.id === 'fra-feed'
    ? {
        ...record,
        priceCents: 4999,
        currency: 'EUR' as const,
        affiliate_link: 'https://feed.example/brise',
        shop: 'Feedshop',
      }
    : record,
);
const engine = createLocalEngine(withFeed, {
  affiliateLink: (perfume) => `https://shop.example/suche?q=${encodeURIComponent(perfume.name)}`,
  affiliateShop: 'Beispielshop',
});

const freshList = ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus', 'Brise 3 Atelier Grau'];
const allCards = (response: RecommendationsResponse) => [
  ...response.recommendations,
  ...response.niche,
];

/** Words for facts the catalog does not hold: gender, price, concentration. */
const INVENTED_FACTS =
  /\b(damen|herren|männer|frauen|unisex|weiblich|männlich|preis|preiswert|günstig|teuer|euro|eur|€|eau de parfum|eau de toilette|edp|edt|extrait|konzentration)\b/i;

function textsOf(response: RecommendationsResponse): string[] {
  return [
    ...allCards(response).flatMap((card) => [card.reasoning, card.gpt_description]),
    response.summary.conclusion,
    response.summary.empfehlung,
    response.summary.nicheHighlight,
  ];
}

describe('local engine recommendations', () => {
  it('answers in the contract shape with stats that count every card as matched', () => {
    const response = engine.recommendSync({ names: freshList });
    expect(recommendationsResponseSchema.parse(response)).toEqual(response);
    expect(response.recommendations.length).toBeGreaterThan(0);
    expect(response.stats).toEqual({
      total: allCards(response).length,
      matched: allCards(response).length,
      gpt_only: 0,
    });
  });

  it('recommends perfumes of the same family first', () => {
    const response = engine.recommendSync({ names: freshList });
    const first = withFeed.find((record) => record.id === response.recommendations[0]!.id)!;
    expect(first.fragranceFamily).toBe('Zitrisch');
  });

  it('never recommends a perfume of the list, of the collection or a duplicate record of one', () => {
    const response = engine.recommendSync({
      names: ['Light Blue Azurhaus', ...freshList],
      ownedIds: ['fra-fresh3', 'fra-fresh4'],
    });
    const ids = allCards(response).map((card) => card.id);
    for (const owned of ['fra-lb', 'fra-lb-dup', 'fra-fresh0', 'fra-fresh1', 'fra-fresh2']) {
      expect(ids).not.toContain(owned);
    }
    expect(ids).not.toContain('fra-fresh3');
    expect(ids).not.toContain('fra-fresh4');
  });

  it('never recommends another perfume of a line the list or the collection (with wishlist) holds', () => {
    const open = engine.recommendSync({ names: freshList });
    expect(allCards(open).map((card) => card.id)).toContain('fra-lb');
    for (const request of [
      { names: [...freshList, 'Light Blue Azurhaus'] },
      { names: freshList, ownedIds: ['fra-lb'] },
      { names: freshList, ownedIds: ['fra-lb-intense'] },
    ]) {
      const ids = allCards(engine.recommendSync(request)).map((card) => card.id);
      expect(ids).not.toContain('fra-lb');
      expect(ids).not.toContain('fra-lb-intense');
      expect(ids).not.toContain('fra-lb-dup');
    }
  });

  it('never recommends a blacklisted perfume nor another of its line, but keeps series neighbours', () => {
    const merelyShown = engine.recommendSync({ names: freshList, excludeIds: ['fra-lb'] });
    expect(allCards(merelyShown).map((card) => card.id)).toContain('fra-lb-intense');
    const response = engine.recommendSync({
      names: freshList,
      blacklistIds: ['fra-lb', 'fra-series-2'],
    });
    const ids = allCards(response).map((card) => card.id);
    expect(ids).not.toContain('fra-lb');
    expect(ids).not.toContain('fra-lb-intense');
    expect(ids).not.toContain('fra-series-2');
    expect(ids).toContain('fra-series-3');
  });

  it('applies a blacklist given by name', () => {
    const response = engine.recommendSync({ names: freshList, blacklistNames: ['Light Blue'] });
    expect(allCards(response).map((card) => card.id)).not.toContain('fra-lb');
  });

  it('answers the same input with the same result', () => {
    const first = engine.recommendSync({ names: freshList });
    const second = engine.recommendSync({ names: freshList });
    expect(second).toEqual(first);
  });

  it('fills the niche section with niche perfumes only, none repeated from the main picks', () => {
    const response = engine.recommendSync({ names: freshList });
    expect(response.niche.length).toBeGreaterThan(0);
    expect(response.niche.every((card) => card.is_niche)).toBe(true);
    const main = new Set(response.recommendations.map((card) => card.id));
    expect(response.niche.some((card) => main.has(card.id))).toBe(false);
  });

  it('returns new niche names on "more niche"', () => {
    const first = engine.recommendSync({ names: freshList });
    const mentioned = first.niche.map((card) => `${card.gpt_name} ${card.gpt_brand}`);
    const more = moreNicheResponseSchema.parse(
      engine.moreNicheSync({ names: freshList, mentionedNichePerfumes: mentioned }),
    );
    expect(more.recommendations.length).toBeGreaterThan(0);
    expect(more.recommendations.every((card) => card.is_niche)).toBe(true);
    const shown = new Set(first.niche.map((card) => card.id));
    expect(more.recommendations.some((card) => shown.has(card.id))).toBe(false);
  });

  it('keeps only picks that suit the requested occasion', () => {
    const response = engine.recommendSync({ names: freshList, occasion: 'Sommer' });
    for (const card of allCards(response)) expect(card.occasions).toContain('Sommer');
  });

  it('links feed perfumes to their feed and others to the affiliate search', () => {
    const response = engine.recommendSync({ names: freshList });
    const cards = allCards(response);
    const feed = cards.find((card) => card.id === 'fra-feed')!;
    expect(feed.matched_perfume).toMatchObject({
      priceCents: 4999,
      currency: 'EUR',
      affiliate_link: 'https://feed.example/brise',
      shop: 'Feedshop',
    });
    const other = cards.find((card) => card.id !== 'fra-feed')!;
    expect(other.matched_perfume?.affiliate_link).toMatch(/^https:\/\/shop\.example\/suche\?q=/);
    expect(other.matched_perfume?.priceCents).toBeNull();
    expect(other.matched_perfume?.shop).toBe('Beispielshop');
  });

  it('names shared accords in the reasoning and states no invented facts', () => {
    const response = engine.recommendSync({ names: [...freshList, 'Basar 1 Nordlicht'] });
    for (const card of allCards(response)) {
      expect(card.reasoning).toMatch(/Zitrisch|Aquatisch|Frisch-würzig|Holzig|Amber|Vanille/);
    }
    for (const text of textsOf(response)) expect(text).not.toMatch(INVENTED_FACTS);
  });

  it('recommends nothing, and says so, when no perfume is known', () => {
    const response = engine.recommendSync({ names: ['Fantasieduft'] });
    expect(response.recommendations).toEqual([]);
    expect(response.summary.conclusion).toContain('nicht im Katalog');
  });
});

describe('local engine analysis', () => {
  it('answers in the contract shape with 0–100 axes led by the list’s character', () => {
    const response = analysisResponseSchema.parse(
      engine.analyzeSync({ names: ['Basar 1', 'Basar 2', 'Basar 3'] }),
    );
    const web = response.analysis.duft_ich.spider_web;
    expect(Math.max(...Object.values(web))).toBe(web.orientalisch);
    expect(response.matching).toEqual({ matched: 3, unknown: [] });
  });

  it('counts at most four notes per perfume, 5 + 5 top notes', () => {
    const single = engine.analyzeSync({ names: ['Brise 1 Nordlicht'] });
    const { primary, secondary } = single.analysis.top_noten;
    expect(primary.length + secondary.length).toBeLessThanOrEqual(4);
    const many = engine.analyzeSync({
      names: ['Brise 1', 'Wald 1', 'Basar 1', 'Garten 1', 'Garten 2'],
    });
    expect(many.analysis.top_noten.primary).toHaveLength(5);
    expect(many.analysis.top_noten.secondary.length).toBeLessThanOrEqual(5);
    expect(many.analysis.duft_ich.meta.dominant).toEqual(
      many.analysis.top_noten.primary.slice(0, 3),
    );
  });

  it('chooses style and energy words that fill the bars as the data says', () => {
    const warm = engine.analyzeSync({ names: ['Basar 1', 'Basar 2'] }).analysis.duft_ich;
    expect(warm.stil_energie.energie).toBe('Warm');
    expect(warm.stil_energie.stil).toBe('Auffällig');
    const fresh = engine.analyzeSync({ names: ['Brise 1', 'Brise 2'] }).analysis.duft_ich;
    expect(fresh.stil_energie.energie).not.toMatch(/warm/i);
  });

  it('groups every input perfume into exactly one category, unknown ones included', () => {
    const names = ['Brise 1', 'Brise 2', 'Basar 1', 'Fantasieduft'];
    const { kategorien } = engine.analyzeSync({ names });
    const grouped = kategorien.categories.flatMap((category) => category.perfumes);
    expect(grouped).toHaveLength(4);
    expect(kategorien.categories.map((category) => category.label)).toEqual([
      'Zitrisch',
      'Orientalisch',
      'Nicht im Katalog',
    ]);
  });

  it('uses the profile page’s names and notes for unknown perfumes', () => {
    const response = engine.analyzeSync({
      perfumes: [
        { name: 'Brise 1', brand: 'Nordlicht' },
        {
          name: 'Omas Vanille',
          brand: '',
          notes: ['Vanille', 'Amber'],
          fragrance_family: 'Gourmand',
        },
      ],
    });
    const { primary, secondary } = response.analysis.top_noten;
    expect([...primary, ...secondary]).toEqual(expect.arrayContaining(['Vanille', 'Amber']));
    const labels = response.kategorien.categories.map((category) => category.label);
    expect(labels).toContain('Gourmand');
  });

  it('is deterministic and varies its phrasing between lists, never inventing facts', () => {
    const lists = [
      ['Brise 1', 'Wald 2'],
      ['Basar 1', 'Garten 2'],
      ['Garten 3', 'Garten 4', 'Wald 5'],
      ['Brise 4', 'Basar 6'],
      ['Wald 7', 'Brise 8', 'Garten 9'],
    ];
    const descriptions = new Set<string>();
    for (const names of lists) {
      const first = engine.analyzeSync({ names });
      expect(engine.analyzeSync({ names })).toEqual(first);
      const { analysis, kategorien } = first;
      const texts = [
        analysis.duft_ich.beschreibung,
        analysis.empfehlungs_ziel,
        kategorien.summary,
        ...analysis.persoenlichkeit_stil.flatMap((entry) => [entry.titel, entry.begruendung]),
        ...kategorien.categories.map((category) => category.rationale),
      ];
      for (const text of texts) expect(text).not.toMatch(INVENTED_FACTS);
      descriptions.add(
        analysis.duft_ich.beschreibung.split('.')[0]!.replace(/\d+/g, '').slice(0, 12),
      );
    }
    expect(descriptions.size).toBeGreaterThan(1);
  });

  it('says that the profile stays empty when nothing is known', () => {
    const response = engine.analyzeSync({ names: ['Fantasieduft', 'Noch einer'] });
    expect(Object.values(response.analysis.duft_ich.spider_web)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(response.analysis.duft_ich.beschreibung).toContain('keine Akkorde oder Noten');
    expect(response.analysis.duft_ich.stil_energie).toEqual({
      stil: 'Ausgewogen',
      energie: 'Warm',
    });
  });
});

describe('engine version (a key of the result cache)', () => {
  it('stays for the same catalog and changes with its votes, prices and shop links', () => {
    const options = { affiliateShop: 'Beispielshop' };
    const version = localEngineVersion(withFeed, options);
    expect(version).toMatch(/^local-\d+-[0-9a-f]{12}$/);
    expect(localEngineVersion(structuredClone(withFeed), options)).toBe(version);
    const changed = (change: (record: (typeof withFeed)[number]) => object) =>
      localEngineVersion(
        withFeed.map((record) =>
          record.id === 'fra-feed' ? { ...record, ...change(record) } : record,
        ),
        options,
      );
    expect(changed((record) => ({ votes: record.votes + 1 }))).not.toBe(version);
    expect(changed(() => ({ priceCents: 3999 }))).not.toBe(version);
    expect(localEngineVersion(withFeed, { affiliateShop: 'Andershop' })).not.toBe(version);
    expect(localEngineVersion(withFeed.slice(1), options)).not.toBe(version);
  });

  it("is the same when hashed from the search catalog's prepared JSON", () => {
    const options = { affiliateShop: 'Beispielshop' };
    const perfumes = withFeed.map((record) => ({ ...unpricedPerfume(record), ...record }));
    const search = CatalogSearch.fromPerfumes(perfumes);
    const digest = search.digestOf(search.perfumes());
    const version = localEngineVersion(perfumes, options);
    expect(digest).toBe(catalogDigest(perfumes));
    expect(search.digestOf([...search.perfumes()])).toBeUndefined();
    expect(localEngineVersion(perfumes, options, digest)).toBe(version);
    const engine = createLocalEngine(search.perfumes(), options, { catalogDigest: digest });
    expect(engine.version).toBe(version);
  });
});
