// Without AUTH_JWT_SECRET the embedded auth generates a secret on first start and keeps
// it in DATA_DIR with owner-only permissions, so tokens and the anon key survive restarts.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'auth-jwt-secret';

export function loadOrCreateJwtSecret(dataDir: string): { secret: string; created: boolean } {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    // Tighten permissions a copied or restored file may have lost.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return { secret, created: false };
    throw new Error(`${file} enthält kein gültiges JWT-Geheimnis (mindestens 32 Zeichen).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return { secret, created: true };
}
