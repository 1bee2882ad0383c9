import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { installLogRedaction, redactPersonalData } from './logRedaction';

const KEY = Buffer.alloc(32, 7);
const USER_ID = '5b7d2a8e-3c1f-4e2a-9d6b-7f8e9a0b1c2d';

/** A console whose lines are kept, with the redaction installed over it. */
function capturedConsole(key = KEY) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  const target = { log: keep, info: keep, warn: keep, error: keep, debug: keep };
  const restore = installLogRedaction(target, key);
  return { target, lines, restore };
}

describe('redactPersonalData (review L19)', () => {
  it('replaces e-mail addresses, plain and URL-encoded, by one mark per address', () => {
    const line = redactPersonalData(
      '[mail] An Hanna.Schmidt+duft@Example.de: Bestätige dein Konto ' +
        '(/auth/v1/otp?email=hanna.schmidt%2Bduft%40example.de, hanna.schmidt+duft@example.de).',
      KEY,
    );
    expect(line).not.toMatch(/hanna|schmidt|example\.de|@|%40/i);
    const marks = line.match(/<E-Mail [0-9a-f]{10}>/g) ?? [];
    expect(marks).toHaveLength(3);
    // Case does not matter; the encoded form is another spelling (its own mark).
    expect(marks[0]).toBe(marks[2]);
    expect(line.startsWith('[mail] An <E-Mail ')).toBe(true);
    expect(line.endsWith('>).')).toBe(true);
  });

  it('replaces ids, the same id by the same mark within a process', () => {
    const line = redactPersonalData(`Login ${USER_ID} und ${USER_ID.toUpperCase()}`, KEY);
    expect(line).not.toContain(USER_ID.slice(0, 8));
    const marks = line.match(/<ID [0-9a-f]{10}>/g) ?? [];
    expect(marks).toHaveLength(2);
    expect(marks[0]).toBe(marks[1]);
    // Another process (another key) gives another mark: a guess cannot be checked.
    expect(redactPersonalData(USER_ID, randomBytes(32))).not.toBe(marks[0]);
  });

  it('leaves what only looks like an address alone', () => {
    const text =
      'at file:///app/node_modules/@hono/node-server/dist/index.js, tesseract.js@7.0.0, ' +
      'a @ b, name@, @example.de, GET /api/perfumes?q=dior';
    expect(redactPersonalData(text, KEY)).toBe(text);
  });

  it('stays linear on hostile text', () => {
    const hostile = 'a%40'.repeat(100_000) + 'x@'.repeat(100_000) + 'example.de';
    const redacted = redactPersonalData(hostile, KEY);
    expect(redacted.startsWith('a%40'.repeat(100_000) + 'x@'.repeat(99_999))).toBe(true);
    expect(redacted.endsWith('<E-Mail ' + redacted.slice(-11))).toBe(true);
    expect(redacted).not.toContain('example.de');
  });
});

describe('installLogRedaction', () => {
  it('redacts every console method, objects and Error stacks included', () => {
    const { target, lines, restore } = capturedConsole();
    const error = Object.assign(new Error('Schlüssel (email)=(kai@example.org) existiert'), {
      detail: `user_id ${USER_ID}`,
    });
    target.error(`[konto] Löschung von ${USER_ID} fehlgeschlagen:`, error);
    target.log('%s meldet sich an', 'kai@example.org');
    target.warn({ email: 'kai@example.org', id: USER_ID });
    target.info('Tabelle pending_login_deletions');
    restore();
    target.log(`nach dem Zurücksetzen ${USER_ID}`);

    const logged = lines.slice(0, 4).join('\n');
    expect(logged).not.toContain('kai@example.org');
    expect(logged).not.toContain(USER_ID);
    expect(logged).toContain('Error: Schlüssel (email)=(<E-Mail ');
    expect(logged).toContain('    at '); // the stack survives
    expect(lines[1]).toMatch(/^<E-Mail [0-9a-f]{10}> meldet sich an$/);
    expect(lines[3]).toBe('Tabelle pending_login_deletions');
    expect(lines[4]).toBe(`nach dem Zurücksetzen ${USER_ID}`);
  });

  it('wraps a console only once', () => {
    const { target, lines, restore } = capturedConsole();
    const again = installLogRedaction(target, randomBytes(32));
    target.log(USER_ID);
    again();
    restore();
    expect(lines).toEqual([redactPersonalData(USER_ID, KEY)]);
  });
});
