// Signing and checking of the embedded auth's JWTs (HS256 with the one secret, as
// GoTrue does with only GOTRUE_JWT_SECRET set), plus the random secrets and sha256
// digests behind refresh tokens, e-mail links and auth codes.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_S = 3600;
export const JWT_AUDIENCE = 'authenticated';
export const ADMIN_ROLES: ReadonlySet<string> = new Set(['service_role', 'supabase_admin']);

// The API keys are long-lived like Supabase's: fixed iat/exp keep them identical across
// restarts, so a key handed to a client stays valid as long as the secret does.
const API_KEY_IAT = 1767225600; // 2026-01-01
const API_KEY_EXP = 4102444800; // 2100-01-01

export type Clock = () => Date;

export const amrEntrySchema = z.object({ method: z.string(), timestamp: z.number() });
export type AmrEntry = z.infer<typeof amrEntrySchema>;

const accessClaimsSchema = z.object({
  sub: z.uuid(),
  session_id: z.uuid(),
  role: z.string(),
  aud: z.string(),
  email: z.string(),
  exp: z.number(),
  amr: z.array(amrEntrySchema).optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export interface AccessTokenInput {
  userId: string;
  sessionId: string;
  email: string;
  role: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  amr: AmrEntry[];
}

export class JwtKeys {
  /** Imported once: given raw bytes, jose imports the key again on every call (~0.2 ms). */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: string,
    readonly issuer: string,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccessToken(input: AccessTokenInput): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(this.clock().getTime() / 1000);
    const expiresAt = iat + ACCESS_TOKEN_TTL_S;
    const token = await new SignJWT({
      email: input.email,
      phone: '',
      app_metadata: input.appMetadata,
      user_metadata: input.userMetadata,
      role: input.role,
      aal: 'aal1',
      amr: input.amr,
      session_id: input.sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(input.userId)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    return { token, expiresAt };
  }

  /** Claims of a valid, unexpired user access token; null for anything else. */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    const verified = await this.verifyOrReason(token);
    if ('reason' in verified) return null;
    const claims = accessClaimsSchema.safeParse(verified.payload);
    return claims.success && claims.data.aud === JWT_AUDIENCE ? claims.data : null;
  }

  /** Signature and expiry checked; the reason is what GoTrue puts into bad_jwt messages. */
  async verifyOrReason(token: string): Promise<{ payload: unknown } | { reason: string }> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock(),
      });
      return { payload };
    } catch (error) {
      return { reason: error instanceof Error ? error.message : 'invalid token' };
    }
  }

  async apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return new SignJWT({ role, iss: 'supabase' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(API_KEY_IAT)
      .setExpirationTime(API_KEY_EXP)
      .sign(await this.key);
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Opaque refresh token: 32 alphanumeric characters (~190 bits). */
export function randomRefreshToken(): string {
  return Array.from({ length: 32 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

/** Secret for e-mail links and auth codes: 32 random bytes as hex. */
export function randomLinkToken(): string {
  return randomBytes(32).toString('hex');
}

export function randomOtp(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

export function otpDigest(email: string, otp: string): string {
  return sha256Hex(`${email.toLowerCase()}:${otp}`);
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
