import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutationSchema } from '../../api/contract/sync';
import { buildRecommendation, freshDeviceDb } from '../../tests/sync/builders';
import { buildPerfume } from '../../tests/fixtures/perfumes';
import {
  adoptSignedInUser,
  clearAfterSessionEnded,
  clearUserData,
  FOREIGN_ACCOUNT_MESSAGE,
  hasUnsyncedChanges,
} from './account';
import {
  addPerfumesToCollection,
  addRecommendationToCollection,
  deleteCollectionItem,
  moveWishlistItemToCollection,
} from './collectionActions';
import type { DuftkompassDb } from './db';
import { addToBlacklist, addToWishlist, removeFromBlacklist, removeFromWishlist } from './listActions';
import { readMeta, writeMeta } from './meta';
import {
  listBlacklist,
  listCollectionItems,
  listWishlist,
  pendingChanges,
  storedRecommendations,
} from './queries';
import { queuedTempSaves, saveTempPerfumes } from './tempActions';

let db: DuftkompassDb;
let dispose: () => Promise<void>;
const collectionId = crypto.randomUUID();

beforeEach(() => {
  ({ db, dispose } = freshDeviceDb('duftkompass-actions'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await dispose();
});

async function queuedMutations() {
  const rows = await db.outbox.orderBy('seq').toArray();
  return rows.map((row) => mutationSchema.parse(row.payload));
}

describe('collection actions', () => {
  it('shows added perfumes at once and queues one mutation carrying the item ids', async () => {
    const sauvage = buildPerfume({ name: 'Sauvage', brand: 'Dior' });
    const outcome = await addPerfumesToCollection(
      collectionId,
      [sauvage, { id: null, name: 'Fotoduft', brand: 'Unbekannt' }],
      db,
    );

    expect(outcome.kind).toBe('queued');
    const items = await listCollectionItems(collectionId, db);
    expect(items.map((item) => [item.name, item.pending])).toEqual([
      ['Sauvage', true],
      ['Fotoduft', true],
    ]);
    const [mutation] = await queuedMutations();
    expect(mutation?.name).toBe('collections.addPerfumes');
    if (mutation?.name !== 'collections.addPerfumes') return;
    expect(mutation.args.perfumes.map((p) => p.itemId)).toEqual(items.map((item) => item.id));
  });

  it('answers a perfume already in the collection with "Bereits vorhanden" and queues nothing', async () => {
    const sauvage = buildPerfume();
    await addPerfumesToCollection(collectionId, [sauvage], db);
    const again = await addPerfumesToCollection(collectionId, [sauvage], db);
    const photo = { id: null, name: 'Fotoduft', brand: 'X' };
    await addPerfumesToCollection(collectionId, [photo], db);
    const samePhoto = await addPerfumesToCollection(
      collectionId,
      [{ id: null, name: 'fotoduft ', brand: 'x' }],
      db,
    );

    expect(again).toEqual({ kind: 'duplicate', message: 'Bereits vorhanden' });
    expect(samePhoto.kind).toBe('duplicate');
    expect(await db.outbox.count()).toBe(2);
  });

  it('removes a deleted item at once and keeps its row for a rollback', async () => {
    const added = await addPerfumesToCollection(collectionId, [buildPerfume()], db);
    const itemId = added.kind === 'queued' ? added.itemIds[0]! : '';

    await deleteCollectionItem(itemId, db);

    expect(await listCollectionItems(collectionId, db)).toEqual([]);
    const last = (await db.outbox.orderBy('seq').last())!;
    expect(last.payload).toEqual({ name: 'collections.deleteItem', args: { collectionId, itemId } });
    expect(last.undo?.[0]?.row.id).toBe(itemId);
    expect((await deleteCollectionItem(itemId, db)).kind).toBe('not_found');
  });

  it('adds a recommendation and removes it from the stored recommendations', async () => {
    const card = buildRecommendation();
    const other = buildRecommendation();
    await db.recommendations.put({
      collection_id: collectionId,
      recommendations: [card, other],
      stats: { total: 2, matched: 0, gpt_only: 2 },
      created_at: '2026-01-01T00:00:00.000Z',
    });

    await addRecommendationToCollection(collectionId, card, db);

    const stored = await storedRecommendations(collectionId, db);
    expect(stored?.recommendations.map((r) => r.id)).toEqual([other.id]);
    const items = await listCollectionItems(collectionId, db);
    expect(items[0]).toMatchObject({ name: card.gpt_name, source: 'recommendation' });
    expect((await queuedMutations())[0]?.name).toBe('collections.addFromRecommendation');
  });

  it('moves a wishlist entry into the collection as an add and a delete', async () => {
    const perfume = buildPerfume({ name: 'Aventus' });
    const wished = await addToWishlist(collectionId, { perfume }, db);
    const wishId = wished.kind === 'queued' ? wished.itemIds[0]! : '';

    const moved = await moveWishlistItemToCollection(wishId, undefined, db);

    expect(moved.kind).toBe('queued');
    expect(await listWishlist(collectionId, db)).toEqual([]);
    expect((await listCollectionItems(collectionId, db)).map((i) => i.name)).toEqual(['Aventus']);
    expect((await queuedMutations()).map((m) => m.name)).toEqual([
      'wishlist.add',
      'collections.addPerfumes',
      'wishlist.delete',
    ]);
  });
});

describe('wishlist and blacklist actions', () => {
  it('adds from a recommendation or a perfume and refuses local duplicates', async () => {
    const perfume = buildPerfume({ name: 'Bleu' });
    const card = buildRecommendation({
      matched_perfume: {
        id: perfume.id,
        name: 'Bleu',
        brand: perfume.brand,
        image: null,
        priceCents: 8990,
        currency: 'EUR',
        affiliate_link: null,
        shop: null,
      },
    });
    expect((await addToWishlist(collectionId, { recommendation: card }, db)).kind).toBe('queued');
    expect((await addToWishlist(collectionId, { perfume }, db)).kind).toBe('duplicate');
    const [wish] = await listWishlist(collectionId, db);
    expect(wish).toMatchObject({ name: 'Bleu', price: 89.9, pending: true });

    expect((await addToBlacklist(collectionId, { perfume }, db)).kind).toBe('queued');
    expect(
      (await addToBlacklist(collectionId, { perfume: { id: perfume.id, name: 'x', brand: '' } }, db))
        .kind,
    ).toBe('duplicate');
  });

  it('keeps a feed price’s bottle size on the device at once, for the Grundpreis', async () => {
    const priced = buildPerfume({ name: 'Santal', priceCents: 12900, currency: 'EUR', sizeMl: 50 });
    const sizeOnly = buildPerfume({ name: 'Ohne Preis', sizeMl: 100 });
    await addToWishlist(collectionId, { perfume: priced }, db);
    await addToWishlist(collectionId, { perfume: sizeOnly }, db);
    const wishes = await listWishlist(collectionId, db);
    expect(wishes.map((wish) => [wish.name, wish.priceCents, wish.sizeMl])).toEqual([
      ['Santal', 12900, 50],
      ['Ohne Preis', null, null],
    ]);
  });

  it('removes entries at once and queues the deletes', async () => {
    const perfume = buildPerfume();
    const wish = await addToWishlist(collectionId, { perfume }, db);
    const black = await addToBlacklist(collectionId, { perfume }, db);
    await removeFromWishlist(wish.kind === 'queued' ? wish.itemIds[0]! : '', db);
    await removeFromBlacklist(black.kind === 'queued' ? black.itemIds[0]! : '', db);

    expect(await listWishlist(collectionId, db)).toEqual([]);
    expect(await listBlacklist(collectionId, db)).toEqual([]);
    expect((await queuedMutations()).map((m) => m.name)).toEqual([
      'wishlist.add',
      'blacklist.add',
      'wishlist.delete',
      'blacklist.delete',
    ]);
  });

  it('skips a stored row that no longer matches the contract, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await addToBlacklist(collectionId, { perfume: buildPerfume({ name: 'Gut' }) }, db);
    await db.blacklist.put({ id: crypto.randomUUID(), collection_id: collectionId, name: 42 });

    expect((await listBlacklist(collectionId, db)).map((item) => item.name)).toEqual(['Gut']);
    expect(warn).toHaveBeenCalled();
  });
});

describe('temporary saves', () => {
  it('queues a save and leaves out perfumes already waiting for the same collection', async () => {
    const perfume = buildPerfume();
    const save = {
      email: 'Temp@Example.org',
      deviceId: crypto.randomUUID(),
      collectionType: 'main' as const,
      perfumes: [perfume],
    };
    expect((await saveTempPerfumes(save, db)).kind).toBe('queued');
    expect((await saveTempPerfumes(save, db)).kind).toBe('duplicate');
    expect((await saveTempPerfumes({ ...save, collectionType: 'partner' }, db)).kind).toBe('queued');
    expect((await pendingChanges(db)).count).toBe(2);
  });

  it('lists what waits on the device per collection, only for that e-mail and only while pending', async () => {
    const first = buildPerfume({ id: 'fra-1', name: 'Sauvage', brand: 'Dior' });
    const second = buildPerfume({ id: 'fra-2', name: 'Libre', brand: 'Yves Saint Laurent' });
    const base = { deviceId: crypto.randomUUID(), collectionType: 'main' as const };
    await saveTempPerfumes({ ...base, email: 'temp@example.org', perfumes: [first] }, db);
    await saveTempPerfumes({ ...base, email: 'temp@example.org', perfumes: [second] }, db);
    await saveTempPerfumes({ ...base, email: 'other@example.org', perfumes: [second] }, db);

    const waiting = await queuedTempSaves('Temp@Example.org', db);
    expect(waiting).toEqual([
      {
        collectionType: 'main',
        perfumes: [
          { id: 'fra-1', name: 'Sauvage', brand: 'Dior' },
          { id: 'fra-2', name: 'Libre', brand: 'Yves Saint Laurent' },
        ],
      },
    ]);
    // Once the server took them, the device copy is no longer "waiting".
    await db.outbox.toCollection().modify({ status: 'rejected' });
    expect(await queuedTempSaves('temp@example.org', db)).toEqual([]);
  });
});

describe('account switch and sign-out', () => {
  it('clears user data but keeps the chosen list', async () => {
    await db.chosenList.put({ perfumeId: 'fra-1', perfume: {}, addedAt: 1 });
    await addPerfumesToCollection(collectionId, [buildPerfume()], db);
    await writeMeta(db, 'cursor', '12');
    expect(await hasUnsyncedChanges(db)).toBe(true);

    await clearUserData(db);

    expect(await hasUnsyncedChanges(db)).toBe(false);
    expect(await db.collectionItems.count()).toBe(0);
    expect(await readMeta(db, 'cursor')).toBeUndefined();
    expect(await db.chosenList.count()).toBe(1);
  });

  it('clears everything of an account whose session ended, as a sign-out does (N17)', async () => {
    const owner = crypto.randomUUID();
    await adoptSignedInUser(owner, db);
    await db.chosenList.put({ perfumeId: 'fra-1', perfume: {}, addedAt: 1 });
    await addPerfumesToCollection(collectionId, [buildPerfume()], db);
    // Synced: the server has it, nothing waits.
    await db.outbox.clear();
    await writeMeta(db, 'cursor', '12');

    expect(await clearAfterSessionEnded(db)).toBe(0);

    expect(await db.collectionItems.count()).toBe(0);
    expect(await readMeta(db, 'cursor')).toBeUndefined();
    expect(await readMeta(db, 'owner')).toBeUndefined();
    expect(await db.chosenList.count()).toBe(1);
  });

  it('keeps only unsent changes of an ended session, for the same account to send after signing in', async () => {
    const owner = crypto.randomUUID();
    await adoptSignedInUser(owner, db);
    await addPerfumesToCollection(collectionId, [buildPerfume()], db);
    await addToWishlist(collectionId, { perfume: buildPerfume({ name: 'Aventus' }) }, db);
    await writeMeta(db, 'cursor', '12');

    expect(await clearAfterSessionEnded(db)).toBe(2);

    // The copy is gone; the queue and whose it is stay.
    expect(await db.collectionItems.count()).toBe(0);
    expect(await db.wishlist.count()).toBe(0);
    expect(await readMeta(db, 'cursor')).toBeUndefined();
    expect((await pendingChanges(db)).count).toBe(2);
    expect(await readMeta(db, 'owner')).toBe(owner);
    // The same account signs in again: its changes are still there to send.
    expect((await adoptSignedInUser(owner, db)).clearedPreviousUser).toBe(false);
    expect((await pendingChanges(db)).count).toBe(2);
    // Anyone else: they are never sent under that account.
    await adoptSignedInUser(crypto.randomUUID(), db);
    expect((await pendingChanges(db)).count).toBe(0);
  });

  it('drops the previous user’s copy on sign-in of another user and never sends their changes', async () => {
    const first = crypto.randomUUID();
    await adoptSignedInUser(first, db);
    await addPerfumesToCollection(collectionId, [buildPerfume()], db);

    expect((await adoptSignedInUser(first, db)).clearedPreviousUser).toBe(false);
    expect((await adoptSignedInUser(crypto.randomUUID(), db)).clearedPreviousUser).toBe(true);

    expect(await db.collectionItems.count()).toBe(0);
    const changes = await pendingChanges(db);
    expect(changes.count).toBe(0);
    expect(changes.rejected.map((r) => r.error)).toEqual([FOREIGN_ACCOUNT_MESSAGE]);
  });
});
