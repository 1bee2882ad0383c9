// Derives the Chinese → English note-name table (zhNoteNames.ts) by aligning the notes of
// the perfumes FenCun and senada both hold: where a tier (top, heart, base) has the same
// number of notes in both, the notes pair up by position (FenCun translated senada's
// Fragrantica lists in order). A Chinese name gets the English name it is paired with most
// often (keep(): two pairs without disagreement, or at least MIN_PAIRS that outnumber the
// runner-up MIN_LEAD times, or a plurality of at least MIN_PLURALITY pairs: a frequent note
// drifts between synonyms such as Woody Notes/Woods, so shares alone are too strict). Names
// written "Latin(中文)" are English with a gloss and need no table (see englishOfGlossed).
// FenCun's own zh-map tables (AGPL) are not read. Usage (prints the table's entries):
//   npx tsx api/catalog/deriveZhNoteNames.ts > /tmp/zh.txt
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFencun, readSenada, type Pyramid } from './candidateSources';

export const MIN_PAIRS = 3;
export const MIN_LEAD = 1.5;
export const MIN_PLURALITY = 20;

export function keep(a: Alignment): boolean {
  return (
    (a.pairs >= 2 && a.runnerUp === 0) ||
    (a.pairs >= MIN_PAIRS && a.pairs >= MIN_LEAD * a.runnerUp) ||
    (a.pairs >= MIN_PLURALITY && a.pairs > a.runnerUp)
  );
}

export const hasChinese = (text: string) => /\p{Script=Han}/u.test(text);

export interface Alignment {
  name: string;
  english: string;
  pairs: number;
  share: number;
  runnerUp: number;
}

/** "Mahonial(铃兰木质香)" → "Mahonial": FenCun kept the English name and added a gloss. */
export function englishOfGlossed(name: string): string | null {
  const match = /^([^\p{Script=Han}()（）]+?)\s*[(（][^)）]*[)）]$/u.exec(name);
  return match && !hasChinese(match[1]!) ? match[1]!.trim() : null;
}

export function alignNotes(pairs: Iterable<[Pyramid, Pyramid]>): Alignment[] {
  const counts = new Map<string, Map<string, number>>();
  for (const [chinese, english] of pairs) {
    for (const tier of ['top', 'middle', 'base'] as const) {
      const zh = chinese[tier];
      const en = english[tier];
      if (zh.length !== en.length) continue;
      zh.forEach((name, at) => {
        if (!hasChinese(name) || englishOfGlossed(name)) return;
        const byEnglish = counts.get(name) ?? new Map<string, number>();
        byEnglish.set(en[at]!, (byEnglish.get(en[at]!) ?? 0) + 1);
        counts.set(name, byEnglish);
      });
    }
  }
  const result: Alignment[] = [];
  for (const [name, byEnglish] of counts) {
    const total = [...byEnglish.values()].reduce((sum, count) => sum + count, 0);
    const ranked = [...byEnglish].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const [english, pairs] = ranked[0]!;
    result.push({ name, english, pairs, share: pairs / total, runnerUp: ranked[1]?.[1] ?? 0 });
  }
  return result.sort((a, b) => b.pairs - a.pairs || a.name.localeCompare(b.name));
}

function main(): void {
  const fencun = readFencun();
  const senada = readSenada();
  const pairs: [Pyramid, Pyramid][] = [];
  for (const [id, row] of fencun) {
    const other = senada.get(id)?.pyramid;
    if (row.pyramid && other) pairs.push([row.pyramid, other]);
  }
  const alignments = alignNotes(pairs);
  const kept = alignments.filter(keep);
  console.error(
    `${pairs.length} perfumes aligned, ${alignments.length} Chinese names seen, ${kept.length} kept`,
  );
  for (const a of kept) {
    console.log(
      `  ${JSON.stringify(a.name)}: ${JSON.stringify(a.english)}, // ${a.pairs} pairs, ${Math.round(a.share * 100)} %, next ${a.runnerUp}`,
    );
  }
  for (const a of alignments.filter((x) => !kept.includes(x))) {
    console.error(
      `left out: ${a.name} → ${a.english} (${a.pairs}, ${Math.round(a.share * 100)} %, next ${a.runnerUp})`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
