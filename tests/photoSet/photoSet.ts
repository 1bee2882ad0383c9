// The shop photo set on disk: drawn once into the system's temp folder (about 90 MB) and
// reused; `truth` resolves each scene's perfumes against the catalog in use. Used by
// `npm run bench:photo` and the regression floor test.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Perfume } from '../../api/contract/perfume';
import { tokenize } from '../../api/contract/search/normalize';
import { renderShelfPhoto } from './shelfPhotos';
import { SCENE_COUNT, type Scene, type ShelfItem, shelfScene } from './shelfScenes';

const VERSION = 'shelf-1';
const DIR = path.join(os.tmpdir(), `duftkompass-photo-set-${VERSION}`);

export function scenes(indexes?: readonly number[]): Scene[] {
  return (indexes ?? [...Array(SCENE_COUNT).keys()]).map(shelfScene);
}

/** The scene's JPEG, drawn on first use. */
export function photoOf(scene: Scene): Buffer {
  const file = path.join(DIR, `shelf-${String(scene.index).padStart(2, '0')}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(DIR, { recursive: true });
  const bytes = renderShelfPhoto(scene);
  // Written whole, then renamed: a parallel run never reads half a photo.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}

const key = (brand: string, name: string) =>
  `${tokenize(brand).join(' ')}|${tokenize(name).join(' ')}`;

/** Finds a perfume by exact brand and name (folded), as the truth names it. */
export function catalogIndex(perfumes: readonly Perfume[]): (item: ShelfItem) => Perfume | null {
  const byKey = new Map<string, Perfume>();
  for (const perfume of [...perfumes].sort((a, b) => a.votes - b.votes)) {
    byKey.set(key(perfume.brand, perfume.name), perfume);
  }
  // A catalog may spell the house longer ("Lattafa Perfumes" for "Lattafa").
  const byName = new Map<string, Perfume[]>();
  for (const perfume of perfumes) {
    const name = tokenize(perfume.name).join(' ');
    byName.set(name, [...(byName.get(name) ?? []), perfume]);
  }
  return (item) => {
    const { brand, name } = item.catalog ?? item;
    const exact = byKey.get(key(brand, name));
    if (exact) return exact;
    const folded = tokenize(brand).join(' ');
    const longer = (byName.get(tokenize(name).join(' ')) ?? []).filter((perfume) =>
      tokenize(perfume.brand).join(' ').startsWith(`${folded} `),
    );
    return longer.sort((a, b) => b.votes - a.votes)[0] ?? null;
  };
}
