// The sync engine: the only code in web/ that sends the user's list changes (collections, items,
// wishlist, blacklist, temporary saves) to the product API; the profile's analysis and
// recommendations and the sign-in's move of temporary collections call the API directly. It drains
// the outbox in device order (batches to POST /api/sync/push, temporary saves one by one),
// then pulls the change feed when nothing is pending. Everything it needs comes in through
// the constructor, so the same engine runs in the browser and in Node tests.
import { MAX_PUSH_MUTATIONS, PUSH_BATCH_BYTES, type PushResult } from '../../api/contract/sync';
import type { DuftkompassDb, OutboxRow } from '../data/db';
import {
  countPending,
  INVALID_ENTRY_MESSAGE,
  pendingEntries,
  readEntry,
  type QueuedEntry,
  type QueuedTempEntry,
  type QueuedUserEntry,
} from '../data/outbox';
import {
  answerTables,
  applyAccepted,
  applyRejected,
  idsPendingDeletion,
} from './applyServerAnswers';
import { backoffDelay } from './backoff';
import { pullChanges } from './pullChanges';
import { rejectionMessage } from './rejectionMessage';
import {
  createSyncHttp,
  isRetryableStatus,
  type Failure,
  type SyncHttp,
  type Transport,
} from './syncHttp';
import { defaultSyncLock, type SyncLock } from './syncLock';
import { createSyncStatusStore, type SyncStatusStore } from './syncStatusStore';

/**
 * A refused change. `origin` says how to show it: 'save' (spec 000's save, also every
 * temporary save), 'wishlistMove' (the wishlist half of a move: console only) or 'list'.
 */
export type Rejection = {
  message: string;
  mutationId: string;
  status: number | null;
  origin: RejectionOrigin;
};
export type RejectionOrigin = 'save' | 'wishlistMove' | 'list';

function originOf(entry: QueuedEntry): RejectionOrigin {
  if (entry.kind === 'temp') return 'save';
  return entry.row.origin ?? 'list';
}

export type SyncEngineOptions = {
  db: DuftkompassDb;
  fetch: Transport;
  /** '' in the browser (same origin); the server's address in Node. */
  baseUrl?: string;
  getAccessToken: () => Promise<string | null>;
  /** Refreshes the session and returns the new access token, or null when signed out. */
  refreshSession: () => Promise<string | null>;
  lock?: SyncLock;
  random?: () => number;
  now?: () => number;
  timers?: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
  isOnline?: () => boolean;
  /** Told about every rejected change, with the German message to show. */
  onRejected?: (rejection: Rejection) => void;
  status?: SyncStatusStore;
  /** Timer between runs: while changes wait (e.g. for a session) and when all is synced. */
  intervals?: { pendingMs: number; idleMs: number };
  /** Per request (push, pull page, temporary save); default SYNC_REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
  /** A push batch ends once its mutations pass this many bytes (default PUSH_BATCH_BYTES). */
  pushBatchBytes?: number;
};

export type SyncOutcome =
  'synced' | 'offline' | 'server' | 'auth' | 'storage' | 'deferred' | 'stopped';

export type SyncReport = {
  outcome: SyncOutcome;
  applied: number;
  rejected: number;
  pending: number;
  /** When the next automatic run is due (started engines only). */
  nextRunInMs: number | null;
};

export const AUTH_WAIT_MESSAGE =
  'Bitte melde dich erneut an, damit deine Änderungen übertragen werden.';
export const SERVER_WAIT_MESSAGE =
  'Der Server ist gerade nicht erreichbar. Neuer Versuch folgt automatisch.';
export const STORAGE_WAIT_MESSAGE =
  'Der Speicher dieses Geräts hat gerade nicht geantwortet. Neuer Versuch folgt automatisch.';

/** A run's failure: the network's or server's (syncHttp), or the device database's. */
type StepFailure = Failure | { kind: 'storage' };
type Step = { applied: number; rejected: number; failure: StepFailure | null; split?: boolean };

const defaultTimers = {
  set: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class SyncEngine {
  readonly status: SyncStatusStore;
  private readonly db: DuftkompassDb;
  private readonly http: SyncHttp;
  private readonly lock: SyncLock;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly timers: NonNullable<SyncEngineOptions['timers']>;
  private readonly isOnline: () => boolean;
  private readonly intervals: { pendingMs: number; idleMs: number };
  private readonly options: SyncEngineOptions;
  private started = false;
  private stopped = false;
  private failures = 0;
  private timer: unknown = null;
  private current: Promise<SyncReport> | null = null;
  private queued: Promise<SyncReport> | null = null;

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.db = options.db;
    this.now = options.now ?? Date.now;
    this.http = createSyncHttp({
      fetch: options.fetch,
      baseUrl: options.baseUrl ?? '',
      getAccessToken: options.getAccessToken,
      refreshSession: options.refreshSession,
      now: this.now,
      ...(options.requestTimeoutMs === undefined ? {} : { timeoutMs: options.requestTimeoutMs }),
    });
    this.lock = options.lock ?? defaultSyncLock();
    this.random = options.random ?? Math.random;
    this.timers = options.timers ?? defaultTimers;
    this.isOnline =
      options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.intervals = options.intervals ?? { pendingMs: 30_000, idleMs: 300_000 };
    this.status = options.status ?? createSyncStatusStore();
  }

  /** Runs at once and then on the timer; triggers (online, visibility, SW) call syncNow(). */
  start(): void {
    this.started = true;
    this.stopped = false;
    void this.syncNow();
  }

  /** Stops the timer; a run in progress finishes its current request first. */
  stop(): void {
    this.started = false;
    this.stopped = true;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  /**
   * Drains the outbox and pulls, ignoring any backoff wait. Calls during a run coalesce into
   * one follow-up run, so a burst of triggers costs at most two runs.
   */
  syncNow(): Promise<SyncReport> {
    if (this.queued) return this.queued;
    if (this.current) {
      this.queued = this.current.then(() => {
        this.queued = null;
        return this.startRun();
      });
      return this.queued;
    }
    return this.startRun();
  }

  /** Never rejects: a failed run (e.g. IndexedDB threw) is reported and retried on the timer. */
  private startRun(): Promise<SyncReport> {
    const run = this.lock(() => this.runOnce())
      .catch((error: unknown) => this.recover(error))
      .finally(() => {
        if (this.current === run) this.current = null;
      });
    this.current = run;
    return run;
  }

  private recover(error: unknown): Promise<SyncReport> {
    console.error('[sync] Lauf abgebrochen, neuer Versuch folgt:', error);
    return this.finish({ applied: 0, rejected: 0, failure: { kind: 'storage' } });
  }

  private async runOnce(): Promise<SyncReport> {
    if (this.stopped) return this.report('stopped', 0, 0, null);
    if (!this.isOnline())
      return this.finish({ applied: 0, rejected: 0, failure: { kind: 'network' } });
    const drained = await this.drain();
    if (drained.failure || this.stopped) return this.finish(drained);
    if (!(await this.options.getAccessToken())) return this.finish(drained);
    const pulled = await pullChanges(this.db, this.http, this.now);
    if (pulled.kind === 'pulled') return this.finish(drained);
    if (pulled.kind === 'deferred') return this.finish(drained, 'deferred');
    return this.finish({ ...drained, failure: pulled });
  }

  private async drain(): Promise<Step> {
    const total: Step = { applied: 0, rejected: 0, failure: null };
    let single = false;
    while (!this.stopped) {
      const rows = await pendingEntries(this.db, MAX_PUSH_MUTATIONS);
      const first = rows[0];
      if (!first) break;
      this.setStatus('syncing', null, await countPending(this.db));
      const entry = readEntry(first);
      let step: Step;
      if (!entry) {
        step = await this.rejectUnreadable(first);
      } else if (entry.kind === 'temp') {
        step = await this.sendTemp(entry);
      } else {
        step = await this.sendBatch(
          single
            ? [entry]
            : leadingUserEntries(rows, this.options.pushBatchBytes ?? PUSH_BATCH_BYTES),
        );
      }
      total.applied += step.applied;
      total.rejected += step.rejected;
      if (step.failure) return { ...total, failure: step.failure };
      // A push refused as a whole is resent entry by entry to find the entry it refused.
      single = step.split === true;
    }
    return total;
  }

  private async sendBatch(batch: QueuedUserEntry[]): Promise<Step> {
    const answer = await this.http.push({
      mutations: batch.map((entry) => ({ id: entry.id, seq: entry.seq, ...entry.mutation })),
    });
    if (answer.kind === 'accepted') return this.applyResults(batch, answer.body.results);
    if (answer.kind !== 'rejected') return this.failed(batch, answer);
    if (batch.length > 1) return { applied: 0, rejected: 0, failure: null, split: true };
    return this.reject(batch[0]!, answer.status, answer.body);
  }

  private async applyResults(batch: QueuedUserEntry[], results: PushResult[]): Promise<Step> {
    const step: Step = { applied: 0, rejected: 0, failure: null };
    const rejections: Rejection[] = [];
    await this.db.transaction('rw', answerTables(this.db), async () => {
      const pendingDeletes = await idsPendingDeletion(this.db);
      for (const [index, result] of results.entries()) {
        const entry = batch[index];
        if (!entry || entry.id !== result.id) {
          step.failure = { kind: 'server', status: 200, retryAfterMs: null };
          return;
        }
        if (result.status === 401) {
          step.failure = { kind: 'auth' };
          return;
        }
        if (isRetryableStatus(result.status)) {
          step.failure = { kind: 'server', status: result.status, retryAfterMs: null };
          return;
        }
        if (result.status < 300) {
          await applyAccepted(this.db, entry, result.body, pendingDeletes);
          step.applied += 1;
          continue;
        }
        const message = rejectionMessage(entry, result.status, result.body);
        await applyRejected(this.db, entry, message, result.status);
        rejections.push({
          message,
          mutationId: entry.id,
          status: result.status,
          origin: originOf(entry),
        });
        step.rejected += 1;
      }
      // The server stops early only on a failure of its own: resend the rest after a pause.
      if (results.length === 0) step.failure = { kind: 'server', status: 503, retryAfterMs: null };
    });
    for (const rejection of rejections) this.options.onRejected?.(rejection);
    if (step.failure) await this.countAttempt(batch.slice(step.applied + step.rejected));
    return step;
  }

  private async sendTemp(entry: QueuedTempEntry): Promise<Step> {
    const answer = await this.http.tempAddPerfumes(entry.body, entry.id);
    if (answer.kind === 'rejected') return this.reject(entry, answer.status, answer.body);
    if (answer.kind !== 'accepted') return this.failed([entry], answer);
    await this.db.transaction('rw', answerTables(this.db), () =>
      applyAccepted(this.db, entry, answer.body, new Set()),
    );
    return { applied: 1, rejected: 0, failure: null };
  }

  private async reject(entry: QueuedEntry, status: number, body: unknown): Promise<Step> {
    const message = rejectionMessage(entry, status, body);
    await this.db.transaction('rw', answerTables(this.db), () =>
      applyRejected(this.db, entry, message, status),
    );
    this.options.onRejected?.({ message, mutationId: entry.id, status, origin: originOf(entry) });
    return { applied: 0, rejected: 1, failure: null };
  }

  private async rejectUnreadable(row: OutboxRow): Promise<Step> {
    console.warn('Unlesbarer Eintrag in der Warteschlange', row);
    await this.db.transaction('rw', answerTables(this.db), () =>
      applyRejected(this.db, { id: row.id, row }, INVALID_ENTRY_MESSAGE, null),
    );
    this.options.onRejected?.({
      message: INVALID_ENTRY_MESSAGE,
      mutationId: row.id,
      status: null,
      origin: 'list',
    });
    return { applied: 0, rejected: 1, failure: null };
  }

  private async failed(entries: QueuedEntry[], failure: Failure): Promise<Step> {
    await this.countAttempt(entries);
    return { applied: 0, rejected: 0, failure };
  }

  /** Attempts are kept for diagnostics only: entries are never dropped for age or retries. */
  private async countAttempt(entries: readonly QueuedEntry[]): Promise<void> {
    const ids = entries.map((entry) => entry.id);
    if (ids.length === 0) return;
    await this.db.outbox
      .where('id')
      .anyOf(ids)
      .modify((row) => {
        row.attempts += 1;
      });
  }

  private async finish(step: Step, outcome?: SyncOutcome): Promise<SyncReport> {
    const pending = await this.pendingCount();
    const failure = step.failure;
    let delay: number;
    if (!failure) {
      this.failures = 0;
      this.setStatus(pending > 0 ? 'syncing' : 'idle', null, pending);
      delay =
        pending > 0 || outcome === 'deferred' ? this.intervals.pendingMs : this.intervals.idleMs;
      if (outcome === 'deferred') delay = Math.min(delay, 1_000);
    } else if (failure.kind === 'auth') {
      this.setStatus('error', AUTH_WAIT_MESSAGE, pending);
      delay = this.intervals.pendingMs;
    } else {
      this.failures += 1;
      delay = backoffDelay(
        this.failures,
        this.random,
        failure.kind === 'server' ? failure.retryAfterMs : null,
      );
      if (failure.kind === 'network') this.setStatus('offline', null, pending);
      else if (failure.kind === 'storage') this.setStatus('error', STORAGE_WAIT_MESSAGE, pending);
      else this.setStatus('error', SERVER_WAIT_MESSAGE, pending);
    }
    const nextRunInMs = this.schedule(delay);
    const result = outcome ?? (failure ? failure.kind : 'synced');
    return this.report(
      result === 'network' ? 'offline' : result,
      step.applied,
      step.rejected,
      nextRunInMs,
      pending,
    );
  }

  /** The pending count, or the last one shown when the database does not answer. */
  private async pendingCount(): Promise<number> {
    try {
      return await countPending(this.db);
    } catch {
      return this.status.getState().pending;
    }
  }

  private schedule(delay: number): number | null {
    if (!this.started || this.stopped) return null;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.syncNow();
    }, delay);
    return delay;
  }

  private setStatus(kind: 'idle' | 'offline' | 'syncing', message: null, pending: number): void;
  private setStatus(kind: 'error', message: string, pending: number): void;
  private setStatus(
    kind: 'idle' | 'offline' | 'syncing' | 'error',
    message: string | null,
    pending: number,
  ) {
    if (kind === 'error') this.status.setState({ kind, message: message ?? '', pending });
    else this.status.setState({ kind, message: null, pending });
  }

  private report(
    outcome: SyncOutcome,
    applied: number,
    rejected: number,
    nextRunInMs: number | null,
    pending = 0,
  ): SyncReport {
    return { outcome, applied, rejected, pending, nextRunInMs };
  }
}

/**
 * The first entries up to the first temporary save or unreadable row, and no more than
 * `maxBytes` of them (always at least one): one push batch.
 */
function leadingUserEntries(rows: readonly OutboxRow[], maxBytes: number): QueuedUserEntry[] {
  const batch: QueuedUserEntry[] = [];
  let bytes = 0;
  for (const row of rows) {
    const entry = readEntry(row);
    if (entry?.kind !== 'user') break;
    bytes += JSON.stringify(entry.mutation).length;
    if (batch.length > 0 && bytes > maxBytes) break;
    batch.push(entry);
  }
  return batch;
}
