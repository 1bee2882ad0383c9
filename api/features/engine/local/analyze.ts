// The local Duft-DNA: resolves the request, builds the list profile and assembles the
// analysis in the contract's shape (spider web, top notes, dominant notes, style/energy,
// texts) plus the categories of the user's own perfumes.
import { TOP_NOTES_PER_GROUP, type AnalysisResponse } from '../../../contract/analysis';
import {
  beschreibung,
  empfehlungsZiel,
  persoenlichkeitStil,
  stilEnergie,
  styleFacts,
} from './analysisTexts';
import type { CatalogModel } from './catalogModel';
import { buildKategorien } from './kategorien';
import { buildListProfile } from './listProfile';
import type { ResolvedInput } from './resolveInput';
import { createPicker } from './seededText';

/** Dominant notes shown under the radar. */
const DOMINANT_NOTES = 3;

export function analyzeList(model: CatalogModel, input: ResolvedInput): AnalysisResponse {
  const profile = buildListProfile(model, input);
  const picker = createPicker(profile.seed);
  const facts = styleFacts(model, profile);
  const bars = stilEnergie(profile, facts);
  const notes = profile.countedNotes.map((term) => term.name);
  const unknownCount = input.unknown.length + input.unknownIds.length;
  return {
    analysis: {
      duft_ich: {
        beschreibung: beschreibung(profile, unknownCount, picker),
        spider_web: profile.spiderWeb,
        stil_energie: bars,
        meta: { dominant: notes.slice(0, DOMINANT_NOTES) },
      },
      persoenlichkeit_stil: persoenlichkeitStil(model, profile, facts, bars.stil, picker),
      top_noten: {
        primary: notes.slice(0, TOP_NOTES_PER_GROUP),
        secondary: notes.slice(TOP_NOTES_PER_GROUP, 2 * TOP_NOTES_PER_GROUP),
      },
      empfehlungs_ziel: empfehlungsZiel(profile, picker),
    },
    kategorien: buildKategorien(model, input, picker),
    matching: {
      matched: input.rows.length,
      unknown: [...input.unknown, ...input.unknownIds],
    },
  };
}
