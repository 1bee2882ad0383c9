// The sync guarantees checked after devices have drained: no change applied twice, no
// acknowledged change lost, every entry left in an outbox rejected with a message, and
// each device's copy equal to the server's. Returns findings instead of asserting, so the
// property test asserts them and the kill benchmark prints them.
import type { OutboxRow } from '../../web/data/db';
import type { Expectation } from './deviceActions';
import { comparable, type UserRecords } from './userRecords';

/** One device after draining: its outbox, the rejections it reported, what it queued. */
export type DrainedDevice = {
  outbox: readonly OutboxRow[];
  rejectionsReported: number;
  issued: readonly string[];
  local: UserRecords;
};

export type Convergence = {
  /** Records the server holds twice (same collection and perfume, or custom name and brand). */
  duplicates: string[];
  /** Applied `present` changes missing on the server (and not removed later by anyone). */
  lost: string[];
  /** Applied removals whose record is still on the server. */
  resurrected: string[];
  /** Outbox entries neither applied nor rejected, or rejected without a message. */
  stuck: string[];
  /** Devices whose rejections reported and rejected entries disagree. */
  unreported: string[];
  /** Records on which a device and the server differ. */
  diverged: string[];
};

export function duplicatesIn(records: UserRecords): string[] {
  const problems: string[] = [];
  for (const table of ['items', 'wishlist', 'blacklist'] as const) {
    const seen = new Set<string>();
    for (const record of records[table]) {
      const key = `${record.collection_id}:${record.perfume_id ?? `${record.name.toLowerCase()}|${record.brand.toLowerCase()}`}`;
      if (seen.has(key)) problems.push(`${table} ${key}`);
      seen.add(key);
    }
  }
  return problems;
}

function differences(device: UserRecords, server: UserRecords): string[] {
  const local = comparable(device);
  const remote = comparable(server);
  const found: string[] = [];
  for (const table of ['items', 'wishlist', 'blacklist'] as const) {
    const onServer = new Set(remote[table]);
    const onDevice = new Set(local[table]);
    for (const line of local[table]) if (!onServer.has(line)) found.push(`only on device: ${line}`);
    for (const line of remote[table])
      if (!onDevice.has(line)) found.push(`only on server: ${line}`);
  }
  return found;
}

export function checkConvergence(
  server: UserRecords,
  devices: readonly DrainedDevice[],
  expectations: readonly Expectation[],
): Convergence {
  const result: Convergence = {
    duplicates: duplicatesIn(server),
    lost: [],
    resurrected: [],
    stuck: [],
    unreported: [],
    diverged: [],
  };
  const serverIds = {
    items: new Set(server.items.map((r) => r.id)),
    wishlist: new Set(server.wishlist.map((r) => r.id)),
    blacklist: new Set(server.blacklist.map((r) => r.id)),
  };
  const removedLater = new Set(
    expectations.filter((e) => e.effect === 'absent').map((e) => `${e.table}:${e.id}`),
  );
  for (const [index, device] of devices.entries()) {
    for (const row of device.outbox) {
      if (row.status !== 'rejected') result.stuck.push(`device ${index}: ${row.id} ${row.status}`);
      else if (!/\S/.test(row.error ?? ''))
        result.stuck.push(`device ${index}: ${row.id} without message`);
    }
    if (device.rejectionsReported !== device.outbox.length) {
      result.unreported.push(
        `device ${index}: ${device.rejectionsReported} reported, ${device.outbox.length} in the outbox`,
      );
    }
    const issued = new Set(device.issued);
    const rejected = new Set(device.outbox.map((row) => row.id));
    for (const expectation of expectations) {
      if (!issued.has(expectation.mutationId) || rejected.has(expectation.mutationId)) continue;
      const label = `device ${index}: ${expectation.table} ${expectation.id}`;
      const onServer = serverIds[expectation.table].has(expectation.id);
      if (expectation.effect === 'absent') {
        if (onServer) result.resurrected.push(label);
      } else if (!removedLater.has(`${expectation.table}:${expectation.id}`) && !onServer) {
        result.lost.push(label);
      }
    }
    result.diverged.push(...differences(device.local, server).map((d) => `device ${index}: ${d}`));
  }
  return result;
}

/** Every finding in one list: empty when all guarantees hold. */
export function convergenceProblems(convergence: Convergence): string[] {
  return Object.entries(convergence).flatMap(([kind, found]) =>
    found.map((finding) => `${kind}: ${finding}`),
  );
}
