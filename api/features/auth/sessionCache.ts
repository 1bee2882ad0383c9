// A short-lived memory of access tokens the product API has fully checked (signature,
// expiry, live session, existing user). On PGlite the session lookup costs ~1 ms and the
// signature check ~0.05 ms, both large against a small API answer. Every sign-out,
// token-family revocation, password change and user deletion forgets the affected entries
// at once: in this process directly, in the other instances on the same PostgreSQL through
// the revocation channel (revocationChannel.ts). While that channel is down the cache is
// not trusted at all, so no instance ever accepts a revoked session from memory. An entry
// never outlives its token's expiry. TTL 0 turns the cache off: one query per request.
import type { Clock } from './authTokens';
import type { AuthUser } from './requireUser';

const MAX_ENTRIES = 100_000;

interface Entry {
  user: AuthUser;
  sessionId: string;
  until: number;
}

/** What one instance tells the others to forget. */
export type Revocation = { kind: 'session' | 'user'; id: string };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private trusted = true;
  private publish: (revocation: Revocation) => void = () => undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  /** Revocations made here are passed to `publish` for the other instances. */
  broadcastTo(publish: (revocation: Revocation) => void) {
    this.publish = publish;
  }

  /** False while revocations from other instances might be missed: nothing is remembered. */
  setTrusted(trusted: boolean) {
    this.trusted = trusted;
    if (!trusted) this.entries.clear();
  }

  get(token: string): AuthUser | null {
    if (!this.trusted) return null;
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until <= this.clock().getTime()) {
      this.entries.delete(token);
      return null;
    }
    return entry.user;
  }

  remember(token: string, sessionId: string, user: AuthUser, expiresAtMs: number) {
    if (this.ttlMs <= 0 || !this.trusted) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const until = Math.min(this.clock().getTime() + this.ttlMs, expiresAtMs);
    this.entries.set(token, { user, sessionId, until });
  }

  forgetSession(sessionId: string) {
    this.apply({ kind: 'session', id: sessionId });
    this.publish({ kind: 'session', id: sessionId });
  }

  forgetUser(userId: string) {
    this.apply({ kind: 'user', id: userId });
    this.publish({ kind: 'user', id: userId });
  }

  /** A revocation made here or by another instance. */
  apply(revocation: Revocation) {
    for (const [token, entry] of this.entries) {
      const id = revocation.kind === 'session' ? entry.sessionId : entry.user.id;
      if (id === revocation.id) this.entries.delete(token);
    }
  }
}
