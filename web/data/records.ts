// Reads the synced tables back through the contract's zod schemas: IndexedDB may hold rows
// written by older releases or other tabs, and a broken row is skipped with a warning
// instead of breaking the page. Views add `pending` (not yet confirmed by the server).
import type { z } from 'zod';
import { collectionSimpleSchema, type CollectionSimple } from '../../api/contract/collections';
import {
  collectionAnalysisRecordSchema,
  collectionRecommendationsRecordSchema,
} from '../../api/contract/sync';
import {
  blacklistItemSchema,
  collectionItemSchema,
  wishlistItemSchema,
  type BlacklistItem,
  type CollectionItem,
  type WishlistItem,
} from '../../api/contract/userData';
import type { StoredRow, SyncedTable } from './db';

export type Pending = { pending: boolean };
export type LocalCollection = CollectionSimple;
export type LocalCollectionItem = CollectionItem & Pending;
export type LocalWishlistItem = WishlistItem & Pending;
export type LocalBlacklistItem = BlacklistItem & Pending;
export type StoredAnalysis = z.infer<typeof collectionAnalysisRecordSchema>;
export type StoredRecommendations = z.infer<typeof collectionRecommendationsRecordSchema>;

/** The contract schema of each synced table's rows. */
export const rowSchemas = {
  collections: collectionSimpleSchema,
  collectionItems: collectionItemSchema,
  wishlist: wishlistItemSchema,
  blacklist: blacklistItemSchema,
  analyses: collectionAnalysisRecordSchema,
  recommendations: collectionRecommendationsRecordSchema,
} as const satisfies Record<SyncedTable, z.ZodType>;

type RowOf<T extends SyncedTable> = z.infer<(typeof rowSchemas)[T]>;

export function parseRow<T extends SyncedTable>(table: T, row: StoredRow): RowOf<T> | null {
  const parsed = rowSchemas[table].safeParse(row);
  if (parsed.success) return parsed.data as RowOf<T>;
  console.warn(`Ungültiger Eintrag in „${table}“ übersprungen`, row, parsed.error.issues);
  return null;
}

/** Valid rows of a table, each with its pending flag; invalid rows are skipped. */
export function parseRows<T extends SyncedTable>(
  table: T,
  rows: readonly StoredRow[],
): (RowOf<T> & Pending)[] {
  const result: (RowOf<T> & Pending)[] = [];
  for (const row of rows) {
    const parsed = parseRow(table, row);
    if (parsed) result.push({ ...parsed, pending: row.pendingMutationId !== undefined });
  }
  return result;
}

/** Oldest first, as the server lists them; ties keep the order IndexedDB gave. */
export function byAddedAt<T extends { added_at: string }>(items: T[]): T[] {
  return items.sort((a, b) => (a.added_at < b.added_at ? -1 : a.added_at > b.added_at ? 1 : 0));
}

/** Lower-cased "name|brand": how the server tells custom perfumes apart. */
export function nameKey(name: string, brand: string): string {
  return `${name.trim().toLowerCase()}|${brand.trim().toLowerCase()}`;
}
