// SQL for what a collection keeps of the scent engine: its stored analysis and its stored
// recommendations. Callers check ownership first (collectionExclusions). Lists are parsed
// with the contract's schemas before they are stored, so what the feed and the devices read
// back has the contract's shape.
import type { AnalysisData } from '../../contract/analysis';
import {
  recommendationSchema,
  recommendationStatsSchema,
  type Recommendation,
  type RecommendationStats,
} from '../../contract/recommendations';
import type { Queryable } from '../../db/database';

export async function readAnalysis(db: Queryable, collectionId: string) {
  const { rows } = await db.query<{
    analysis_data: unknown;
    perfume_names: unknown;
    created_at: Date | string;
  }>(
    `SELECT analysis_data, perfume_names, created_at FROM collection_analyses WHERE collection_id = $1`,
    [collectionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    analysis_data: row.analysis_data,
    perfume_names: row.perfume_names,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function saveAnalysis(
  db: Queryable,
  collectionId: string,
  analysisData: AnalysisData,
  perfumeNames: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO collection_analyses (collection_id, analysis_data, perfume_names) VALUES ($1, $2, $3)
     ON CONFLICT (collection_id) DO UPDATE SET analysis_data = excluded.analysis_data,
       perfume_names = excluded.perfume_names, created_at = now()`,
    [collectionId, JSON.stringify(analysisData), JSON.stringify(perfumeNames)],
  );
}

function storable(
  recommendations: readonly Recommendation[],
  stats: RecommendationStats,
): [string, string] {
  return [
    JSON.stringify(recommendationSchema.array().parse(recommendations)),
    JSON.stringify(recommendationStatsSchema.parse(stats)),
  ];
}

export async function readRecommendations(db: Queryable, collectionId: string) {
  const { rows } = await db.query<{
    recommendations: unknown;
    stats: unknown;
    created_at: Date | string;
  }>(
    `SELECT recommendations, stats, created_at FROM collection_recommendations WHERE collection_id = $1`,
    [collectionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    recommendations: row.recommendations,
    stats: row.stats,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function saveRecommendations(
  db: Queryable,
  collectionId: string,
  recommendations: readonly Recommendation[],
  stats: RecommendationStats,
): Promise<void> {
  await db.query(
    `INSERT INTO collection_recommendations (collection_id, recommendations, stats) VALUES ($1, $2, $3)
     ON CONFLICT (collection_id) DO UPDATE SET recommendations = excluded.recommendations,
       stats = excluded.stats, created_at = now()`,
    [collectionId, ...storable(recommendations, stats)],
  );
}

/** Replaces the stored list without touching its creation time (a card was taken from it). */
export async function replaceRecommendationList(
  db: Queryable,
  collectionId: string,
  recommendations: readonly Recommendation[],
  stats: RecommendationStats,
): Promise<void> {
  await db.query(
    `UPDATE collection_recommendations SET recommendations = $2, stats = $3 WHERE collection_id = $1`,
    [collectionId, ...storable(recommendations, stats)],
  );
}
