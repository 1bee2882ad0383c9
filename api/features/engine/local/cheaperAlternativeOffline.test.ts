// The offline "Günstigere Alternative" gives the server's answer: over the real catalog, with
// prices on its best-known perfumes (as a shop feed would give), the device's pick from the
// offline file (after a JSON round trip and validation, as the worker gets it) equals the
// server's computation for a sample of perfumes and of sets of perfumes the person holds.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogFile } from '../../../catalog/catalogFile';
import {
  cheaperAlternativesFileSchema,
  pickCheaperAlternative,
  type CheaperAlternativesFile,
} from '../../../contract/cheaperAlternativesFile';
import type { EnginePerfume } from './catalogModel';
import { buildCatalogModel } from './catalogModel';
import { cheaperAlternatives, OFFLINE_ALTERNATIVES } from './cheaperAlternative';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../../catalog/data/catalog.jsonl.gz');
/** About what a perfume shop's feed lists: its best-known perfumes. */
const PRICED = 6000;
/** Comparing takes a while on the full catalog: about 270 perfumes, 7 held sets each. */
const SAMPLE_EVERY = 20;

/** A deterministic number from a string (FNV-1a), for prices and picks that never change. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

let perfumes: EnginePerfume[];
let alternativeOf: ReturnType<typeof cheaperAlternatives>;
let file: CheaperAlternativesFile;
let gzipBytes: number;

beforeAll(async () => {
  const records = readCatalogFile(CATALOG_FILE).records;
  const byVotes = [...records].sort((a, b) => b.votes - a.votes).slice(0, PRICED);
  const priced = new Set(byVotes.map((record) => record.id));
  perfumes = records.map((record) =>
    priced.has(record.id)
      ? {
          ...record,
          priceCents: 1500 + (hashOf(record.id) % 28_000),
          currency: 'EUR',
          affiliate_link: `https://shop.example/${record.id}`,
          shop: 'Beispielshop',
          sizeMl: 100,
        }
      : record,
  );
  alternativeOf = cheaperAlternatives(buildCatalogModel(perfumes), {});
  const json = JSON.stringify(await alternativeOf.offline());
  gzipBytes = gzipSync(json, { level: 9 }).length;
  file = cheaperAlternativesFileSchema.parse(JSON.parse(json));
}, 120_000);

describe('offline cheaper alternatives', () => {
  it('the device picks what the server answers, for many perfumes and held sets', () => {
    const pricedIds = perfumes.filter((p) => p.priceCents != null).map((p) => p.id);
    const sample = pricedIds.filter((_, i) => i % SAMPLE_EVERY === 0);
    let compared = 0;
    let withAnswer = 0;
    let beyondList = 0;
    for (const id of sample) {
      const listed = file.alternatives[id]?.at ?? [];
      const lineIds = listed.map((at) => file.lines[file.perfumes[at]!.line]!);
      const someOf = (ids: readonly string[]) => ids[hashOf(id) % ids.length]!;
      const other = (salt: string) => perfumes[hashOf(id + salt) % perfumes.length]!.id;
      const heldSets: string[][] = [
        [],
        [other('a'), other('b'), other('c')],
        ...lineIds.slice(0, 4).map((_, n) => [...lineIds.slice(0, n + 1).map(someOf), other('d')]),
        lineIds.map(someOf),
      ];
      for (const held of heldSets) {
        const server = alternativeOf(id, held);
        const device = pickCheaperAlternative(file, id, held);
        const heldLines = lineIds.filter((members) => members.some((m) => held.includes(m)));
        if (listed.length === OFFLINE_ALTERNATIVES && heldLines.length === listed.length) {
          // The person holds every listed line: the device knows no further one.
          expect(device).toBeNull();
          if (server !== null) beyondList++;
          continue;
        }
        expect(device, `${id} with ${held.join(',')}`).toEqual(server);
        compared++;
        if (server !== null) withAnswer++;
      }
    }
    console.info(
      `[cheaper offline] ${sample.length} perfumes, ${compared} comparisons (${withAnswer} with an alternative) equal; ` +
        `${beyondList} where every listed line is held; file ${Object.keys(file.alternatives).length} perfumes, ` +
        `${(gzipBytes / 1024).toFixed(1)} KB gzip`,
    );
    expect(withAnswer).toBeGreaterThan(100);
  }, 120_000);

  it('lists distinct lines, never the perfume\u2019s own, and keeps the file small', () => {
    for (const [id, { at: listed }] of Object.entries(file.alternatives)) {
      expect(listed.length).toBeLessThanOrEqual(OFFLINE_ALTERNATIVES);
      const lines = listed.map((at) => file.perfumes[at]!.line);
      expect(new Set(lines).size).toBe(lines.length);
      for (const line of lines) expect(file.lines[line]).not.toContain(id);
    }
    // A budget, not a timing: the device downloads it beside the 0.6 MB index.
    expect(gzipBytes).toBeLessThan(400 * 1024);
  });
});
