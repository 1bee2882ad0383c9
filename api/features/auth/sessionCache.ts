// A short-lived memory of access tokens the product API has fully checked (signature,
// expiry, live session, existing user). On PGlite the session lookup costs ~1 ms and the
// signature check ~0.05 ms, both large against a small API answer. Every sign-out,
// token-family revocation, password change and user deletion made by this process forgets
// the affected entries at once, so a single process never accepts a revoked session;
// other instances (N processes on one PostgreSQL) may for at most the TTL. An entry never
// outlives its token's expiry. TTL 0 turns the cache off: one query per request, as GoTrue.
import type { Clock } from './authTokens';
import type { AuthUser } from './requireUser';

const MAX_ENTRIES = 100_000;

interface Entry {
  user: AuthUser;
  sessionId: string;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  get(token: string): AuthUser | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until <= this.clock().getTime()) {
      this.entries.delete(token);
      return null;
    }
    return entry.user;
  }

  remember(token: string, sessionId: string, user: AuthUser, expiresAtMs: number) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const until = Math.min(this.clock().getTime() + this.ttlMs, expiresAtMs);
    this.entries.set(token, { user, sessionId, until });
  }

  forgetSession(sessionId: string) {
    for (const [token, entry] of this.entries) {
      if (entry.sessionId === sessionId) this.entries.delete(token);
    }
  }

  forgetUser(userId: string) {
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }
}
