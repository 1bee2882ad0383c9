// `EVAL_SWEEP=1 npm run eval:recommendations`: how the expert hit rate answers to each
// scoring weight, one weight changed at a time from the engine's own (SCORING_WEIGHTS with
// the feedback share and the style references, VOTES_EXPONENT, the gender estimate), on both
// halves of the expert lists. Weights are chosen on half A (even list positions) only; half B
// (odd positions) shows whether a change generalises or merely fits the lists it was tuned
// on. Factors the engine does not use (launch year, family, house, niche match, the list's
// shared notes, its leading accord, sillage and longevity) are applied here on top of its
// scores, so a reader can see why they were left out.
import type { CatalogRecord } from '../../api/contract/perfume';
import { type CatalogModel, rowsByPrior } from '../../api/features/engine/local/catalogModel';
import { genderLeaning } from '../../api/features/engine/local/gender';
import {
  buildLatentSpace,
  LATENT_DIMENSIONS,
  LATENT_ITERATIONS,
  type LatentSpace,
} from '../../api/features/engine/local/latentSpace';
import { buildListProfile } from '../../api/features/engine/local/listProfile';
import { notabilityPrior, VOTES_EXPONENT } from '../../api/features/engine/local/notability';
import {
  SCORING_WEIGHTS,
  type ScoringWeights,
  scoreCatalog,
  selectPicks,
} from '../../api/features/engine/local/recommend';
import { resolveInput } from '../../api/features/engine/local/resolveInput';
import { buildStyleModel } from '../../api/features/engine/local/styles';
import { type ExpertCase, isBlindGroup } from './expertCases';

/**
 * Extra factor per candidate row on top of the engine's score, at most 1: the engine only
 * scores rows whose notability can still reach a pool, which a boost above 1 would undo
 * (a bonus is written as a penalty for the rest, the same ranking).
 */
type ExtraFactor = (row: number, profile: readonly number[]) => number;

interface Variant {
  label: string;
  weights?: Partial<ScoringWeights>;
  votesExponent?: number;
  accordsOnlyGender?: boolean;
  /** Another latent space: directions, subspace iterations. */
  latent?: [number, number];
  extra?: ExtraFactor;
}

/** The evaluation's list: the top 10, at most two picks of one house (as the engine shows). */
export const TOP = 10;
export const BRAND_CAP = 2;

export function runWeightSweep(
  records: readonly CatalogRecord[],
  model: CatalogModel,
  allCases: readonly ExpertCase[],
  isNotable: (row: number) => boolean,
): void {
  // Groups C and D (the blind lists) stay out: a sweep that showed them would make them a
  // tuning set.
  const cases = allCases.filter((expert) => !isBlindGroup(expert.group));
  const meanYear = (rows: readonly number[]) => {
    const years = rows.flatMap((row) => (records[row]!.year == null ? [] : [records[row]!.year!]));
    return years.length === 0 ? null : years.reduce((sum, year) => sum + year, 0) / years.length;
  };
  const yearFactor =
    (tau: number): ExtraFactor =>
    (row, profile) => {
      const listYear = meanYear(profile);
      const year = records[row]!.year;
      return listYear == null || year == null ? 1 : Math.exp(-Math.abs(year - listYear) / tau);
    };
  const familyFactor =
    (weight: number): ExtraFactor =>
    (row, profile) => {
      const family = records[row]!.fragranceFamily;
      const same = profile.filter((member) => records[member]!.fragranceFamily === family).length;
      return (1 + (weight * same) / profile.length) / (1 + weight);
    };
  const houseFactor =
    (weight: number): ExtraFactor =>
    (row, profile) =>
      profile.some((member) => model.brandKey[member] === model.brandKey[row])
        ? 1
        : 1 / (1 + weight);
  const nicheFactor =
    (weight: number): ExtraFactor =>
    (row, profile) => {
      const share = profile.filter((member) => records[member]!.isNiche).length / profile.length;
      return 1 - weight * Math.abs((records[row]!.isNiche ? 1 : 0) - share);
    };

  // The notes most of the list shares (vetiver, lavender, rose …), weighted by rarity: the
  // share of their weight a pick also carries.
  const themeFactor =
    (weight: number): ExtraFactor =>
    (row, profile) => {
      const counts = new Map<string, number>();
      for (const member of profile) {
        for (const note of new Set(records[member]!.notes)) {
          counts.set(note, (counts.get(note) ?? 0) + 1);
        }
      }
      const notes = new Set(records[row]!.notes);
      let total = 0;
      let carried = 0;
      for (const [note, count] of counts) {
        if (count < 2) continue;
        const idf = model.idf[model.featureIds.get(`n:${note}`)!]!;
        total += idf;
        if (notes.has(note)) carried += idf;
      }
      return total === 0 ? 1 : (1 + (weight * carried) / total) / (1 + weight);
    };
  const leadingAccordFactor =
    (weight: number): ExtraFactor =>
    (row, profile) => {
      const lead = records[row]!.accords[0]?.key;
      return profile.some((member) => records[member]!.accords[0]?.key === lead)
        ? 1
        : 1 / (1 + weight);
    };
  const voteScoreFactor =
    (field: 'sillage' | 'longevity', tau: number): ExtraFactor =>
    (row, profile) => {
      const scoreOf = (member: number) => {
        const score = records[member]![field];
        return score && score.votes >= 5 ? score.score : null;
      };
      const known = profile.flatMap((member) => scoreOf(member) ?? []);
      const own = scoreOf(row);
      if (known.length === 0 || own === null) return 1;
      const listScore = known.reduce((sum, score) => sum + score, 0) / known.length;
      return Math.exp(-Math.abs(own - listScore) / tau);
    };

  const variants: Variant[] = [
    { label: 'Engine (gewählt)' },
    ...(
      [
        [48, LATENT_ITERATIONS],
        [64, 12],
        [64, LATENT_ITERATIONS],
        [96, LATENT_ITERATIONS],
        [96, 40],
        [128, LATENT_ITERATIONS],
      ] as const
    ).map(([dimensions, iterations]) => ({
      label: `Latente Richtungen ${dimensions} (${iterations} It.)`,
      latent: [dimensions, iterations] as [number, number],
    })),
    ...[0, 0.25, 0.5, 0.75].map((latentShare) => ({
      label: `Latenter Anteil ${latentShare}`,
      weights: { latentShare },
    })),
    ...[1, 1.5, 1.75, 2.25, 2.5, 3, 4].map((votesExponent) => ({
      label: `Stimmen-Exponent ${votesExponent}`,
      votesExponent,
    })),
    { label: 'Geschlecht nur aus Akkorden', accordsOnlyGender: true },
    ...[0, 0.3, 0.6, 1].map((genderPenalty) => ({
      label: `Geschlechts-Dämpfung ${genderPenalty}`,
      weights: { genderPenalty },
    })),
    ...[0.7, 0.8, 0.95, 1].map((mmrLambda) => ({
      label: `MMR λ ${mmrLambda}`,
      weights: { mmrLambda },
    })),
    ...[0, 0.2, 0.4, 0.5].map((feedbackShare) => ({
      label: `Feedback-Anteil ${feedbackShare}`,
      weights: { feedbackShare },
    })),
    ...[1, 3].map((feedbackRounds) => ({
      label: `Feedback-Runden ${feedbackRounds}`,
      weights: { feedbackRounds },
    })),
    { label: 'Feedback 1 Runde, Anteil 0.5', weights: { feedbackRounds: 1, feedbackShare: 0.5 } },
    ...[0, 0.5, 1, 1.5, 3, 4, 8].map((styleBoost) => ({
      label: styleBoost === 0 ? 'Ohne Stil-Referenzen' : `Stil-Referenzen ×${styleBoost}`,
      weights: { styleBoost },
    })),
    ...[0, 2, 3, 6, 8].map((styleFocus) => ({
      label: `Stil-Fokus ${styleFocus}`,
      weights: { styleFocus },
    })),
    ...[20, 40].map((tau) => ({ label: `Jahr: e^(−Abstand/${tau} J.)`, extra: yearFactor(tau) })),
    ...[0.5, 1].map((weight) => ({ label: `Familie +${weight}`, extra: familyFactor(weight) })),
    ...[0.2, 0.5].map((weight) => ({
      label: `Haus der Liste +${weight}`,
      extra: houseFactor(weight),
    })),
    { label: 'Nische wie die Liste −0.3', extra: nicheFactor(0.3) },
    ...[0.5, 1].map((weight) => ({
      label: `Gemeinsame Noten der Liste +${weight}`,
      extra: themeFactor(weight),
    })),
    { label: 'Leitakkord wie in der Liste +0.3', extra: leadingAccordFactor(0.3) },
    { label: 'Sillage: e^(−Abstand/50)', extra: voteScoreFactor('sillage', 50) },
    { label: 'Haltbarkeit: e^(−Abstand/25)', extra: voteScoreFactor('longevity', 25) },
  ];

  const accordsOnlyGender = genderLeaning({
    nameTokens: records.map((_, row) => model.nameTokensOf(row)),
    accordKeys: records.map((record) => record.accords.map((accord) => accord.key)),
    notes: records.map(() => []),
  });
  const priors = new Map<number, Float32Array>();
  const priorFor = (exponent: number) => {
    if (exponent === VOTES_EXPONENT) return model.prior;
    if (!priors.has(exponent)) priors.set(exponent, notabilityPrior(records, exponent));
    return priors.get(exponent)!;
  };

  const spaces = new Map<string, LatentSpace>();
  const latentFor = ([dimensions, iterations]: [number, number]) => {
    const key = `${dimensions}/${iterations}`;
    if (dimensions === LATENT_DIMENSIONS && iterations === LATENT_ITERATIONS) return model.latent;
    if (!spaces.has(key)) spaces.set(key, buildLatentSpace(model, dimensions, iterations));
    return spaces.get(key)!;
  };

  const label = (text: string) => text.padEnd(32);
  console.log(
    `\n| ${label('Variante')} | Hälfte A ≥ 3 | A gute/10 | Hälfte B ≥ 3 | B gute/10 | bekannt |`,
  );
  console.log(
    `| ${'-'.repeat(32)} | -----------: | --------: | -----------: | --------: | ------: |`,
  );
  for (const variant of variants) {
    const prior = priorFor(variant.votesExponent ?? VOTES_EXPONENT);
    const varied: CatalogModel = {
      ...model,
      prior,
      byPrior: prior === model.prior ? model.byPrior : rowsByPrior(prior),
      gender: variant.accordsOnlyGender ? accordsOnlyGender : model.gender,
      latent: variant.latent ? latentFor(variant.latent) : model.latent,
      // The styles' places are means of latent rows: another space needs its own.
      styles: variant.latent ? buildStyleModel(records, latentFor(variant.latent)) : model.styles,
    };
    const weights = { ...SCORING_WEIGHTS, ...variant.weights };
    const hits = [0, 0];
    const good = [0, 0];
    const size = [0, 0];
    let picks = 0;
    let notable = 0;
    for (const expert of cases) {
      const ids = expert.profile.map((row) => records[row]!.id);
      const profile = buildListProfile(varied, resolveInput(varied, { perfumeIds: ids }));
      const request = {
        profile,
        ownedRows: [],
        blacklistRows: [],
        excludeRows: expert.outOfScope,
        occasion: 'all' as const,
      };
      const scores = scoreCatalog(varied, request, weights);
      if (variant.extra) {
        for (let row = 0; row < scores.length; row++) {
          if (scores[row]! > 0) scores[row]! *= variant.extra(row, expert.profile);
        }
      }
      const top = selectPicks(
        varied,
        scores,
        { count: TOP, nicheOnly: false, brandCap: BRAND_CAP },
        weights,
      ).map((pick) => pick.row);
      const found = top.filter((row) => expert.good.has(row)).length;
      size[expert.group]!++;
      good[expert.group]! += found;
      if (found >= 3) hits[expert.group]!++;
      picks += top.length;
      notable += top.filter(isNotable).length;
    }
    const percent = (part: number, whole: number) =>
      `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
    const perList = (half: 0 | 1) => (good[half]! / Math.max(1, size[half]!)).toFixed(2);
    console.log(
      `| ${label(variant.label)} | ${percent(hits[0]!, size[0]!).padStart(12)} | ${perList(0).padStart(9)} | ${percent(hits[1]!, size[1]!).padStart(12)} | ${perList(1).padStart(9)} | ${percent(notable, picks).padStart(7)} |`,
    );
  }
}
