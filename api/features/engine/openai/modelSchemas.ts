// What the OpenAI model must answer, per call. These schemas are sent as strict JSON
// schemas (so they use only keywords strict mode accepts: no string lengths) and parsed
// again with zod; the finished result is then checked against the API contract, whose
// length limits catch what these cannot.
import { z } from 'zod';
import { OCCASIONS } from '../../../contract/recommendations';

export const proposalSchema = z.object({
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  reasoning: z.string(),
  occasions: z.array(z.enum(OCCASIONS)).max(3),
  is_niche: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;

const proposals = (max: number) => z.array(proposalSchema).max(max);

/** Asked for more than shown, because matching and exclusions drop some. */
export const MAIN_PROPOSALS = 14;
export const NICHE_PROPOSALS = 5;
export const CATEGORY_PROPOSALS = 5;

export const analysisTextsSchema = z.object({
  beschreibung: z.string(),
  stil: z.string(),
  energie: z.string(),
  persoenlichkeit_stil: z
    .array(z.object({ titel: z.string(), begruendung: z.string() }))
    .min(1)
    .max(3),
  empfehlungs_ziel: z.string(),
  kategorien_summary: z.string(),
});
export type AnalysisTexts = z.infer<typeof analysisTextsSchema>;

export const recommendProposalsSchema = z.object({
  recommendations: proposals(MAIN_PROPOSALS + 2),
  niche: proposals(NICHE_PROPOSALS + 2),
  summary: z.object({
    conclusion: z.string(),
    empfehlung: z.string(),
    nicheHighlight: z.string(),
  }),
});
export type RecommendProposals = z.infer<typeof recommendProposalsSchema>;

export const nicheProposalsSchema = z.object({
  niche: proposals(12),
  nicheHighlight: z.string(),
});
export type NicheProposals = z.infer<typeof nicheProposalsSchema>;

export const categoryProposalsSchema = z.object({
  categories: z
    .array(z.object({ label: z.string(), recommendations: proposals(CATEGORY_PROPOSALS + 2) }))
    .max(12),
  fazit: z.string(),
});
export type CategoryProposals = z.infer<typeof categoryProposalsSchema>;

/** The vision model's reading of a photo: one entry per bottle whose label it can read. */
export const photoBottlesSchema = z.object({
  bottles: z
    .array(
      z.object({
        name: z.string(),
        brand: z.string(),
        concentration: z.string().nullable(),
        confidence: z.number().min(0).max(1),
        /** The digits under a barcode on this bottle's box or tag, when readable; checked. */
        barcode: z.string().max(20).nullable(),
      }),
    )
    .max(20),
});
export type PhotoBottles = z.infer<typeof photoBottlesSchema>;
