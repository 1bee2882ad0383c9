import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadOrCreateJwtSecret } from './jwtSecret';

describe('loadOrCreateJwtSecret', () => {
  it('creates a secret readable only by the owner and reuses it on the next start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jwt-'));
    const first = loadOrCreateJwtSecret(dir);
    expect(first.created).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dir)).toEqual({ secret: first.secret, created: false });
  });

  it('tightens the permissions of a copied secret file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jwt-'));
    writeFileSync(path.join(dir, JWT_SECRET_FILE), 'x'.repeat(40), { mode: 0o644 });
    loadOrCreateJwtSecret(dir);
    expect(statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
