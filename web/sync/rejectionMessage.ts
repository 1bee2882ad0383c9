// The German text shown when the server refuses a queued change: the server's own message
// (already German), else the spec's defaults for the list the change was for (spec 001 §8),
// chosen by the one module of error texts.
import { apiErrorShapeSchema } from '../../api/contract/errors';
import { listRefusalText, type ListTarget } from '../apiClient/errorTexts';
import type { QueuedEntry } from '../data/outbox';

function targetOf(entry: QueuedEntry): ListTarget {
  if (entry.kind !== 'user') return 'collection';
  if (entry.mutation.name.startsWith('blacklist.')) return 'blacklist';
  if (entry.mutation.name.startsWith('wishlist.')) return 'wishlist';
  return 'collection';
}

export function rejectionMessage(entry: QueuedEntry, status: number, body: unknown): string {
  const apiError = apiErrorShapeSchema.safeParse(body);
  const serverMessage = apiError.success ? apiError.data.error.message || null : null;
  return listRefusalText(targetOf(entry), status, serverMessage);
}
