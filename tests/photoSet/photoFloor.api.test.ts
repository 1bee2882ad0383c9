// The regression floor of the local photo path (`npm run bench:photo` has the figures):
// six photos of the shop set, read by the scene-text reader with its real models and
// matched against the real catalog. Four of them hold a look-alike trap (a new flanker of
// a known perfume), which must come back unmatched, never as the known perfume.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import { unpricedPerfume } from '../../api/contract/perfume';
import { catalogFromPerfumes } from '../../api/features/perfumes/memoryCatalog';
import { detectPerfumesInText } from '../../api/features/photo/ocrMatch';
import { readLabels } from '../../api/features/photo/readLabels';
import { createSceneTextReader } from '../../api/features/photo/sceneText/sceneTextReader';
import { catalogIndex, photoOf, scenes } from './photoSet';
import { scorePhoto, scoreSet } from './scorePhotos';

const FLOOR_SCENES = [3, 6, 10, 23, 36, 41];
const { records } = readCatalogFile(
  path.resolve(import.meta.dirname, '../../api/catalog/data/catalog.jsonl.gz'),
);
const perfumes = records.map(unpricedPerfume);
const catalog = catalogFromPerfumes(perfumes);
const lookup = catalogIndex(perfumes);
const reader = createSceneTextReader();
afterAll(() => reader.close());

describe('shop photos: regression floor', () => {
  it('finds at least 80 % of the perfumes on six shelf photos and names no wrong one', async () => {
    const scores = [];
    const unmatchedNames: string[] = [];
    for (const scene of scenes(FLOOR_SCENES)) {
      const words = await readLabels(reader, catalog, photoOf(scene));
      const detections = detectPerfumesInText(catalog, words);
      scores.push(scorePhoto(scene, detections, lookup));
      unmatchedNames.push(...detections.filter((d) => !d.perfume).map((d) => d.name));
    }
    const total = scoreSet(scores);
    expect(scores.flatMap((score) => score.wrongNames)).toEqual([]);
    expect(total.recall).toBeGreaterThanOrEqual(0.8);
    // The traps are reported with what was read, as perfumes missing from the catalog.
    expect(unmatchedNames.join(' ').toUpperCase()).toContain('ABSOLU NOIR');
  }, 120_000);
});
