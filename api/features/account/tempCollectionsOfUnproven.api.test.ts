import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { migrate } from '../../db/migrate';
import { addTempPerfumes } from '../collections/tempCollectionsRepo';
import { deleteUserData } from './accountDeletionRepo';
import { readAccountExport } from './accountExportRepo';

// Review N9: temporary collections are keyed by the address alone, so an account whose
// address is not proven (autoconfirm, or a hosted project without confirmation) must neither
// read nor delete them. The routes pass the session's emailConfirmed through.
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});
afterAll(async () => {
  await database.drop();
});

async function plantFor(email: string) {
  await database.db.transaction((tx) =>
    addTempPerfumes(tx, { email, deviceId: randomUUID(), type: 'main' }, [
      { id: null, name: 'Fremder Fund', brand: 'Foto' },
    ]),
  );
}

const tempRows = async (email: string) =>
  (
    await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM temp_collections WHERE email = $1',
      [email],
    )
  ).rows[0]!.count;

describe('temporary collections of an unproven address', () => {
  it('are not in the export of an account whose address is unproven, and are in a proven one', async () => {
    const email = `unbewiesen-${randomUUID().slice(0, 8)}@example.de`;
    await plantFor(email);
    const user = { id: randomUUID(), email };
    const unproven = await readAccountExport(
      database.db,
      { ...user, emailConfirmed: false },
      new Date(),
    );
    expect(unproven.temporary_collections).toEqual([]);
    const proven = await readAccountExport(
      database.db,
      { ...user, emailConfirmed: true },
      new Date(),
    );
    expect(proven.temporary_collections).toHaveLength(1);
  });

  it('survive the deletion of an account whose address is unproven, and go with a proven one', async () => {
    const email = `loeschen-${randomUUID().slice(0, 8)}@example.de`;
    await plantFor(email);
    const user = { id: randomUUID(), email };
    await database.db.transaction((tx) => deleteUserData(tx, { ...user, emailConfirmed: false }));
    expect(await tempRows(email)).toBe(1);
    await database.db.transaction((tx) => deleteUserData(tx, { ...user, emailConfirmed: true }));
    expect(await tempRows(email)).toBe(0);
  });
});
