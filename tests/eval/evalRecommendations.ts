// npm run eval:recommendations — offline, reproducible evaluation of the local engine on
// the full catalog against a random and a popularity baseline in the same run (fixed seed):
//  · held-out recovery: from a product line (same brand + first name word, 3–7 members,
//    i.e. flankers), hide one member, recommend from the others: is it in the top 10?
//  · accord consistency: mean cosine of each pick's accords (position-weighted) with the
//    list's accords; brand diversity: distinct brands per top 10;
//  · niche section: share of niche perfumes and their accord consistency;
//  · hard rules: picks the user already has, picks on the blacklist (the engine's own
//    first pick is blacklisted and the request repeated), both must be 0.
// Scenarios: the held-out lines plus random lists of five well-known perfumes.
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { accordPositionWeight } from '../../api/features/engine/local/axes';
import { createLocalEngine } from '../../api/features/engine/local/createLocalEngine';
import { createPicker } from '../../api/features/engine/local/seededText';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz');
const SEED = 20250101;
const HELD_OUT_CASES = Number(process.env.EVAL_CASES ?? 400);
const RANDOM_LISTS = 200;
const TOP = 10;
const NICHE = 3;

const started = performance.now();
const { records } = readCatalogFile(CATALOG_FILE);
const engine = createLocalEngine(records);
const model = engine.model;
const picker = createPicker(SEED);
const rowOf = (id: string) => model.indexById.get(id)!;

interface Answer {
  main: number[];
  niche: number[];
}
interface Method {
  name: string;
  recommend(profileRows: readonly number[], blacklist: readonly number[]): Answer;
}

const withAccords = records.flatMap((record, row) => (record.accords.length >= 2 ? [row] : []));
const nicheRows = withAccords.filter((row) => records[row]!.isNiche);
const byVotes = [...withAccords].sort((a, b) => records[b]!.votes - records[a]!.votes || a - b);
const nicheByVotes = byVotes.filter((row) => records[row]!.isNiche);

function firstAllowed(
  candidates: readonly number[],
  excluded: ReadonlySet<number>,
  count: number,
  draw: boolean,
): number[] {
  const picks: number[] = [];
  const taken = new Set<number>();
  for (let tries = 0; picks.length < count && tries < candidates.length * 4; tries++) {
    const row = draw ? picker.pick(candidates) : candidates[tries];
    if (row === undefined) break;
    if (excluded.has(row) || taken.has(row)) continue;
    taken.add(row);
    picks.push(row);
  }
  return picks;
}

const methods: Method[] = [
  {
    name: 'Lokale Engine',
    recommend(profileRows, blacklist) {
      const response = engine.recommendSync({
        perfumeIds: profileRows.map((row) => records[row]!.id),
        blacklistIds: blacklist.map((row) => records[row]!.id),
      });
      return {
        main: response.recommendations.map((card) => rowOf(card.id)),
        niche: response.niche.map((card) => rowOf(card.id)),
      };
    },
  },
  {
    name: 'Zufall',
    recommend(profileRows, blacklist) {
      const excluded = new Set([...profileRows, ...blacklist]);
      return {
        main: firstAllowed(withAccords, excluded, TOP, true),
        niche: firstAllowed(nicheRows, excluded, NICHE, true),
      };
    },
  },
  {
    name: 'Popularität',
    recommend(profileRows, blacklist) {
      const excluded = new Set([...profileRows, ...blacklist]);
      const main = firstAllowed(byVotes, excluded, TOP, false);
      const shown = new Set([...excluded, ...main]);
      return { main, niche: firstAllowed(nicheByVotes, shown, NICHE, false) };
    },
  },
];

// ── scenarios ────────────────────────────────────────────────────────────────────────
const lines = new Map<string, number[]>();
for (const row of withAccords) {
  const key = `${model.brandKey[row]}|${model.nameTokens[row]![0] ?? ''}`;
  const members = lines.get(key);
  if (members) members.push(row);
  else lines.set(key, [row]);
}
const sameName = (a: number, b: number) =>
  model.nameTokens[a]!.join(' ') === model.nameTokens[b]!.join(' ');
const lineList = [...lines.values()].filter((rows) => rows.length >= 3 && rows.length <= 7);
const heldOut: { profile: number[]; hidden: number }[] = [];
for (let tries = 0; heldOut.length < HELD_OUT_CASES && tries < HELD_OUT_CASES * 10; tries++) {
  const line = picker.pick(lineList);
  const hidden = picker.pick(line);
  const profile = line.filter((row) => row !== hidden);
  if (profile.some((row) => sameName(row, hidden))) continue;
  heldOut.push({ profile, hidden });
}
const wellKnown = withAccords.filter((row) => records[row]!.votes >= 50);
const randomLists = Array.from({ length: RANDOM_LISTS }, () => [
  ...new Set(Array.from({ length: 5 }, () => picker.pick(wellKnown))),
]);

// ── measures ─────────────────────────────────────────────────────────────────────────
function accordVector(rows: readonly number[]): Map<string, number> {
  const vector = new Map<string, number>();
  for (const row of rows) {
    records[row]!.accords.forEach((accord, position) => {
      vector.set(accord.key, (vector.get(accord.key) ?? 0) + accordPositionWeight(position));
    });
  }
  return vector;
}
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, value] of a) {
    normA += value * value;
    dot += value * (b.get(key) ?? 0);
  }
  for (const value of b.values()) normB += value * value;
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

interface Tally {
  hits: number;
  cases: number;
  consistency: number[];
  nicheConsistency: number[];
  brands: number[];
  nicheShare: number[];
  owned: number;
  blacklisted: number;
  empty: number;
}
const tallies = new Map<string, Tally>(
  methods.map((method) => [
    method.name,
    {
      hits: 0,
      cases: 0,
      consistency: [],
      nicheConsistency: [],
      brands: [],
      nicheShare: [],
      owned: 0,
      blacklisted: 0,
      empty: 0,
    },
  ]),
);

function measure(method: Method, profile: readonly number[], hidden: number | null): void {
  const tally = tallies.get(method.name)!;
  const open = method.recommend(profile, []);
  // Blacklist the first pick this method would make and ask again.
  const blacklist = open.main.slice(0, 1);
  const answer = blacklist.length > 0 ? method.recommend(profile, blacklist) : open;
  const profileVector = accordVector(profile);
  const owned = new Set(profile);
  const everyPick = [...answer.main, ...answer.niche];
  tally.owned += everyPick.filter((row) => owned.has(row)).length;
  tally.blacklisted += everyPick.filter((row) => blacklist.includes(row)).length;
  if (answer.main.length === 0) tally.empty++;
  for (const row of answer.main) tally.consistency.push(cosine(accordVector([row]), profileVector));
  for (const row of answer.niche) {
    tally.nicheConsistency.push(cosine(accordVector([row]), profileVector));
  }
  if (answer.main.length > 0) {
    tally.brands.push(
      new Set(answer.main.map((row) => model.brandKey[row])).size / answer.main.length,
    );
  }
  if (answer.niche.length > 0) {
    tally.nicheShare.push(
      answer.niche.filter((row) => records[row]!.isNiche).length / answer.niche.length,
    );
  }
  if (hidden !== null) {
    tally.cases++;
    // Hidden from the profile, it is only "found" among the open answer's top 10.
    if (open.main.includes(hidden)) tally.hits++;
  }
}

for (const method of methods) {
  for (const { profile, hidden } of heldOut) measure(method, profile, hidden);
  for (const list of randomLists) measure(method, list, null);
}

// ── report ───────────────────────────────────────────────────────────────────────────
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const rows: [string, (tally: Tally) => string][] = [
  ['Held-out-Treffer in Top 10 (Flanker)', (t) => percent(t.hits / Math.max(1, t.cases))],
  ['Akkord-Konsistenz Top 10 (Kosinus)', (t) => mean(t.consistency).toFixed(3)],
  ['Marken-Vielfalt Top 10', (t) => percent(mean(t.brands))],
  ['Nischenanteil Nischen-Sektion', (t) => percent(mean(t.nicheShare))],
  ['Akkord-Konsistenz Nischen-Sektion', (t) => mean(t.nicheConsistency).toFixed(3)],
  ['Harte Regel: bereits besessene Picks', (t) => String(t.owned)],
  ['Harte Regel: Blacklist-Picks', (t) => String(t.blacklisted)],
  ['Listen ohne Empfehlung', (t) => String(t.empty)],
];
const names = methods.map((method) => method.name);
const width = Math.max(...rows.map(([label]) => label.length));
console.log(
  `Katalog ${records.length} Parfüms · ${heldOut.length} Held-out-Fälle aus ${lineList.length} Linien · ${randomLists.length} Zufallslisten · Seed ${SEED}\n`,
);
console.log(
  `| ${'Messgröße'.padEnd(width)} | ${names.map((name) => name.padStart(13)).join(' | ')} |`,
);
console.log(`| ${'-'.repeat(width)} | ${names.map(() => '-'.repeat(12) + ':').join(' | ')} |`);
for (const [label, format] of rows) {
  console.log(
    `| ${label.padEnd(width)} | ${names.map((name) => format(tallies.get(name)!).padStart(13)).join(' | ')} |`,
  );
}
console.log(`\nDauer: ${((performance.now() - started) / 1000).toFixed(1)} s`);
