// The German text shown when the server refuses a queued change: the server's own message
// (already German), else the spec's defaults (spec 001 §8: "Parfüm bereits vorhanden",
// "Parfüm bereits in der Blacklist", otherwise "HTTP {status}").
import { apiErrorShapeSchema } from '../../api/contract/errors';
import type { QueuedEntry } from '../data/outbox';

export function rejectionMessage(entry: QueuedEntry, status: number, body: unknown): string {
  const apiError = apiErrorShapeSchema.safeParse(body);
  if (apiError.success && apiError.data.error.message) return apiError.data.error.message;
  if (status === 409) {
    const name = entry.kind === 'user' ? entry.mutation.name : 'temp';
    if (name === 'blacklist.add') return 'Parfüm bereits in der Blacklist';
    if (name === 'wishlist.add') return 'Parfüm bereits in der Wunschliste';
    return 'Parfüm bereits vorhanden';
  }
  return `HTTP ${status}`;
}
