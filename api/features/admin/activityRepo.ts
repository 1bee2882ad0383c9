// The admin's activity list: the newest sign-ups, AI calls and interactions, merged by
// time, each described in German. No e-mail addresses or ids: the list shows what
// happened, not who did it.
import type { ActivityEntry } from '../../contract/admin';
import type { Queryable } from '../../db/database';
import { latestInteractions } from '../analytics/analyticsRepo';

export const ACTIVITY_LIMIT = 50;

const AI_LABELS: Record<string, { type: ActivityEntry['type']; label: string }> = {
  analysis: { type: 'analysis', label: 'Duft-DNA-Analyse' },
  recommendations: { type: 'recommendations', label: 'Empfehlungen' },
  photo: { type: 'photo', label: 'Foto-Erkennung' },
};

const INTERACTION_LABELS = {
  search_started: 'Suche gestartet',
  image_uploaded: 'Foto hochgeladen',
  shop_click: 'Shop-Link geöffnet',
  save: 'Parfüm gespeichert',
} as const;

type InteractionType = keyof typeof INTERACTION_LABELS;
const isInteraction = (type: string): type is InteractionType =>
  Object.hasOwn(INTERACTION_LABELS, type);

const milliseconds = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

function aiDescription(row: {
  type: string;
  engine: string;
  outcome: string;
  cache_hit: boolean;
  duration_ms: number;
}) {
  const label = AI_LABELS[row.type]?.label ?? row.type;
  const engine = row.engine === 'openai' ? 'OpenAI' : 'lokal';
  if (row.outcome !== 'ok') return `${label} fehlgeschlagen (${engine})`;
  if (row.cache_hit) return `${label} aus dem Cache`;
  return `${label} erstellt (${engine}, ${milliseconds.format(row.duration_ms)} ms)`;
}

export async function latestActivity(
  db: Queryable,
  limit = ACTIVITY_LIMIT,
): Promise<ActivityEntry[]> {
  const [signups, calls, interactions] = await Promise.all([
    db.query<{ created_at: Date }>(
      `SELECT created_at FROM profiles ORDER BY created_at DESC LIMIT $1`,
      [limit],
    ),
    db.query<{
      type: string;
      engine: string;
      outcome: string;
      cache_hit: boolean;
      duration_ms: number;
      created_at: Date;
    }>(
      `SELECT type, engine, outcome, cache_hit, duration_ms, created_at FROM ai_calls
       WHERE type = ANY($1::text[]) ORDER BY created_at DESC LIMIT $2`,
      [Object.keys(AI_LABELS), limit],
    ),
    latestInteractions(db, Object.keys(INTERACTION_LABELS), limit),
  ]);
  const entries: ActivityEntry[] = [
    ...signups.rows.map((row) => ({
      type: 'signup' as const,
      description: 'Neue Registrierung',
      timestamp: new Date(row.created_at).toISOString(),
    })),
    ...calls.rows.flatMap((row) => {
      const known = AI_LABELS[row.type];
      if (!known) return [];
      return [
        {
          type: known.type,
          description: aiDescription(row),
          timestamp: new Date(row.created_at).toISOString(),
        },
      ];
    }),
    ...interactions.flatMap((row) => {
      const type = row.type;
      if (!isInteraction(type)) return [];
      const where = row.page_path ? ` auf ${row.page_path}` : '';
      return [
        {
          type,
          description: `${INTERACTION_LABELS[type]}${where}`,
          timestamp: new Date(row.created_at).toISOString(),
        },
      ];
    }),
  ];
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, limit);
}
