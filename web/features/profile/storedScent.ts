// Keeps what the server answered for a collection's analysis and recommendations on the
// device right away, so the tabs show it without waiting for the next pull (which brings the
// same records through the sync feed). Written as the contract shapes them, validated first.
import {
  collectionAnalysisRecordSchema,
  collectionRecommendationsRecordSchema,
} from '../../../api/contract/sync';
import type { CollectionAnalysisResponse } from '../../../api/contract/analysis';
import type { CollectionRecommendationsResponse } from '../../../api/contract/recommendations';
import { db as appDb, type DuftkompassDb } from '../../data/db';

export async function keepAnalysis(
  collectionId: string,
  response: CollectionAnalysisResponse,
  database: DuftkompassDb = appDb,
): Promise<void> {
  if (!response.analysis) return;
  const record = collectionAnalysisRecordSchema.parse({
    ...response.analysis,
    collection_id: collectionId,
  });
  await database.analyses.put(record);
}

export async function keepRecommendations(
  collectionId: string,
  response: CollectionRecommendationsResponse,
  database: DuftkompassDb = appDb,
): Promise<void> {
  const record = collectionRecommendationsRecordSchema.parse({
    collection_id: collectionId,
    recommendations: response.recommendations,
    stats: response.stats,
    created_at: new Date().toISOString(),
  });
  await database.recommendations.put(record);
}
