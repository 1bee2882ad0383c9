// Stored analyses written in older shapes (spec 001 §3) are read into today's shape, so they
// keep showing instead of reading as "no analysis": `persoenlichkeit{eigenschaften,
// begründung}` instead of `persoenlichkeit_stil[]`, the radar named `duft_radar` or given on
// a 0–5 scale, and radar, style/energy and dominant notes beside `duft_ich` instead of in it.

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const RADAR_AXES = ['sportlich', 'sinnlich', 'elegant', 'frisch', 'orientalisch', 'holzig'];
/** Spec 001 §9: what the bars show when an analysis names no style or energy. */
const DEFAULT_STIL_ENERGIE = { stil: 'Ausgewogen', energie: 'Warm' };
const TITLE_MAX_LENGTH = 100;
const PERSONALITY_TITLE = 'Persönlichkeit';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The six axes as whole percentages. Keys are matched without case ("Sportlich"); an axis
 * that is missing reads as 0; a radar whose values all lie within 0–5 is scaled ×20, the
 * rule the radar display applies too.
 */
function radar(value: unknown): JsonObject | undefined {
  if (!isObject(value)) return undefined;
  const byAxis = new Map(
    Object.entries(value).flatMap(([key, score]) =>
      typeof score === 'number' && Number.isFinite(score)
        ? [[key.trim().toLowerCase(), score]]
        : [],
    ),
  );
  const scores = RADAR_AXES.map((axis) => byAxis.get(axis) ?? 0);
  const factor = scores.every((score) => score <= 5) && scores.some((score) => score > 0) ? 20 : 1;
  return Object.fromEntries(
    RADAR_AXES.map((axis, i) => [
      axis,
      Math.min(100, Math.max(0, Math.round(scores[i]! * factor))),
    ]),
  );
}

/** The traits joined as one title, as many as fit. */
function traitsTitle(traits: readonly string[]): string {
  let title = '';
  for (const trait of traits) {
    const next = title === '' ? trait : `${title} · ${trait}`;
    if (next.length > TITLE_MAX_LENGTH) break;
    title = next;
  }
  return title || traits[0]!.slice(0, TITLE_MAX_LENGTH);
}

/** `persoenlichkeit{eigenschaften[], begründung}` as one personality entry. */
function personality(value: unknown): JsonObject[] | undefined {
  if (!isObject(value)) return undefined;
  const traits = Array.isArray(value.eigenschaften)
    ? value.eigenschaften.flatMap((trait) => text(trait) ?? [])
    : [];
  const reason = text(value['begründung']) ?? text(value.begruendung);
  if (traits.length === 0 && reason === null) return undefined;
  if (reason === null) return [{ titel: PERSONALITY_TITLE, begruendung: traits.join(', ') }];
  return [
    { titel: traits.length > 0 ? traitsTitle(traits) : PERSONALITY_TITLE, begruendung: reason },
  ];
}

/** Today's shape for a stored analysis of any release; what cannot be mapped is left as it is. */
export function upgradeStoredAnalysis(value: unknown): unknown {
  if (!isObject(value)) return value;
  const duftIch = isObject(value.duft_ich) ? value.duft_ich : {};
  const stilEnergie = isObject(duftIch.stil_energie)
    ? duftIch.stil_energie
    : isObject(value.stil_energie)
      ? value.stil_energie
      : {};
  return {
    ...value,
    duft_ich: {
      ...duftIch,
      spider_web:
        radar(duftIch.spider_web ?? value.spider_web ?? duftIch.duft_radar ?? value.duft_radar) ??
        duftIch.spider_web,
      stil_energie: {
        stil: text(stilEnergie.stil) ?? DEFAULT_STIL_ENERGIE.stil,
        energie: text(stilEnergie.energie) ?? DEFAULT_STIL_ENERGIE.energie,
      },
      meta: isObject(duftIch.meta)
        ? duftIch.meta
        : isObject(value.meta)
          ? value.meta
          : { dominant: [] },
    },
    persoenlichkeit_stil: Array.isArray(value.persoenlichkeit_stil)
      ? value.persoenlichkeit_stil
      : personality(value.persoenlichkeit),
    top_noten: isObject(value.top_noten) ? value.top_noten : { primary: [], secondary: [] },
  };
}
