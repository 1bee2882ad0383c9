// The User and session (AccessTokenResponse) JSON of GoTrue (models/user.go,
// tokens/service.go). auth-js reads a bare User as "user without session".
import type { IdentityRow, UserRow } from './usersRepo';

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email: string;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { message: string; reasons: string[] };
  provider_token?: string;
  provider_refresh_token?: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

export function toUserJson(user: UserRow, identities: readonly IdentityRow[]): UserJson {
  return omitUndefined({
    id: user.id,
    aud: 'authenticated',
    role: user.role,
    email: user.email,
    phone: '',
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: identities.map((identity) =>
      omitUndefined({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: identity.created_at.toISOString(),
        updated_at: identity.updated_at.toISOString(),
        email: identity.email ?? '',
      }),
    ),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  });
}

/**
 * What signup answers for an address that already has a confirmed account when
 * confirmation is on (GoTrue's sanitizeUser): indistinguishable from a fresh sign-up
 * except for the empty identities, and no mail is sent.
 */
export function obfuscatedUserJson(
  id: string,
  email: string,
  userMetadata: Record<string, unknown>,
  now: Date,
): UserJson {
  const stamp = now.toISOString();
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: stamp,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: stamp,
    updated_at: stamp,
    is_anonymous: false,
  };
}

function omitUndefined<T extends object>(value: T): T {
  // JSON.stringify drops undefined anyway; this keeps test equality and logs tidy.
  for (const key of Object.keys(value)) {
    if (Reflect.get(value, key) === undefined) Reflect.deleteProperty(value, key);
  }
  return value;
}
