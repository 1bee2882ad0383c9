import { describe, expect, it } from 'vitest';
import type { QueuedEntry } from '../data/outbox';
import { rejectionMessage } from './rejectionMessage';

const entry = (name: 'blacklist.add' | 'wishlist.delete'): QueuedEntry => ({
  seq: 1,
  id: crypto.randomUUID(),
  kind: 'user',
  mutation:
    name === 'blacklist.add'
      ? {
          name,
          args: {
            collection_id: crypto.randomUUID(),
            perfume_id: null,
            name: 'Fotoduft',
            brand: '',
          },
        }
      : { name, args: { id: crypto.randomUUID() } },
  row: { id: '', kind: 'user', status: 'pending', payload: null, createdAt: 0, attempts: 0 },
});

describe('rejectionMessage', () => {
  it('shows the server’s own German message', () => {
    const body = { error: { code: 'not_found', message: 'Dieser Eintrag ist nicht mehr da.' } };
    expect(rejectionMessage(entry('wishlist.delete'), 404, body)).toBe(
      'Dieser Eintrag ist nicht mehr da.',
    );
  });

  it('falls back to the spec’s texts', () => {
    expect(rejectionMessage(entry('blacklist.add'), 409, null)).toBe(
      'Parfüm bereits in der Blacklist',
    );
    expect(rejectionMessage(entry('wishlist.delete'), 422, 'kaputt')).toBe('HTTP 422');
  });
});
