import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { hashPassword } from './passwords';
import { hostedVerifier } from './tokenVerifiers';

const SECRET = 'hosted-supabase-jwt-secret-0123456789abcdef';
const SUPABASE_URL = 'https://abc.supabase.co';

function hostedToken(
  claims: Record<string, unknown>,
  options: { secret?: string; exp?: string } = {},
) {
  return new SignJWT({ role: 'authenticated', email: 'Hanna@Example.de', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('5b7d2a8e-3c1f-4e2a-9d6b-7f8e9a0b1c2d')
    .setAudience('authenticated')
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

/**
 * A database without tombstones: these tests are about the token itself; the tombstone
 * check runs against PGlite and PostgreSQL in hostedLoginDeletion.api.test.ts.
 */
const noTombstones: Queryable = {
  query: <Row>() => Promise.resolve({ rows: [] as Row[], rowCount: 0 }),
  exec: () => Promise.resolve(),
};

describe('hostedVerifier', () => {
  const verifier = hostedVerifier({
    supabaseUrl: SUPABASE_URL,
    jwtSecret: SECRET,
    db: noTombstones,
  });

  it('accepts a hosted Supabase access token signed with the project secret', async () => {
    expect(
      await verifier.verify(await hostedToken({ user_metadata: { email_verified: true } })),
    ).toEqual({
      id: '5b7d2a8e-3c1f-4e2a-9d6b-7f8e9a0b1c2d',
      email: 'hanna@example.de',
      emailConfirmed: true,
      lastProof: null,
    });
  });

  it("reads the session's latest proof from the amr claim (re-authentication, review N6)", async () => {
    const amr = [
      { method: 'otp', timestamp: 1_764_300_000 },
      { method: 'password', timestamp: 1_764_300_500 },
    ];
    expect((await verifier.verify(await hostedToken({ amr })))?.lastProof).toEqual({
      method: 'password',
      at: 1_764_300_500,
    });
  });

  it('marks anonymous and unverified users as unconfirmed', async () => {
    expect((await verifier.verify(await hostedToken({ is_anonymous: true })))?.emailConfirmed).toBe(
      false,
    );
    const unverified = await hostedToken({ user_metadata: { email_verified: false } });
    expect((await verifier.verify(unverified))?.emailConfirmed).toBe(false);
  });

  it('refuses other secrets, expired tokens and the anon key', async () => {
    expect(await verifier.verify(await hostedToken({}, { secret: 'x'.repeat(40) }))).toBeNull();
    expect(await verifier.verify(await hostedToken({}, { exp: '-1m' }))).toBeNull();
    expect(await verifier.verify(await hostedToken({ role: 'anon' }))).toBeNull();
    expect(await verifier.verify('kein-jwt')).toBeNull();
  });
});

describe('hashPassword', () => {
  it('uses argon2id with the documented cost', async () => {
    expect(await hashPassword('geheim123')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
