// `EVAL_DETAIL=1 npm run eval:recommendations`: for every expert list with fewer than 3 good
// picks, the engine's top 10 against the list's good set and where each good pick ranks by
// score before the diversity step ("–": not scored, too little known or no similarity), so
// a miss can be traced to similarity, notability or the list itself.
import type { CatalogRecord } from '../../api/contract/perfume';
import type { CatalogModel } from '../../api/features/engine/local/catalogModel';
import { buildListProfile } from '../../api/features/engine/local/listProfile';
import { scoreCatalog, selectPicks } from '../../api/features/engine/local/recommend';
import { resolveInput } from '../../api/features/engine/local/resolveInput';
import { type ExpertCase, GROUP_LABELS } from './expertCases';
import { BRAND_CAP, TOP } from './weightSweep';

export function printListDetail(
  records: readonly CatalogRecord[],
  model: CatalogModel,
  cases: readonly ExpertCase[],
): void {
  const describe = (row: number) => {
    const record = records[row]!;
    const accords = record.accords
      .slice(0, 3)
      .map((accord) => accord.key)
      .join('/');
    return `${record.brand}: ${record.name} (${record.votes} St., ${accords})`;
  };
  for (const expert of cases) {
    const ids = expert.profile.map((row) => records[row]!.id);
    const profile = buildListProfile(model, resolveInput(model, { perfumeIds: ids }));
    const scores = scoreCatalog(model, {
      profile,
      ownedRows: [],
      blacklistRows: [],
      excludeRows: expert.outOfScope,
      occasion: 'all',
    });
    const top = selectPicks(model, scores, { count: TOP, nicheOnly: false, brandCap: BRAND_CAP });
    const found = top.filter((pick) => expert.good.has(pick.row)).length;
    if (found >= 3) continue;
    const ranked = [...scores.keys()]
      .filter((row) => scores[row]! > 0)
      .sort((a, b) => scores[b]! - scores[a]! || a - b);
    const rank = new Map(ranked.map((row, index) => [row, index + 1]));
    console.log(`\n${GROUP_LABELS[expert.group]} ${expert.id}: ${found} gute Picks`);
    for (const row of expert.profile) console.log(`  Liste: ${describe(row)}`);
    top.forEach((pick, index) => {
      const mark = expert.good.has(pick.row) ? '✓' : ' ';
      console.log(`  ${String(index + 1).padStart(2)}. ${mark} ${describe(pick.row)}`);
    });
    const goodRanks = [...expert.good]
      .map((row) => ({ row, rank: rank.get(row) }))
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.row - b.row)
      .map(({ row, rank: at }) => `${records[row]!.name} #${at ?? '–'}`);
    console.log(`  Gute Picks nach Rang: ${goodRanks.join(', ')}`);
  }
}
