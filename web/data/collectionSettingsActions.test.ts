import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDeviceDb } from '../../tests/sync/builders';
import { applyRejected } from '../sync/applyServerAnswers';
import {
  addDislikedNote,
  createCollection,
  deleteCollection,
  renameCollection,
} from './collectionSettingsActions';
import type { DuftkompassDb } from './db';
import { listCollections } from './queries';

let db: DuftkompassDb;
let dispose: () => Promise<void>;

const base = (type: string, name: string) => ({
  id: crypto.randomUUID(),
  name,
  type,
  created_at: '2026-11-01T00:00:00.000Z',
  disliked_notes: [],
});

beforeEach(async () => {
  ({ db, dispose } = freshDeviceDb('duftkompass-settings'));
  await db.collections.bulkAdd([
    base('main', 'Meine Parfümsammlung'),
    base('partner', 'Partner-Parfümsammlung'),
    base('custom', 'Andere'),
  ]);
});
afterEach(async () => {
  await dispose();
});

describe('own collections on the device', () => {
  it('adds up to three after the defaults, refuses a duplicate name and a 7th', async () => {
    expect(await createCollection(' Papa ', db)).toMatchObject({ kind: 'queued' });
    expect(await createCollection('papa', db)).toEqual({
      kind: 'refused',
      message: 'Eine Sammlung mit diesem Namen gibt es schon.',
    });
    await createCollection('Geschenke', db);
    await createCollection('Oma', db);
    const seventh = await createCollection('Nachbarn', db);
    expect(seventh.kind).toBe('refused');
    expect((await listCollections(db)).map((c) => c.name)).toEqual([
      'Meine Parfümsammlung',
      'Partner-Parfümsammlung',
      'Andere',
      'Papa',
      'Geschenke',
      'Oma',
    ]);
    expect((await db.outbox.toArray()).map((row) => (row.payload as { name: string }).name)).toEqual(
      ['collections.create', 'collections.create', 'collections.create'],
    );
  });

  it('never deletes a default; a refused rename is rolled back', async () => {
    const [main] = await listCollections(db);
    expect((await deleteCollection(main!.id, db)).kind).toBe('refused');
    const created = await createCollection('Papa', db);
    if (created.kind !== 'queued') throw new Error('not queued');
    await db.outbox.clear();
    await db.collections.update(created.collectionId, { pendingMutationId: undefined });
    await renameCollection(created.collectionId, 'Vati', db);
    const [entry] = await db.outbox.toArray();
    await applyRejected(db, { id: entry!.id, row: entry! }, 'Eine Sammlung mit diesem Namen gibt es schon.', 409);
    expect((await db.collections.get(created.collectionId))?.name).toBe('Papa');
  });

  it('a disliked note drops the dominated stored cards at once', async () => {
    const [main] = await listCollections(db);
    const card = (id: string) => ({
      id,
      gpt_name: id,
      gpt_brand: 'Haus',
      gpt_description: '',
      reasoning: 'Passt.',
      occasions: [],
      is_niche: false,
      matched_perfume: {
        id,
        name: id,
        brand: 'Haus',
        image: null,
        priceCents: null,
        currency: null,
        affiliate_link: null,
        shop: null,
      },
      match_found: true,
    });
    await db.recommendations.put({
      collection_id: main!.id,
      recommendations: [card('fra-1'), card('fra-2')],
      stats: { total: 2, matched: 2, gpt_only: 0 },
      created_at: '2026-11-01T00:00:00.000Z',
    });
    await addDislikedNote(main!.id, 'oud', new Set(['fra-1']), db);
    const stored = await db.recommendations.get(main!.id);
    expect((stored?.recommendations as { id: string }[]).map((c) => c.id)).toEqual(['fra-2']);
    expect((await db.collections.get(main!.id))?.disliked_notes).toEqual(['oud']);
  });
});
