// The German text shown when the server refuses a queued change: the server's own message
// (already German), else the spec's defaults (spec 001 §8: "Parfüm bereits vorhanden",
// "Parfüm bereits in der Blacklist", otherwise "HTTP {status}").
import { z } from 'zod';
import type { QueuedEntry } from '../data/outbox';

const apiErrorSchema = z.object({ error: z.object({ message: z.string().min(1) }) });

export function rejectionMessage(entry: QueuedEntry, status: number, body: unknown): string {
  const apiError = apiErrorSchema.safeParse(body);
  if (apiError.success) return apiError.data.error.message;
  if (status === 409) {
    const name = entry.kind === 'user' ? entry.mutation.name : 'temp';
    if (name === 'blacklist.add') return 'Parfüm bereits in der Blacklist';
    if (name === 'wishlist.add') return 'Parfüm bereits in der Wunschliste';
    return 'Parfüm bereits vorhanden';
  }
  return `HTTP ${status}`;
}
