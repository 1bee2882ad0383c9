// The local OpenAI-compatible test server's answers for `npm run eval:recommendations`: what
// a chat model typically proposes for a list, built from the list alone (never from an
// engine's picks). It names best-known perfumes of the list's leading accords, as a model
// asked for well-known, buyable perfumes does, and repeats the mistakes models make: the
// listed perfume itself, flankers of it, the perfume the person blacklisted, a misspelled
// name and an invented perfume. The evaluation then shows what the OpenAI path makes of
// them: matching, the exclusions (whole lines of the list, blacklist) and notability. The
// hit rate of these answers measures the canned answers, not a model's taste.
import type { CatalogRecord } from '../../api/contract/perfume';
import type { CatalogModel } from '../../api/features/engine/local/catalogModel';
import {
  MAIN_PROPOSALS,
  NICHE_PROPOSALS,
  type Proposal,
  type RecommendProposals,
} from '../../api/features/engine/openai/modelSchemas';

/** An invented perfume: no catalog has it, so the card stays a gpt_only card. */
export const INVENTED_PERFUME = { name: 'Jardin Imaginaire', brand: 'Maison Fictive' } as const;

/** As many as the answer schema allows (recommendProposalsSchema). */
const MAIN_ANSWERS = MAIN_PROPOSALS + 2;
const NICHE_ANSWERS = NICHE_PROPOSALS + 2;
const FLANKERS = 2;

/**
 * One typo as people and models make them: in the name's longest word of letters only (not
 * "A*Men" or "L'Air"), two inner letters swapped. Names without such a word stay as they are.
 */
export function misspelled(name: string): string {
  const words = name.split(' ');
  let longest = -1;
  words.forEach((word, index) => {
    if (!/^\p{L}{5,}$/u.test(word)) return;
    if (longest < 0 || word.length > words[longest]!.length) longest = index;
  });
  if (longest < 0) return name;
  const word = words[longest]!;
  const at = Math.floor(word.length / 2);
  words[longest] = `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
  return words.join(' ');
}

export interface CannedAnswer {
  proposals: RecommendProposals;
  /** Proposed rows that must never be shown: the listed perfume, its flankers, the blacklist. */
  traps: number[];
  /** The row proposed under a misspelled name, if any. */
  misspelledRow: number | null;
}

export interface CannedAnswers {
  /** The model's answer to a recommendation request for these list and blacklist rows. */
  recommend(listRows: readonly number[], blacklistRows: readonly number[]): CannedAnswer;
}

export function cannedModelAnswers(
  records: readonly CatalogRecord[],
  model: CatalogModel,
  /** Rows with accords, most-voted first. */
  byVotes: readonly number[],
): CannedAnswers {
  const proposal = (row: number, name = records[row]!.name): Proposal => ({
    name,
    brand: records[row]!.brand,
    description: `${records[row]!.name} ist ein bekannter Duft von ${records[row]!.brand}.`,
    reasoning: 'Er teilt die wichtigsten Akkorde deiner Liste.',
    occasions: ['Alltag'],
    is_niche: records[row]!.isNiche,
  });
  const leadingAccord = (row: number) => records[row]!.accords[0]?.key;

  return {
    recommend(listRows, blacklistRows) {
      // Its own picks stay clear of the list's and the blacklist's lines, so a misspelled
      // pick is one that may show; listed, flanker and blacklisted proposals are the traps.
      const lines = new Set([...listRows, ...blacklistRows].map((row) => model.lineOf[row]!));
      const accords = new Set(listRows.map(leadingAccord));
      const ofStyle = byVotes.filter(
        (row) => accords.has(leadingAccord(row)) && !lines.has(model.lineOf[row]!),
      );
      const flankers = listRows
        .flatMap((listed) => Array.from(model.rowsOfLine(model.lineOf[listed]!)))
        .filter((row) => !listRows.includes(row))
        .sort((a, b) => records[b]!.votes - records[a]!.votes)
        .slice(0, FLANKERS);
      const [first, typo, ...rest] = ofStyle;
      const main: Proposal[] = [
        ...listRows.slice(0, 1).map((row) => proposal(row)),
        ...flankers.map((row) => proposal(row)),
        ...blacklistRows.map((row) => proposal(row)),
        ...(first === undefined ? [] : [proposal(first)]),
        ...(typo === undefined ? [] : [proposal(typo, misspelled(records[typo]!.name))]),
        {
          ...INVENTED_PERFUME,
          description: 'Ein weicher Duft aus Feige und Zeder.',
          reasoning: 'Passt zu deinem Stil.',
          occasions: ['Abend'],
          is_niche: true,
        },
      ];
      for (const row of rest) {
        if (main.length >= MAIN_ANSWERS) break;
        main.push(proposal(row));
      }
      const niche = ofStyle
        .filter((row) => records[row]!.isNiche)
        .slice(0, NICHE_ANSWERS)
        .map((row) => proposal(row));
      return {
        proposals: {
          recommendations: main.slice(0, MAIN_ANSWERS),
          niche,
          summary: {
            conclusion: 'Deine Liste hat eine klare Richtung.',
            empfehlung: 'Probiere bekannte Düfte derselben Akkorde.',
            nicheHighlight: 'Nischenhäuser bieten dazu eigenständige Varianten.',
          },
        },
        traps: [...listRows.slice(0, 1), ...flankers, ...blacklistRows],
        misspelledRow:
          typo !== undefined && misspelled(records[typo]!.name) !== records[typo]!.name
            ? typo
            : null,
      };
    },
  };
}
