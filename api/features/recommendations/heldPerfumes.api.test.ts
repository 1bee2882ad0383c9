// What a person holds across all their collections and wishlists, for the "Günstigere
// Alternative" (which must not name a perfume of a line they already have).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUserWithCollections } from '../../../tests/support/testApp';
import { engineTestCatalog } from '../engine/local/testCatalog';
import { heldPerfumeIds } from './collectionExclusions';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(engineTestCatalog());
});

afterAll(async () => {
  await testApp.close();
});

async function addItem(collectionId: string, perfumeId: string | null, name: string) {
  await testApp.db.query(
    `INSERT INTO collection_items (collection_id, perfume_id, name, brand) VALUES ($1, $2, $3, 'Haus')`,
    [collectionId, perfumeId, name],
  );
}

describe('heldPerfumeIds', () => {
  it('lists the catalog perfumes of every collection and wishlist of the person, and no one else’s', async () => {
    const person = await signedInUserWithCollections(testApp);
    const other = await signedInUserWithCollections(testApp);
    await addItem(person.collections.main, 'fra-fresh0', 'Brise 1');
    await addItem(person.collections.partner, 'fra-woody0', 'Wald 1');
    await addItem(person.collections.custom, null, 'Eigenmischung');
    await testApp.db.query(
      `INSERT INTO wishlist_items (id, collection_id, perfume_id, name, brand)
       VALUES ($1, $2, 'fra-floral0', 'Garten 1', 'Haus')`,
      [randomUUID(), person.collections.custom],
    );
    await addItem(other.collections.main, 'fra-oriental0', 'Basar 1');

    const held = await heldPerfumeIds(testApp.db, person.userId);
    expect(held.sort()).toEqual(['fra-floral0', 'fra-fresh0', 'fra-woody0']);
  });
});
