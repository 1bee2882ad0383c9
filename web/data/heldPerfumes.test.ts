import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDeviceDb } from '../../tests/sync/builders';
import { buildPerfume } from '../../tests/fixtures/perfumes';
import { addPerfumesToCollection } from './collectionActions';
import type { DuftkompassDb } from './db';
import { heldPerfumeIds } from './heldPerfumes';
import { addToWishlist } from './listActions';

let db: DuftkompassDb;
let dispose: () => Promise<void>;

beforeEach(() => {
  ({ db, dispose } = freshDeviceDb('duftkompass-held'));
});
afterEach(async () => {
  await dispose();
});

describe('heldPerfumeIds', () => {
  it('lists each catalog perfume of any collection or wishlist once, without custom perfumes', async () => {
    const main = crypto.randomUUID();
    const partner = crypto.randomUUID();
    const sauvage = buildPerfume({ name: 'Sauvage' });
    const aventus = buildPerfume({ name: 'Aventus' });
    await addPerfumesToCollection(main, [sauvage, { id: null, name: 'Fotoduft', brand: 'X' }], db);
    await addPerfumesToCollection(partner, [sauvage], db);
    await addToWishlist(partner, { perfume: aventus }, db);

    expect((await heldPerfumeIds(db)).sort()).toEqual([sauvage.id, aventus.id].sort());
  });

  it('skips a stored row whose perfume id is not a catalog id', async () => {
    await db.wishlist.add({ id: 'kaputt', collection_id: 'x', perfume_id: 42 });
    expect(await heldPerfumeIds(db)).toEqual([]);
  });
});
