// Issue 26 item 9 (own collections, up to six) and issue 29 item 6 (disliked notes): the
// REST endpoints and the feed, on the real database (PGlite; PostgreSQL via with-postgres.sh).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsSimpleResponseSchema } from '../../contract/collections';
import { collectionResultSchema, isDominatedBy } from '../../contract/collectionSettings';
import { apiErrorSchema } from '../../contract/errors';
import { collectionRecommendationsResponseSchema } from '../../contract/recommendations';
import { pullResponseSchema } from '../../contract/sync';
import { createTestApp } from '../../../tests/support/testApp';
import { engineTestCatalog } from '../engine/local/testCatalog';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(engineTestCatalog());
});
afterAll(async () => {
  await testApp.close();
});

function call(method: string, path: string, token: string, body?: unknown) {
  return testApp.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

let counter = 0;
async function newUser() {
  counter += 1;
  const session = await testApp.auth.signUpConfirmed(
    `sammler${counter}-${randomUUID().slice(0, 6)}@example.de`,
    'sicheres-Passwort-1',
  );
  await call('POST', '/api/ensure-collections', session.accessToken);
  return session.accessToken;
}
async function collectionsOf(token: string) {
  return collectionsSimpleResponseSchema.parse(
    await (await call('GET', '/api/collections-simple', token)).json(),
  );
}
const create = (token: string, name: string, collectionId: string = randomUUID()) =>
  call('POST', '/api/collections', token, { collectionId, name });

describe('own collections', () => {
  it('names the defaults as spec text and issue 29 say, then three own ones, and refuses a 7th', async () => {
    const token = await newUser();
    expect((await collectionsOf(token)).map((c) => [c.name, c.type])).toEqual([
      ['Meine Parfümsammlung', 'main'],
      ['Partner-Parfümsammlung', 'partner'],
      ['Andere', 'custom'],
    ]);
    const papaId = randomUUID();
    const papa = await create(token, '  Papa ', papaId);
    expect(papa.status).toBe(200);
    const { collection } = collectionResultSchema.parse(await papa.json());
    expect(collection).toMatchObject({ id: papaId, name: 'Papa', type: 'own', disliked_notes: [] });
    expect((await create(token, 'Geschenke')).status).toBe(200);
    expect((await create(token, 'Oma')).status).toBe(200);
    const seventh = await create(token, 'Nachbarn');
    expect(seventh.status).toBe(409);
    expect(await errorOf(seventh)).toMatchObject({
      code: 'collection_limit',
      message: expect.stringContaining('6 Sammlungen'),
    });
    expect((await collectionsOf(token)).map((c) => c.name)).toEqual([
      'Meine Parfümsammlung',
      'Partner-Parfümsammlung',
      'Andere',
      'Papa',
      'Geschenke',
      'Oma',
    ]);
  });

  it('validates names: empty, too long, duplicates ignoring case — with German messages', async () => {
    const token = await newUser();
    const empty = await create(token, '   ');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toContain('Bitte gib der Sammlung einen Namen.');
    const long = await create(token, 'x'.repeat(41));
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toContain('höchstens 40 Zeichen');
    const taken = await create(token, 'andere');
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe('Eine Sammlung mit diesem Namen gibt es schon.');
  });

  it('renames and deletes only own collections; deleting leaves tombstones for its contents', async () => {
    const token = await newUser();
    const [main] = await collectionsOf(token);
    const id = randomUUID();
    await create(token, 'Papa', id);
    const renamed = await call('PUT', '/api/collections/rename', token, {
      collectionId: id,
      name: 'Vati',
    });
    expect(collectionResultSchema.parse(await renamed.json()).collection.name).toBe('Vati');
    for (const [method, path, body] of [
      ['PUT', '/api/collections/rename', { collectionId: main!.id, name: 'Meins' }],
      ['DELETE', '/api/collections/delete', { collectionId: main!.id }],
    ] as const) {
      const refused = await call(method, path, token, body);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe('collection_protected');
    }
    const added = await call('POST', '/api/collections/add-perfumes', token, {
      collectionId: id,
      perfumeIds: ['fra-fresh0'],
    });
    expect(added.status).toBe(200);
    const removed = await call('DELETE', '/api/collections/delete', token, { collectionId: id });
    expect(await removed.json()).toEqual({ success: true, id });
    expect((await collectionsOf(token)).some((c) => c.id === id)).toBe(false);
    const feed = pullResponseSchema.parse(
      await (await call('GET', '/api/sync/changes?since=0', token)).json(),
    );
    const tombstones = feed.changes.filter((change) => change.deleted).map((c) => c.entity);
    expect(tombstones).toEqual(expect.arrayContaining(['collection', 'collection_item']));
    // Another account's id is refused as a new collection's id.
    const other = await newUser();
    const [othersMain] = await collectionsOf(other);
    expect((await errorOf(await create(token, 'Fremd', othersMain!.id))).code).toBe(
      'item_id_taken',
    );
  });
});

describe('disliked notes', () => {
  async function accordsOf(id: string): Promise<string[]> {
    const { rows } = await testApp.db.query<{ keys: string[] }>(
      `SELECT ARRAY(SELECT a.value->>'key' FROM jsonb_array_elements(data->'accords')
         WITH ORDINALITY AS a(value, n) ORDER BY a.n) AS keys FROM perfumes WHERE id = $1`,
      [id],
    );
    return rows[0]?.keys ?? [];
  }

  it('drop dominated cards from the stored list and keep them out of new recommendations', async () => {
    const token = await newUser();
    const [main] = await collectionsOf(token);
    await call('POST', '/api/collections/add-perfumes', token, {
      collectionId: main!.id,
      perfumeIds: ['fra-fresh0', 'fra-fresh1'],
    });
    const generate = async () =>
      collectionRecommendationsResponseSchema
        .parse(
          await (
            await call('POST', '/api/recommendations', token, {
              collectionId: main!.id,
              perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
            })
          ).json(),
        )
        .recommendations.flatMap((card) => (card.matched_perfume ? [card.matched_perfume.id] : []));
    const before = await generate();
    const firstAccords = await accordsOf(before[0]!);
    const note = firstAccords[0]!;
    const dominatedBefore: string[] = [];
    for (const id of before)
      if (isDominatedBy(await accordsOf(id), [note])) dominatedBefore.push(id);
    expect(dominatedBefore.length).toBeGreaterThan(0);

    const added = await call('POST', '/api/disliked-notes/add', token, {
      collectionId: main!.id,
      note,
    });
    expect(collectionResultSchema.parse(await added.json()).collection.disliked_notes).toEqual([
      note,
    ]);
    const stored = collectionRecommendationsResponseSchema
      .parse(
        await (await call('GET', `/api/recommendations?collectionId=${main!.id}`, token)).json(),
      )
      .recommendations.map((card) => card.matched_perfume?.id);
    for (const id of dominatedBefore) expect(stored).not.toContain(id);

    const after = await generate();
    expect(after.length).toBeGreaterThan(0);
    for (const id of after) expect(isDominatedBy(await accordsOf(id), [note])).toBe(false);

    const removed = await call('DELETE', '/api/disliked-notes/delete', token, {
      collectionId: main!.id,
      note,
    });
    expect(collectionResultSchema.parse(await removed.json()).collection.disliked_notes).toEqual(
      [],
    );
  });

  it('refuses a note outside the list', async () => {
    const token = await newUser();
    const [main] = await collectionsOf(token);
    const refused = await call('POST', '/api/disliked-notes/add', token, {
      collectionId: main!.id,
      note: 'plutonium',
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toContain('Diese Note gibt es in der Auswahl nicht.');
  });
});
