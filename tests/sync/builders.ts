// Typed builders for the sync tests: recommendation cards and fresh device databases.
import type { Recommendation } from '../../api/contract/recommendations';
import { openDuftkompassDb, type DuftkompassDb } from '../../web/data/db';

let counter = 0;

export function buildRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  counter += 1;
  return {
    id: `rec-${counter}`,
    gpt_name: `Empfehlung ${counter}`,
    gpt_brand: 'Testhaus',
    gpt_description: 'Warm und holzig.',
    reasoning: 'Teilt Zeder mit deiner Sammlung.',
    occasions: ['Abend'],
    is_niche: false,
    matched_perfume: null,
    match_found: false,
    ...overrides,
  };
}

/** A device database with a unique name; `dispose` closes and deletes it. */
export function freshDeviceDb(prefix = 'duftkompass-sync'): {
  db: DuftkompassDb;
  dispose: () => Promise<void>;
} {
  counter += 1;
  const db = openDuftkompassDb(`${prefix}-${counter}-${crypto.randomUUID()}`);
  return {
    db,
    dispose: async () => {
      db.close();
      await db.delete();
    },
  };
}
