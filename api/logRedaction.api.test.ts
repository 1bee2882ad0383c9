// Review L19: real flows that log (the dev outbox printing sign-up and magic-link mails, a
// failed account deletion with its database error) leave no e-mail address and no user id
// in the log once the server's redaction is installed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Queryable } from './db/database';
import { installLogRedaction } from './logRedaction';
import { sampleCatalog } from '../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../tests/support/testApp';

/** When set, the statement containing it fails (inside the deletion's transaction). */
let failingStatement: string | null = null;

function failOn(query: Queryable['query']): Queryable['query'] {
  return (sql, params) => {
    if (failingStatement && sql.includes(failingStatement)) {
      return Promise.reject(new Error(`injected failure: ${failingStatement}`));
    }
    return query(sql, params);
  };
}

function failingDb(db: Database): Database {
  return {
    kind: db.kind,
    query: failOn(db.query.bind(db)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: failOn(tx.query.bind(tx)), exec: (sql) => tx.exec(sql) })),
    close: () => db.close(),
  };
}

let testApp: TestApp;
const logged: string[] = [];
let restoreConsole: () => void;

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
  }
  restoreConsole = installLogRedaction(console, randomBytes(32));
  testApp = await createTestApp(sampleCatalog(), { devOutbox: true }, { wrapDb: failingDb });
});

afterAll(async () => {
  restoreConsole();
  vi.restoreAllMocks();
  await testApp.close();
});

describe('the server log (review L19)', () => {
  it('names no e-mail address and no user id in real flows', async () => {
    const user = await signedInUserWithCollections(testApp);
    const email = user.email.toUpperCase();
    expect((await testApp.auth.post('/otp', { email, create_user: false })).status).toBe(200);
    // A new address signs up by magic link (the first one's next mail waits 60 s).
    const newcomer = `Neu.Kunde+${randomBytes(4).toString('hex')}@Example.org`;
    expect((await testApp.auth.post('/otp', { email: newcomer })).status).toBe(200);
    failingStatement = 'DELETE FROM profiles';
    const deletion = await callApi(testApp, 'DELETE', '/api/auth/delete-account', {
      token: user.accessToken,
    });
    failingStatement = null;
    expect(deletion.status).toBe(500);

    // The flows did log: three mails through the dev outbox and the failed deletion.
    const mailLines = logged.filter((line) => line.startsWith('[mail] An <E-Mail '));
    expect(mailLines).toHaveLength(3);
    // One mark per address: the sign-up and the magic link of the first, one of the second.
    expect(mailLines.map((line) => line.slice(0, 27))).toEqual([
      mailLines[0]?.slice(0, 27),
      mailLines[0]?.slice(0, 27),
      expect.not.stringMatching(mailLines[0]?.slice(0, 27) ?? ''),
    ]);
    expect(logged).toContainEqual(
      expect.stringMatching(/^\[konto\] Löschung von <ID [0-9a-f]{10}> fehlgeschlagen: Error/),
    );
    const everything = logged.join('\n').toLowerCase();
    expect(everything).not.toContain(user.email.toLowerCase());
    expect(everything).not.toContain(user.email.split('@')[0]);
    expect(everything).not.toContain(user.userId.toLowerCase());
    expect(everything).not.toContain(newcomer.toLowerCase());
    expect(everything).not.toContain('neu.kunde');
  });
});
