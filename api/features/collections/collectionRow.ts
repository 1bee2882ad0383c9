// A collections row as SQL returns it and as the contract shapes it (one mapping for the
// list, the ownership check, the feed and the management mutations).
import type { CollectionSimple, CollectionType } from '../../contract/collections';

export const COLLECTION_COLUMNS = 'id, name, type, created_at, disliked_notes';

export interface CollectionRow {
  id: string;
  name: string;
  type: CollectionType;
  created_at: Date | string;
  disliked_notes: unknown;
}

export function toSimple(row: CollectionRow): CollectionSimple {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    created_at: new Date(row.created_at).toISOString(),
    disliked_notes: Array.isArray(row.disliked_notes)
      ? row.disliked_notes.filter((note): note is string => typeof note === 'string')
      : [],
  };
}
