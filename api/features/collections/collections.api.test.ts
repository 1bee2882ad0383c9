import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import {
  collectionsSimpleResponseSchema,
  ensureCollectionsResponseSchema,
  tempCollectionsResponseSchema,
} from '../../contract/collections';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp } from '../../../tests/support/testApp';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog());
});

afterAll(async () => {
  await testApp.close();
});

function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; clientIp?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.clientIp) headers['X-Test-Client-Ip'] = options.clientIp;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return testApp.app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function errorCode(response: Response): Promise<string> {
  return apiErrorSchema.parse(await response.json()).error.code;
}

let counter = 0;
async function newUser() {
  counter += 1;
  const email = `nutzer${counter}-${randomUUID().slice(0, 8)}@example.de`;
  const session = await testApp.auth.signUpConfirmed(email, 'sicheres-Passwort-1');
  return { email, ...session };
}

describe('POST /api/ensure-collections', () => {
  it('creates the profile and the three default collections once', async () => {
    const user = await newUser();
    const first = ensureCollectionsResponseSchema.parse(
      await (await call('POST', '/api/ensure-collections', { token: user.accessToken })).json(),
    );
    expect(first.created).toBe(true);
    expect(first.collections.map((c) => [c.name, c.type])).toEqual([
      ['Meine Parfümsammlung', 'main'],
      ['Partner-Parfümsammlung', 'partner'],
      ['Andere', 'custom'],
    ]);
    const second = ensureCollectionsResponseSchema.parse(
      await (await call('POST', '/api/ensure-collections', { token: user.accessToken })).json(),
    );
    expect(second.created).toBe(false);
    expect(second.collections.map((c) => c.id)).toEqual(first.collections.map((c) => c.id));
  });

  it('creates nothing twice when called concurrently', async () => {
    const user = await newUser();
    await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/ensure-collections', { token: user.accessToken }),
      ),
    );
    const list = collectionsSimpleResponseSchema.parse(
      await (await call('GET', '/api/collections-simple', { token: user.accessToken })).json(),
    );
    expect(list).toHaveLength(3);
  });

  it('answers 401 with a German message without or with a forged token', async () => {
    for (const token of [undefined, 'kein.gueltiges.token']) {
      const response = await call('POST', '/api/ensure-collections', { token });
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe('unauthorized');
    }
  });
});

describe('GET /api/collections-simple', () => {
  it('lists only the caller’s collections in the spec’s order', async () => {
    const anna = await newUser();
    const ben = await newUser();
    await call('POST', '/api/ensure-collections', { token: anna.accessToken });
    const annas = collectionsSimpleResponseSchema.parse(
      await (await call('GET', '/api/collections-simple', { token: anna.accessToken })).json(),
    );
    expect(annas.map((c) => c.name)).toEqual([
      'Meine Parfümsammlung',
      'Partner-Parfümsammlung',
      'Andere',
    ]);
    const bens = collectionsSimpleResponseSchema.parse(
      await (await call('GET', '/api/collections-simple', { token: ben.accessToken })).json(),
    );
    expect(bens).toEqual([]);
  });
});

describe('temporary collections', () => {
  const email = 'temporaer@example.de';
  const deviceId = randomUUID();

  async function tempList(forEmail: string, forDevice: string) {
    const response = await call(
      'GET',
      `/api/temp-collections?email=${encodeURIComponent(forEmail)}&deviceId=${forDevice}`,
    );
    expect(response.status).toBe(200);
    return tempCollectionsResponseSchema.parse(await response.json());
  }

  it('saves catalog and custom perfumes without duplicates, under e-mail and device', async () => {
    const save = await call('POST', '/api/temp-collections/add-perfumes', {
      body: {
        email: 'Temporaer@Example.de',
        deviceId,
        collectionId: 'main',
        perfumeIds: ['fra-31861'],
        perfumes: [
          { id: 'fra-31861', name: 'gefälscht', brand: 'gefälscht' },
          { id: null, name: 'Foto-Fund', brand: 'Unbekannt' },
        ],
      },
    });
    expect(save.status).toBe(200);
    expect(await save.json()).toMatchObject({ success: true, added: 2, skipped: 0 });
    const again = await call('POST', '/api/temp-collections/add-perfumes', {
      body: { email, deviceId, collectionId: 'main', perfumeIds: ['fra-31861'] },
    });
    expect(await again.json()).toMatchObject({ added: 0, skipped: 1 });

    const list = await tempList(email, deviceId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Meine Parfümsammlung', type: 'main' });
    // The catalog's name wins over what the client sent.
    expect(list[0]!.items.map((item) => [item.perfume_id, item.name])).toEqual([
      ['fra-31861', 'Sauvage'],
      [null, 'Foto-Fund'],
    ]);
  });

  it('reveals nothing to someone who knows only the e-mail', async () => {
    expect(await tempList(email, randomUUID())).toEqual([]);
  });

  it('rejects unknown perfumes, bad e-mails, device ids and collections with German messages', async () => {
    const bad = [
      { email, deviceId, collectionId: 'main', perfumeIds: ['fra-1'] },
      { email: 'keine-mail', deviceId, collectionId: 'main', perfumeIds: ['fra-31861'] },
      { email, deviceId: 'geraet-1', collectionId: 'main', perfumeIds: ['fra-31861'] },
      { email, deviceId, collectionId: 'urlaub', perfumeIds: ['fra-31861'] },
      { email, deviceId, collectionId: 'main' },
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/temp-collections/add-perfumes', { body });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.message).toMatch(
        /[ÄÖÜäöü]|Ungültig|Bitte/,
      );
    }
    const notJson = await testApp.app.request('/api/temp-collections/add-perfumes', {
      method: 'POST',
      body: '{kaputt',
    });
    expect(await errorCode(notJson)).toBe('invalid_json');
    const badQuery = await call('GET', `/api/temp-collections?email=${email}`);
    expect(badQuery.status).toBe(400);
  });

  it('moves this device’s temporary collections into the account of the same confirmed e-mail, once', async () => {
    const tempEmail = `wechsel-${randomUUID().slice(0, 8)}@example.de`;
    const phone = randomUUID();
    await call('POST', '/api/temp-collections/add-perfumes', {
      body: {
        email: tempEmail,
        deviceId: phone,
        collectionId: 'main',
        perfumeIds: ['fra-31861', 'fra-9828'],
      },
    });
    await call('POST', '/api/temp-collections/add-perfumes', {
      body: { email: tempEmail, deviceId: phone, collectionId: 'partner', perfumeIds: ['fra-17'] },
    });
    const user = await testApp.auth.signUpConfirmed(tempEmail, 'sicheres-Passwort-1');
    // The account already holds Aventus: the merge must not duplicate it.
    await call('POST', '/api/ensure-collections', { token: user.accessToken });
    const [main] = collectionsSimpleResponseSchema.parse(
      await (await call('GET', '/api/collections-simple', { token: user.accessToken })).json(),
    );
    await testApp.db.query(
      `INSERT INTO collection_items (collection_id, perfume_id, name, brand) VALUES ($1, 'fra-9828', 'Aventus', 'Creed')`,
      [main!.id],
    );

    const migrate = await call('POST', '/api/temp-collections/migrate', {
      token: user.accessToken,
      body: { email: tempEmail.toUpperCase(), deviceId: phone },
    });
    expect(migrate.status).toBe(200);
    expect(await migrate.json()).toEqual({
      success: true,
      migratedCollections: 2,
      migratedItems: 2,
    });

    const { rows } = await testApp.db.query<{ name: string; perfume_id: string }>(
      `SELECT c.name, i.perfume_id FROM collection_items i JOIN collections c ON c.id = i.collection_id
       WHERE c.profile_id = $1 ORDER BY c.name, i.perfume_id`,
      [user.userId],
    );
    expect(rows).toEqual([
      { name: 'Meine Parfümsammlung', perfume_id: 'fra-31861' },
      { name: 'Meine Parfümsammlung', perfume_id: 'fra-9828' },
      { name: 'Partner-Parfümsammlung', perfume_id: 'fra-17' },
    ]);
    expect(await tempList(tempEmail, phone)).toEqual([]);

    const repeat = await call('POST', '/api/temp-collections/migrate', {
      token: user.accessToken,
      body: { email: tempEmail, deviceId: phone },
    });
    expect(await repeat.json()).toEqual({
      success: true,
      migratedCollections: 0,
      migratedItems: 0,
    });
  });

  it('never merges what another device saved under the e-mail (review N8)', async () => {
    const victimEmail = `opfer-${randomUUID().slice(0, 8)}@example.de`;
    const victimPhone = randomUUID();
    const strangerDevices = Array.from({ length: 12 }, () => randomUUID());
    // A stranger plants perfumes under the victim's e-mail from a dozen made-up devices …
    for (const deviceId of strangerDevices) {
      const planted = await call('POST', '/api/temp-collections/add-perfumes', {
        body: {
          email: victimEmail,
          deviceId,
          collectionId: 'main',
          perfumes: [{ id: null, name: 'Gratis-Gutschein unter evil.example', brand: 'Werbung' }],
        },
        clientIp: '192.0.2.66',
      });
      expect(planted.status).toBe(200);
    }
    // … which neither locks the victim's own device out of temporary mode …
    const own = await call('POST', '/api/temp-collections/add-perfumes', {
      body: {
        email: victimEmail,
        deviceId: victimPhone,
        collectionId: 'main',
        perfumeIds: ['fra-17'],
      },
    });
    expect(own.status).toBe(200);
    // … nor reaches the account when the victim confirms on that device.
    const user = await testApp.auth.signUpConfirmed(victimEmail, 'sicheres-Passwort-1');
    const migrate = await call('POST', '/api/temp-collections/migrate', {
      token: user.accessToken,
      body: { email: victimEmail, deviceId: victimPhone },
    });
    expect(await migrate.json()).toEqual({
      success: true,
      migratedCollections: 1,
      migratedItems: 1,
    });
    const { rows } = await testApp.db.query<{ name: string }>(
      `SELECT i.name FROM collection_items i JOIN collections c ON c.id = i.collection_id
       WHERE c.profile_id = $1`,
      [user.userId],
    );
    expect(rows.map((row) => row.name)).toEqual(["Terre d'Hermès"]);
    // The planted rows stay where they were, unmerged, until they are pruned.
    expect(await tempList(victimEmail, strangerDevices[0]!)).toHaveLength(1);
    const withoutDevice = await call('POST', '/api/temp-collections/migrate', {
      token: user.accessToken,
      body: { email: victimEmail },
    });
    expect(withoutDevice.status).toBe(400);
  });

  it('refuses to migrate another e-mail’s temporary collections', async () => {
    const victimDevice = randomUUID();
    await call('POST', '/api/temp-collections/add-perfumes', {
      body: {
        email: 'opfer@example.de',
        deviceId: victimDevice,
        collectionId: 'main',
        perfumeIds: ['fra-17'],
      },
    });
    const attacker = await newUser();
    const response = await call('POST', '/api/temp-collections/migrate', {
      token: attacker.accessToken,
      body: { email: 'opfer@example.de', deviceId: victimDevice },
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('email_mismatch');
    expect(await tempList('opfer@example.de', victimDevice)).toHaveLength(1);
    const anonymous = await call('POST', '/api/temp-collections/migrate', {
      body: { email: 'opfer@example.de', deviceId: victimDevice },
    });
    expect(anonymous.status).toBe(401);
  });

  describe('limits', () => {
    const customPerfumes = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: null,
        name: `Eigenduft ${from + i}`,
        brand: 'Foto',
      }));
    // Each test comes from its own address, so the per-address buckets do not interfere.
    const save = (clientIp: string, body: Record<string, unknown>) =>
      call('POST', '/api/temp-collections/add-perfumes', { body, clientIp });

    it('holds at most 200 perfumes per temporary collection; duplicates still pass', async () => {
      const key = { email: `voll-${randomUUID().slice(0, 8)}@example.de`, deviceId: randomUUID() };
      const at = '198.51.100.10';
      for (const from of [0, 100]) {
        const response = await save(at, {
          ...key,
          collectionId: 'main',
          perfumes: customPerfumes(from, 100),
        });
        expect(response.status).toBe(200);
      }
      const full = await save(at, {
        ...key,
        collectionId: 'main',
        perfumes: customPerfumes(200, 1),
      });
      expect(full.status).toBe(409);
      expect(await full.json()).toEqual({
        error: {
          code: 'temp_collection_full',
          message: expect.stringMatching(/höchstens 200 Parfüms/),
        },
      });
      const again = await save(at, {
        ...key,
        collectionId: 'main',
        perfumes: customPerfumes(0, 1),
      });
      expect(await again.json()).toMatchObject({ added: 0, skipped: 1 });
      // The other collections of the device still take perfumes.
      const other = await save(at, { ...key, collectionId: 'custom', perfumeIds: ['fra-17'] });
      expect(other.status).toBe(200);
      const [main] = await tempList(key.email, key.deviceId);
      expect(main?.items).toHaveLength(200);
    });

    it('limits saves per e-mail and device to 60 per minute, with Retry-After', async () => {
      const key = {
        email: `schnell-${randomUUID().slice(0, 8)}@example.de`,
        deviceId: randomUUID(),
      };
      // The bucket refills one save per second, so a slow machine gets a few more through.
      const started = Date.now();
      let allowed = 0;
      let refused: Response | null = null;
      while (!refused && allowed < 200) {
        const response = await save('198.51.100.12', {
          ...key,
          collectionId: 'main',
          perfumeIds: ['fra-17'],
        });
        if (response.status === 200) allowed++;
        else refused = response;
      }
      const refills = Math.ceil((Date.now() - started) / 1000);
      expect(allowed).toBeGreaterThanOrEqual(60);
      expect(allowed).toBeLessThanOrEqual(60 + refills);
      expect(refused?.status).toBe(429);
      expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    });

    it('moves 400 perfumes of one device into the account in one go', async () => {
      const email = `viele-${randomUUID().slice(0, 8)}@example.de`;
      const at = '198.51.100.13';
      const deviceId = randomUUID();
      for (const collectionId of ['main', 'partner'] as const) {
        for (const from of [0, 100]) {
          await save(at, { email, deviceId, collectionId, perfumes: customPerfumes(from, 100) });
        }
      }
      const user = await testApp.auth.signUpConfirmed(email, 'sicheres-Passwort-1');
      const migrate = await call('POST', '/api/temp-collections/migrate', {
        token: user.accessToken,
        body: { email, deviceId },
      });
      expect(await migrate.json()).toEqual({
        success: true,
        migratedCollections: 2,
        migratedItems: 400,
      });
    });
  });
});
