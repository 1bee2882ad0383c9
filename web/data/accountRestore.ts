// Restoring an account export (GET /api/account/export, DSGVO Art. 20) into the signed-in
// account: the three defaults are found by type, own collections by name (case ignored) or
// created while the six-collection cap allows, then each gets its disliked notes, perfumes
// and blacklist back. Everything goes through the existing actions, so it works offline,
// skips what the device already holds and syncs through the one queue engine.
import { isDislikableNote } from '../../api/contract/collectionSettings';
import { collectionNameKey } from '../../api/contract/collectionSettings';
import type { SavedPerfume } from '../../api/contract/collections';
import type { AccountExport } from '../../api/contract/portability';
import { addPerfumesToCollection } from './collectionActions';
import { addDislikedNote, createCollection } from './collectionSettingsActions';
import { db as appDb, type DuftkompassDb } from './db';
import { addToBlacklist } from './listActions';
import { parseRow } from './records';

/** The server takes at most 100 perfumes per change (api/contract/collections.ts). */
const PERFUMES_PER_CHANGE = 100;

const DEFAULT_TYPES = new Set(['main', 'partner', 'custom']);

export type RestoredCollection =
  | { name: string; outcome: 'created' | 'merged' }
  | { name: string; outcome: 'skipped'; reason: string };

export type RestoreSummary = {
  collections: RestoredCollection[];
  perfumes: number;
  notes: number;
  blacklist: number;
};

type ExportedCollection = AccountExport['collections'][number];

async function localCollections(database: DuftkompassDb) {
  return (await database.collections.toArray()).flatMap((row) => {
    const parsed = parseRow('collections', row);
    return parsed ? [parsed] : [];
  });
}

/** The local collection the exported one goes into, created when it is an own one. */
async function targetOf(
  exported: ExportedCollection,
  database: DuftkompassDb,
): Promise<{ id: string; notes: string[]; outcome: 'created' | 'merged' } | { reason: string }> {
  const local = await localCollections(database);
  const found = DEFAULT_TYPES.has(exported.type)
    ? local.find((collection) => collection.type === exported.type)
    : local.find(
        (collection) => collectionNameKey(collection.name) === collectionNameKey(exported.name),
      );
  if (found) return { id: found.id, notes: found.disliked_notes, outcome: 'merged' };
  if (DEFAULT_TYPES.has(exported.type)) {
    return { reason: 'Die Standardsammlungen sind auf diesem Gerät noch nicht geladen.' };
  }
  const created = await createCollection(exported.name, database);
  if (created.kind === 'refused') return { reason: created.message };
  return { id: created.collectionId, notes: [], outcome: 'created' };
}

const asPerfume = (item: { perfume_id: string | null; name: string; brand: string }) =>
  ({ id: item.perfume_id, name: item.name, brand: item.brand }) as SavedPerfume;

export async function restoreAccountExport(
  data: Pick<AccountExport, 'collections'>,
  database: DuftkompassDb = appDb,
): Promise<RestoreSummary> {
  const summary: RestoreSummary = { collections: [], perfumes: 0, notes: 0, blacklist: 0 };
  for (const exported of data.collections) {
    const target = await targetOf(exported, database);
    if ('reason' in target) {
      summary.collections.push({ name: exported.name, outcome: 'skipped', reason: target.reason });
      continue;
    }
    summary.collections.push({ name: exported.name, outcome: target.outcome });
    const have = new Set(target.notes);
    for (const note of new Set(exported.disliked_notes)) {
      if (have.has(note) || !isDislikableNote(note)) continue;
      const added = await addDislikedNote(target.id, note, new Set(), database);
      if (added.kind === 'queued') summary.notes += 1;
    }
    const perfumes = exported.items.map(asPerfume);
    for (let start = 0; start < perfumes.length; start += PERFUMES_PER_CHANGE) {
      const chunk = perfumes.slice(start, start + PERFUMES_PER_CHANGE);
      const outcome = await addPerfumesToCollection(target.id, chunk, database);
      if (outcome.kind === 'queued') summary.perfumes += outcome.itemIds.length;
    }
    for (const item of exported.blacklist) {
      const outcome = await addToBlacklist(target.id, { perfume: asPerfume(item) }, database);
      if (outcome.kind === 'queued') summary.blacklist += 1;
    }
  }
  return summary;
}
