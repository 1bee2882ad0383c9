// Sync bookkeeping in the "meta" table: whose data the device holds, the server cursor of
// the last applied pull and when it happened. Values are validated on read.
import { z } from 'zod';
import type { DuftkompassDb } from './db';

const metaSchemas = {
  /** The auth user id whose records the synced tables hold. */
  owner: z.uuid(),
  /** Server cursor ("0" before the first pull). */
  cursor: z.string().regex(/^\d+$/),
  /** Epoch milliseconds of the last completed pull. */
  lastPull: z.number(),
  /** Set when local state may differ from the server's (a rejection): pull everything again. */
  needsResync: z.boolean(),
} as const;
export type MetaKey = keyof typeof metaSchemas;
type MetaValue<K extends MetaKey> = z.infer<(typeof metaSchemas)[K]>;

export async function readMeta<K extends MetaKey>(
  database: DuftkompassDb,
  key: K,
): Promise<MetaValue<K> | undefined> {
  const row = await database.meta.get(key);
  if (!row) return undefined;
  const parsed = metaSchemas[key].safeParse(row.value);
  if (parsed.success) return parsed.data as MetaValue<K>;
  console.warn(`Ungültiger Sync-Eintrag „${key}“ übersprungen`, row.value);
  return undefined;
}

export async function writeMeta<K extends MetaKey>(
  database: DuftkompassDb,
  key: K,
  value: MetaValue<K>,
): Promise<void> {
  await database.meta.put({ key, value });
}
